import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { ReferralInvites } from '../../referral-invites';
import { TutorReferralEmailInput } from './send-tutor-referral-email.input';

/** sendTutorReferralEmail: records the invitation (throttled per sender); the e-mail with the tutor's link follows from the log. */
@Injectable()
export class SendTutorReferralEmailHandler {
  constructor(private readonly invites: ReferralInvites) {}

  async execute(input: { senderId: string; invite: TutorReferralEmailInput }, context: CommandContext): Promise<boolean> {
    const { email, audience, note } = input.invite;
    await this.invites.send(input.senderId, { channel: 'EMAIL', audience, recipient: email, note }, context);
    return true;
  }
}
