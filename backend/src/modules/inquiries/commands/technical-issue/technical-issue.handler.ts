import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { InquirySubmission } from '../../inquiry-submission';
import { TechnicalIssueInput } from '../../inquiry.models';

/** technicalIssue: the contact page's form to the support inbox, from any visitor. */
@Injectable()
export class TechnicalIssueHandler {
  constructor(private readonly submission: InquirySubmission) {}

  execute(input: TechnicalIssueInput, ip: string, idempotencyKey: string, context: CommandContext): Promise<boolean> {
    return this.submission.submit({ kind: 'TECHNICAL', ...input, deviceBeingUsed: input.deviceBeingUsed ?? '' }, ip, idempotencyKey, context);
  }
}
