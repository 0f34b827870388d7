import { Injectable } from '@nestjs/common';
import { LeadStatus } from '../../../../../domain/leads/lead.rules';
import { listLeads } from '../../../../../projections/leads/leads.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { LeadModel } from '../../lead.model';

/** The newest leads an admin follows up, at most this many. */
export const ADMIN_LEADS_LIMIT = 200;

/** getAdminLeads: the leads of the schools form, newest first, optionally of one status. */
@Injectable()
export class GetAdminLeadsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { status: LeadStatus | null }): Promise<LeadModel[]> {
    return (await listLeads(this.readModels, { status: input.status, limit: ADMIN_LEADS_LIMIT })).map((lead) => LeadModel.of(lead));
  }
}
