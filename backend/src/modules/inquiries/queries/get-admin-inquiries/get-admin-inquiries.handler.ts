import { Injectable } from '@nestjs/common';
import { pageWindow } from '../../../../../domain/shared/paging';
import { listInquiries } from '../../../../../projections/inquiries/inquiries.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { pageFieldsOf } from '../../../../graphql/page-fields';
import { AdminInquiriesPageModel, InquiryModel } from '../../inquiry.models';

/** getAdminInquiries: the support inbox, newest first, 10 a page; open inquiries unless resolved ones are asked for too. */
@Injectable()
export class GetAdminInquiriesHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { includeResolved: boolean; pageNumber: number | null }): Promise<AdminInquiriesPageModel> {
    const window = pageWindow(input.pageNumber);
    const { inquiries, total } = await listInquiries(this.readModels, { includeResolved: input.includeResolved, skip: window.skip, limit: window.limit });
    return { inquiries: inquiries.map((inquiry) => InquiryModel.of(inquiry)), ...pageFieldsOf(window, total) };
  }
}
