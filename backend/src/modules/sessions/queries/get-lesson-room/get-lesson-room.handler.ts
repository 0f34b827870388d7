import { Inject, Injectable } from '@nestjs/common';
import { MEETINGS, Meetings } from '../../../../../platform/meetings/meetings.port';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findSessionByRoomId } from '../../../../../projections/sessions/sessions.projection';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { PartyDirectory } from '../../../pairs/party-directory';
import { LessonRoomModel } from '../../session.models';

/**
 * getLessonRoom: the room page behind a local room link. The signed link is the credential, as
 * Lessonspace links are, so this answers whoever holds it (signed in as someone else or not at
 * all); a link this server did not sign, or a room no session has, is NOT_FOUND, so rooms cannot be probed.
 */
@Injectable()
export class GetLessonRoomHandler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly parties: PartyDirectory,
    @Inject(MEETINGS) private readonly meetings: Meetings,
  ) {}

  async execute(input: { roomId: string; user: string; role: string; sig: string }): Promise<LessonRoomModel> {
    const { roomId } = input;
    if (!this.meetings.verifyRoomLink(roomId, input.user, input.role, input.sig)) throw new NotFoundError();
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
