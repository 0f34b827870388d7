import { Injectable } from '@nestjs/common';
import { LeadStatus } from '../../../../../domain/leads/lead.rules';
import { pageWindow } from '../../../../../domain/shared/paging';
import { listLeads } from '../../../../../projections/leads/leads.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { pageFieldsOf } from '../../../../graphql/page-fields';
import { AdminLeadsPageModel, LeadModel } from '../../lead.model';

/** getAdminLeads: the leads of the schools form, newest first, 10 a page, optionally of one status. */
@Injectable()
export class GetAdminLeadsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { status: LeadStatus | null; pageNumber: number | null }): Promise<AdminLeadsPageModel> {
    const window = pageWindow(input.pageNumber);
    const { leads, total } = await listLeads(this.readModels, { status: input.status, skip: window.skip, limit: window.limit });
    return { leads: leads.map((lead) => LeadModel.of(lead)), ...pageFieldsOf(window, total) };
  }
}
