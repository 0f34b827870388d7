import { Command } from '@nestjs/cqrs';
import { CommandContext } from '../../../../event-sourcing/handle-command';
import { SessionClaims } from '../../auth/session-token.service';

export class ResetPasswordCommand extends Command<SessionClaims> {
  constructor(
    readonly token: string,
    readonly newPass: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
