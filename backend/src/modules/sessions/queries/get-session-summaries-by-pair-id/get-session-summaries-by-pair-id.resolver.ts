import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { SessionModel } from '../../session.models';
import { GetSessionSummariesByPairIdHandler } from './get-session-summaries-by-pair-id.handler';

@Resolver()
export class GetSessionSummariesByPairIdResolver {
  constructor(private readonly handler: GetSessionSummariesByPairIdHandler) {}

  @SignedIn()
  @Query(() => [SessionModel], { description: 'The pair’s ended sessions with the tutor’s summaries, latest first: for its tutor, its client and admins.' })
  getSessionSummariesByPairId(@Args('pairId', { type: () => ID }) pairId: string, @CurrentViewer() viewer: Viewer): Promise<SessionModel[]> {
    return this.handler.execute({ viewer, pairId });
  }
}
