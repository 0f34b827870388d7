import { Injectable } from '@nestjs/common';
import { SessionClaims } from '../../auth/session-token.service';
import { EmailLoginV2Handler } from '../email-login-v2/email-login-v2.handler';

/** emailLogin: the older clients' login, checked exactly as emailLoginV2 (throttling included). */
@Injectable()
export class EmailLoginHandler {
  constructor(private readonly v2: EmailLoginV2Handler) {}

  execute(input: { email: string; password: string; ip: string }): Promise<{ claims: SessionClaims; emailVerified: boolean }> {
    return this.v2.execute(input);
  }
}
