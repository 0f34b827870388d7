import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { SessionModel } from '../../session.models';
import { GetSessionsThisWeekHandler } from './get-sessions-this-week.handler';

@Resolver()
export class GetSessionsThisWeekResolver {
  constructor(private readonly handler: GetSessionsThisWeekHandler) {}

  @SignedIn()
  @Query(() => [SessionModel], { description: 'The tutor’s sessions (not cancelled) on these local dates (YYYY-MM-DD), for the calendar view: for the tutor, their clients and admins.' })
  getSessionsThisWeek(
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @Args('dates', { type: () => [String] }) dates: string[],
    @CurrentViewer() viewer: Viewer,
  ): Promise<SessionModel[]> {
    return this.handler.execute({ viewer, tutorId, dates });
  }
}
