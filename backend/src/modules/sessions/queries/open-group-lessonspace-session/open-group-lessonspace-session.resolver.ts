import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { RoomAccessModel } from '../../session.models';
import { OpenGroupLessonspaceSessionHandler } from './open-group-lessonspace-session.handler';

@Resolver()
export class OpenGroupLessonspaceSessionResolver {
  constructor(private readonly handler: OpenGroupLessonspaceSessionHandler) {}

  @SignedIn()
  @Query(() => RoomAccessModel, { description: 'The viewer’s link into a group or drop-in session’s online room; admins enter with isAdminContext.' })
  openGroupLessonspaceSession(
    @Args('subject', { type: () => String }) subject: string,
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('isTutorContext', { type: () => Boolean }) isTutorContext: boolean,
    @Args('isAdminContext', { type: () => Boolean, nullable: true, defaultValue: false }) isAdminContext: boolean,
    @CurrentViewer() viewer: Viewer,
  ): Promise<RoomAccessModel> {
    return this.handler.execute({ viewer, sessionId, subject, isTutorContext, isAdminContext });
  }
}
