import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../../../../platform/eventstore/event-store.port';
import { userIdReservingEmail } from '../../account-lookup';
import { EmailedLinks } from '../../emailed-links.service';
import { UserCommands } from '../../user-commands.service';
import { ForgotPasswordCommand } from './forgot-password.command';

/** Sends a reset link when the address has an account, and says nothing either way. */
@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly users: UserCommands,
    private readonly links: EmailedLinks,
  ) {}

  async execute({ email, context }: ForgotPasswordCommand): Promise<void> {
    const userId = await userIdReservingEmail(this.eventStore, email);
    const user = userId ? await this.users.load(userId) : null;
    if (user) await this.links.sendPasswordReset(user, { ...context, actorId: null });
  }
}
