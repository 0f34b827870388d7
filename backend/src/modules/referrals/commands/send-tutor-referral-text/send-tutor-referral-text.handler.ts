import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TutorReferralTextInput } from '../send-tutor-referral-email/send-tutor-referral-email.input';
import { ReferralInvites } from '../../referral-invites';

/** sendTutorReferralText: records the invitation (throttled per sender); the text with the tutor's link follows from the log. */
@Injectable()
export class SendTutorReferralTextHandler {
  constructor(private readonly invites: ReferralInvites) {}

  async execute(input: { senderId: string; invite: TutorReferralTextInput }, context: CommandContext): Promise<boolean> {
    const { phoneNumber, audience, note } = input.invite;
    await this.invites.send(input.senderId, { channel: 'SMS', audience, recipient: phoneNumber, note }, context);
    return true;
  }
}
