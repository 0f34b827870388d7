import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { InquirySubmission } from '../../inquiry-submission';
import { GeneralInquiryInput } from '../../inquiry.models';

/** generalInquiry: the contact page's form to the support inbox, from any visitor. */
@Injectable()
export class GeneralInquiryHandler {
  constructor(private readonly submission: InquirySubmission) {}

  execute(input: GeneralInquiryInput, ip: string, idempotencyKey: string, context: CommandContext): Promise<boolean> {
    return this.submission.submit({ kind: 'GENERAL', ...input }, ip, idempotencyKey, context);
  }
}
