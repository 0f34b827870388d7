import { Injectable } from '@nestjs/common';
import { referralInvitesDecider, SendReferralInvite } from '../../../domain/referrals/referral-invite.decider';
import { referralInvitesStreamId } from '../../../domain/referrals/referral-invite.events';
import { ReferralInviteMessages } from '../../../domain/referrals/referral-invite.rules';
import { DomainError } from '../../../domain/shared/domain-error';
import { deterministicUuid } from '../../../platform/ids/deterministic-uuid';
import { CommandContext, CommandPipeline } from '../../event-sourcing/command-pipeline';
import { TooManyRequestsError } from '../../graphql/graphql-errors';

/**
 * The tutor's referral invitations (stream `referral-invites-<senderId>`): recording one is all a
 * mutation does; the delivery (e-mail or text) follows from the log (ReferralInviteDelivery). The
 * invitation's id derives from the request's idempotency key, so a retry sends nothing twice.
 */
@Injectable()
export class ReferralInvites {
  constructor(private readonly pipeline: CommandPipeline) {}

  async send(senderId: string, invite: Omit<SendReferralInvite['data'], 'inviteId'>, context: CommandContext): Promise<void> {
    const inviteId = deterministicUuid(`referral-invite:${senderId}:${context.idempotencyKey ?? context.causationId}`);
    try {
      await this.pipeline.run(referralInvitesDecider, referralInvitesStreamId(senderId), { type: 'SendReferralInvite', data: { inviteId, ...invite } }, context);
    } catch (error) {
      // The throttle is a limit on the caller, not a bad input: answered as TOO_MANY_REQUESTS.
      if (error instanceof DomainError && error.message === ReferralInviteMessages.tooManyInvites) throw new TooManyRequestsError(error.message);
      throw error;
    }
  }
}
