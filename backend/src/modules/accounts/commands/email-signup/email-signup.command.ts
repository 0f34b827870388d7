import { Command } from '@nestjs/cqrs';
import { CommandContext } from '../../../../event-sourcing/handle-command';
import { EmailSignupInput } from './email-signup.input';

export class EmailSignupCommand extends Command<{ userId: string; passwordVersion: number }> {
  constructor(
    readonly input: EmailSignupInput,
    readonly context: CommandContext,
    /** Who was signed in when the form was sent, if anyone: their own referral link refers nobody. */
    readonly signedInUserId: string | null = null,
  ) {
    super();
  }
}
