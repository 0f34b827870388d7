import { Injectable } from '@nestjs/common';
import { listInquiries } from '../../../../../projections/inquiries/inquiries.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { InquiryModel } from '../../inquiry.models';

export const ADMIN_INQUIRIES_LIMIT = 200;

/** getAdminInquiries: the support inbox, newest first; open inquiries unless resolved ones are asked for too. */
@Injectable()
export class GetAdminInquiriesHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { includeResolved: boolean }): Promise<InquiryModel[]> {
    return (await listInquiries(this.readModels, { includeResolved: input.includeResolved, limit: ADMIN_INQUIRIES_LIMIT })).map((inquiry) => InquiryModel.of(inquiry));
  }
}
