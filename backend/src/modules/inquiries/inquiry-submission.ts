import { Injectable } from '@nestjs/common';
import { InquiryForm, InquiryMessages } from '../../../domain/inquiries/inquiry.rules';
import { deterministicUuid } from '../../../platform/ids/deterministic-uuid';
import { CommandContext, CommandPipeline } from '../../event-sourcing/command-pipeline';
import { PublicFormThrottle } from '../leads/public-form-throttle';
import { inquiriesStream } from './inquiries-stream';

/**
 * A contact-page inquiry to the support inbox: throttled per address and IP, then recorded with an id
 * from the sender's idempotency key (a retry records it once). Staff are e-mailed from the log.
 */
@Injectable()
export class InquirySubmission {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly throttle: PublicFormThrottle,
  ) {}

  async submit(form: InquiryForm, ip: string, idempotencyKey: string, context: CommandContext): Promise<boolean> {
    await this.throttle.admit('inquiry', form.email, ip, InquiryMessages.tooManyInquiries);
    const inquiryId = deterministicUuid(`inquiry:${idempotencyKey}`);
    await this.pipeline.run(inquiriesStream.decider, inquiriesStream.streamIdOf(inquiryId), { type: 'SubmitInquiry', data: { inquiryId, form } }, context, {
      awaitReadModels: inquiriesStream.readModels,
    });
    return true;
  }
}
