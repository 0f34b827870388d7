import { Injectable } from '@nestjs/common';
import { Request } from 'express';
import { ReadModels } from '../../../../projections/runner/read-models';
import { findUserById } from '../../../../projections/users/users.projection';
import { Viewer } from './graphql-context';
import { sessionTokenOf } from './session-cookie';
import { SessionTokenService } from './session-token.service';

/** Turns a request's bearer token or cookie into the signed-in user, or null. */
@Injectable()
export class ViewerService {
  constructor(
    private readonly tokens: SessionTokenService,
    private readonly readModels: ReadModels,
  ) {}

  async resolve(req: Request): Promise<Viewer | null> {
    const token = sessionTokenOf(req);
    if (!token) return null;
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    const user = await findUserById(this.readModels, claims.userId);
    // A password change bumps the version: every token issued before it stops working.
    if (!user || user.passwordVersion !== claims.passwordVersion) return null;
    return { userId: user._id, user };
  }
}
