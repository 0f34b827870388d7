import { Injectable } from '@nestjs/common';
import { InquiryMessages } from '../../../../../domain/inquiries/inquiry.rules';
import { INQUIRIES_COLLECTION, InquiryDocument } from '../../../../../projections/inquiries/inquiries.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { inquiriesStream } from '../../inquiries-stream';
import { InquiryModel } from '../../inquiry.models';

/** resolveInquiry: an admin closes an answered inquiry (the role is checked by the resolver). */
@Injectable()
export class ResolveInquiryHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { inquiryId: string }, context: CommandContext): Promise<InquiryModel> {
    const inquiries = this.readModels.collection<InquiryDocument>(INQUIRIES_COLLECTION);
    if (!(await inquiries.findOne({ _id: input.inquiryId }))) throw new NotFoundError(InquiryMessages.notFound);
    await this.pipeline.run(inquiriesStream.decider, inquiriesStream.streamIdOf(input.inquiryId), { type: 'ResolveInquiry', data: input }, context, {
      awaitReadModels: inquiriesStream.readModels,
    });
    const inquiry = await inquiries.findOne({ _id: input.inquiryId });
    if (!inquiry) throw new NotFoundError(InquiryMessages.notFound);
    return InquiryModel.of(inquiry);
  }
}
