import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { EmailAddressStreams } from '../../account-lookup';
import { EmailedLinks } from '../../emailed-links';
import { LoginAttempts } from '../../login-attempts';

/** forgotPassword: sends a reset link when the address has an account, and says nothing either way. */
@Injectable()
export class ForgotPasswordHandler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly links: EmailedLinks,
    private readonly attempts: LoginAttempts,
    private readonly emailAddresses: EmailAddressStreams,
  ) {}

  async execute(input: { email: string; ip: string }, context: CommandContext): Promise<void> {
    // Counted with logins, so the form cannot be used to flood an inbox.
    await this.attempts.admit(input.email.trim().toLowerCase(), input.ip);
    const userId = await this.emailAddresses.userIdReserving(input.email);
    const user = userId ? await findUserById(this.readModels, userId) : null;
    if (user) await this.links.sendPasswordReset(user, { ...context, actorId: null });
  }
}
