import { Args, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { CompletedSessionSummaryModel } from '../../session.models';
import { SessionQueries } from '../../session-queries.service';
import { CompletedSessionSummaryInput } from './get-completed-session-summary-v3.input';

@Resolver()
export class GetCompletedSessionSummaryV3Resolver {
  constructor(private readonly queries: SessionQueries) {}

  @SignedIn()
  @Query(() => CompletedSessionSummaryModel, { description: 'The month’s ended sessions per client (or per tutor in client context), with the monthly totals.' })
  getCompletedSessionSummaryV3(@Args('input') input: CompletedSessionSummaryInput, @CurrentViewer() viewer: Viewer): Promise<CompletedSessionSummaryModel> {
    return this.queries.completedSummary(viewer, input.isTutorContext, input.month, input.year);
  }
}
