import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ReportUserInput } from '../../report.models';
import { ReportUserV2Handler } from './report-user-v2.handler';

@Resolver()
export class ReportUserV2Resolver {
  constructor(
    private readonly handler: ReportUserV2Handler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => ID, { description: 'Reports another user to the admins (from a conversation or a profile); answers the report’s id. Give the same idempotencyKey when retrying.' })
  reportUserV2(
    @Args('input', { type: () => ReportUserInput }) input: ReportUserInput,
    @Args('idempotencyKey', { type: () => String }) idempotencyKey: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<string> {
    return this.handler.execute({ ...input, reporterId: viewer.userId, idempotencyKey }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey));
  }
}
