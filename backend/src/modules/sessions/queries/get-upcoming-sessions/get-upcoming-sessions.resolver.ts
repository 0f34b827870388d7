import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { UpcomingSessionsPageModel } from '../../session.models';
import { GetUpcomingSessionsHandler } from './get-upcoming-sessions.handler';

@Resolver()
export class GetUpcomingSessionsResolver {
  constructor(private readonly handler: GetUpcomingSessionsHandler) {}

  @SignedIn()
  @Query(() => UpcomingSessionsPageModel, { description: 'Page `pageNum` (from 1) of 10 upcoming sessions, soonest first, where the viewer is the tutor (isTutorContext) or a client.' })
  getUpcomingSessions(
    @Args('isTutorContext', { type: () => Boolean }) isTutorContext: boolean,
    @Args('pageNum', { type: () => Int, nullable: true, defaultValue: 1 }) pageNum: number,
    @CurrentViewer() viewer: Viewer,
  ): Promise<UpcomingSessionsPageModel> {
    return this.handler.execute({ userId: viewer.userId, isTutorContext, pageNum });
  }
}
