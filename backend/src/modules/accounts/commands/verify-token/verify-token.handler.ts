import { Injectable } from '@nestjs/common';
import { AccountMessages } from '../../../../../domain/accounts/account.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { EmailedLinks } from '../../emailed-links';
import { userStream } from '../../user-stream';

/** verifyToken: verifies the e-mail of whoever the token was sent to; it works without being signed in. */
@Injectable()
export class VerifyTokenHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly links: EmailedLinks,
  ) {}

  async execute(input: { token: string }, context: CommandContext): Promise<void> {
    const userId = await this.links.redeemVerification(input.token);
    if (!userId) throw new DomainError(AccountMessages.invalidVerificationToken, { token: AccountMessages.invalidVerificationToken });
    await this.pipeline.run(userStream.decider, userStream.streamIdOf(userId), { type: 'VerifyEmail', data: {} }, { ...context, actorId: userId }, {
      awaitReadModels: userStream.readModels,
    });
  }
}
