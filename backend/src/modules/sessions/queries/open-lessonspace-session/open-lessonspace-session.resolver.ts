import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { RoomAccessModel } from '../../session.models';
import { OpenLessonspaceSessionHandler } from './open-lessonspace-session.handler';

export { ROOM_CLOSED_MESSAGE } from '../../meeting-rooms';

@Resolver()
export class OpenLessonspaceSessionResolver {
  constructor(private readonly handler: OpenLessonspaceSessionHandler) {}

  @SignedIn()
  @Query(() => RoomAccessModel, { description: 'The viewer’s link into the one-on-one session’s online room; for its tutor and client.' })
  openLessonspaceSession(
    @Args('tuteeId', { type: () => ID }) tuteeId: string,
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @CurrentViewer() viewer: Viewer,
  ): Promise<RoomAccessModel> {
    return this.handler.execute({ viewer, sessionId, tutorId, tuteeId });
  }
}
