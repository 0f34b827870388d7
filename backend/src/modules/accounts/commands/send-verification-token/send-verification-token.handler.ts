import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { UnauthenticatedError } from '../../../../graphql/graphql-errors';
import { EmailedLinks } from '../../emailed-links';

/** sendVerificationToken: e-mails the user a new link that verifies their address. */
@Injectable()
export class SendVerificationTokenHandler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly links: EmailedLinks,
  ) {}

  async execute(input: { userId: string }, context: CommandContext): Promise<void> {
    const user = await findUserById(this.readModels, input.userId);
    if (!user) throw new UnauthenticatedError();
    await this.links.sendVerification(user, context);
  }
}
