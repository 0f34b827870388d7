import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { InquirySubmission } from '../../inquiry-submission';

/** sendTutoringAppQuery: a signed-in user's question about the app, to the support inbox under their name and address. */
@Injectable()
export class SendTutoringAppQueryHandler {
  constructor(private readonly submission: InquirySubmission) {}

  execute(input: { question: string; viewer: Viewer; ip: string; idempotencyKey: string }, context: CommandContext): Promise<boolean> {
    const { profile, email } = input.viewer.user;
    const name = `${profile.firstName} ${profile.lastName}`.trim();
    return this.submission.submit({ kind: 'APP_QUESTION', name, email: email.address, message: input.question }, input.ip, input.idempotencyKey, context);
  }
}
