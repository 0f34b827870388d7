import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ResolveReportHandler } from './resolve-report.handler';

@Resolver()
export class ResolveReportResolver {
  constructor(
    private readonly handler: ResolveReportHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => Boolean, { description: 'Admins: closes a report of the reports queue with a note (recorded with the admin). True once resolved. Admins only.' })
  resolveReport(
    @Args('reportId', { type: () => ID }) reportId: string,
    @Args('note', { type: () => String }) note: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    return this.handler.execute({ reportId, byUserId: viewer.userId, note }, this.pipeline.contextOf(context, viewer.userId));
  }
}
