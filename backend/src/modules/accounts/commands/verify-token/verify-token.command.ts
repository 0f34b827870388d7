import { Command } from '@nestjs/cqrs';
import { CommandContext } from '../../../../event-sourcing/handle-command';

/** Verifies the e-mail of whoever the token was sent to; it works without being signed in. */
export class VerifyTokenCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
