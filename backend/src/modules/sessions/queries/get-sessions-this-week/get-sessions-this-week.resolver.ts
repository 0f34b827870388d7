import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { CalendarSlotModel } from '../../session.models';
import { GetSessionsThisWeekHandler } from './get-sessions-this-week.handler';

@Resolver()
export class GetSessionsThisWeekResolver {
  constructor(private readonly handler: GetSessionsThisWeekHandler) {}

  @SignedIn()
  @Query(() => [CalendarSlotModel], {
    description:
      'The tutor’s calendar on these local dates (YYYY-MM-DD), cancelled sessions left out, in start order: for the tutor and admins every session; ' +
      'for a client paired with the tutor their own sessions, and the tutor’s other sessions as busy slots (times only, session null). FORBIDDEN for anyone else; NOT_FOUND to an admin for an id no user has.',
  })
  getSessionsThisWeek(
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @Args('dates', { type: () => [String] }) dates: string[],
    @CurrentViewer() viewer: Viewer,
  ): Promise<CalendarSlotModel[]> {
    return this.handler.execute({ viewer, tutorId, dates });
  }
}
