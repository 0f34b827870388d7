import { Command } from '@nestjs/cqrs';
import { SessionClaims } from '../../auth/session-token.service';
import { CommandContext } from '../../../../event-sourcing/handle-command';

/** Returns the claims of a fresh session: the change revokes every earlier token. */
export class ChangePasswordCommand extends Command<SessionClaims> {
  constructor(
    readonly userId: string,
    readonly oldPass: string,
    readonly newPass: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
