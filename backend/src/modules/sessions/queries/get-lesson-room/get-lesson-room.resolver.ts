import { Inject } from '@nestjs/common';
import { Args, Field, ID, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { SessionStatus } from '../../../../../domain/sessions/session.rules';
import { findSessionByRoomId } from '../../../../../projections/sessions/sessions.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { MEETINGS, Meetings } from '../../../../../platform/meetings/meetings.port';
import { PartyDirectory } from '../../../pairs/party-directory';
import { ParticipantTypeEnum, SessionStatusEnum } from '../../session.models';

@ObjectType('LessonRoomParticipant', { description: 'Someone in a lesson room, by first name only.' })
export class LessonRoomParticipantModel {
  @Field(() => String) firstName!: string;
  @Field(() => ParticipantTypeEnum) role!: keyof typeof ParticipantTypeEnum;
}

@ObjectType('LessonRoom', { description: 'The session a local room link (`/rooms/<roomId>`) leads to.' })
export class LessonRoomModel {
  @Field(() => ID) roomId!: string;
  @Field(() => String) subject!: string;
  @Field(() => String) startTime!: string;
  @Field(() => String) endTime!: string;
  @Field(() => SessionStatusEnum) status!: SessionStatus;
  @Field(() => [LessonRoomParticipantModel]) participants!: LessonRoomParticipantModel[];
}

/**
 * The room page behind a local room link. The signed link is the credential, as Lessonspace links
 * are, so this answers whoever holds it (signed in as someone else or not at all); a link this
 * server did not sign, or a room no session has, is NOT_FOUND, so rooms cannot be probed.
 */
@Resolver()
export class GetLessonRoomResolver {
  constructor(
    private readonly readModels: ReadModels,
    private readonly parties: PartyDirectory,
    @Inject(MEETINGS) private readonly meetings: Meetings,
  ) {}

  @Query(() => LessonRoomModel, { description: 'The session behind a signed room link (`/rooms/<roomId>?user=&role=&sig=`); NOT_FOUND when the link is not valid.' })
  async getLessonRoom(
    @Args('roomId', { type: () => ID }) roomId: string,
    @Args('user', { type: () => ID }) user: string,
    @Args('role', { type: () => String }) role: string,
    @Args('sig', { type: () => String }) sig: string,
  ): Promise<LessonRoomModel> {
    if (!this.meetings.verifyRoomLink(roomId, user, role, sig)) throw new NotFoundError();
    const session = await findSessionByRoomId(this.readModels, roomId);
    if (!session) throw new NotFoundError();
    const present = session.participants.filter((participant) => participant.leftTime === null && participant.userType !== 'ADMIN');
    const names = await this.parties.parties(present.map((participant) => participant.userId));
    return {
      roomId,
      subject: session.subject,
      startTime: session.startTime,
      endTime: session.endTime,
      status: session.status,
      participants: present.map((participant) => ({ firstName: names.get(participant.userId)?.firstName ?? '', role: participant.userType })),
    };
  }
}
