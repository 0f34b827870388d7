import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { SessionModel } from '../../session.models';
import { SessionQueries } from '../../session-queries.service';

@Resolver()
export class GetSessionSummariesByPairIdResolver {
  constructor(private readonly queries: SessionQueries) {}

  @SignedIn()
  @Query(() => [SessionModel], { description: 'The pair’s ended sessions with the tutor’s summaries, latest first: for its tutor, its client and admins.' })
  getSessionSummariesByPairId(@Args('pairId', { type: () => ID }) pairId: string, @CurrentViewer() viewer: Viewer): Promise<SessionModel[]> {
    return this.queries.ofPair(viewer, pairId);
  }
}
