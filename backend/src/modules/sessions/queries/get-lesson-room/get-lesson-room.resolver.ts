import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { LessonRoomModel } from '../../session.models';
import { GetLessonRoomHandler } from './get-lesson-room.handler';

/** Open to anyone: the signed link is the credential (see the handler). */
@Resolver()
export class GetLessonRoomResolver {
  constructor(private readonly handler: GetLessonRoomHandler) {}

  @Query(() => LessonRoomModel, { description: 'The session behind a signed room link (`/rooms/<roomId>?user=&role=&sig=`); NOT_FOUND when the link is not valid.' })
  getLessonRoom(
    @Args('roomId', { type: () => ID }) roomId: string,
    @Args('user', { type: () => ID }) user: string,
    @Args('role', { type: () => String }) role: string,
    @Args('sig', { type: () => String }) sig: string,
  ): Promise<LessonRoomModel> {
    return this.handler.execute({ roomId, user, role, sig });
  }
}
