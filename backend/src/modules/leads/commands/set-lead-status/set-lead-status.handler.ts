import { Injectable } from '@nestjs/common';
import { LeadMessages } from '../../../../../domain/leads/lead.rules';
import { findLead } from '../../../../../projections/leads/leads.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { LeadModel } from '../../lead.model';
import { leadsStream } from '../../leads-stream';

/** setLeadStatus: an admin marks where a lead stands (the caller's role is checked by the resolver). */
@Injectable()
export class SetLeadStatusHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { leadId: string; status: string }, context: CommandContext): Promise<LeadModel> {
    if (!(await findLead(this.readModels, input.leadId))) throw new NotFoundError(LeadMessages.notFound);
    await this.pipeline.run(leadsStream.decider, leadsStream.streamIdOf(input.leadId), { type: 'ChangeLeadStatus', data: input }, context, {
      awaitReadModels: leadsStream.readModels,
    });
    const lead = await findLead(this.readModels, input.leadId);
    if (!lead) throw new NotFoundError(LeadMessages.notFound);
    return LeadModel.of(lead);
  }
}
