import { Command } from '@nestjs/cqrs';
import { CommandContext } from '../../../../event-sourcing/handle-command';

export class SendVerificationTokenCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
