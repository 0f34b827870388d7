import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { LeadStatus } from '../../../../../domain/leads/lead.rules';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { LeadModel, LeadStatusEnum } from '../../lead.model';
import { SetLeadStatusHandler } from './set-lead-status.handler';

@Resolver()
export class SetLeadStatusResolver {
  constructor(
    private readonly handler: SetLeadStatusHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => LeadModel, { description: 'Admins: marks where a lead stands (NEW, CONTACTED, QUALIFIED, UNQUALIFIED, CONVERTED).' })
  setLeadStatus(
    @Args('leadId', { type: () => ID }) leadId: string,
    @Args('status', { type: () => LeadStatusEnum }) status: LeadStatus,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<LeadModel> {
    return this.handler.execute({ leadId, status }, this.pipeline.contextOf(context, viewer.userId));
  }
}
