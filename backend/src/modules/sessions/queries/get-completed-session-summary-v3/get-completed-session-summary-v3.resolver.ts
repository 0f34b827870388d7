import { Args, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { CompletedSessionSummaryModel } from '../../session.models';
import { GetCompletedSessionSummaryV3Handler } from './get-completed-session-summary-v3.handler';
import { CompletedSessionSummaryInput } from './get-completed-session-summary-v3.input';

@Resolver()
export class GetCompletedSessionSummaryV3Resolver {
  constructor(private readonly handler: GetCompletedSessionSummaryV3Handler) {}

  @SignedIn()
  @Query(() => CompletedSessionSummaryModel, { description: 'The month’s ended sessions per client (or per tutor in client context), with the monthly totals.' })
  getCompletedSessionSummaryV3(@Args('input') input: CompletedSessionSummaryInput, @CurrentViewer() viewer: Viewer): Promise<CompletedSessionSummaryModel> {
    return this.handler.execute({ userId: viewer.userId, isTutorContext: input.isTutorContext, month: input.month, year: input.year });
  }
}
