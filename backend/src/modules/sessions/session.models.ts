import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CANCELLATION_NOTICE_MS, EDIT_SCOPES, PARTICIPANT_TYPES, SESSION_STATUSES, SESSION_TYPES, SessionStatus } from '../../../domain/sessions/session.rules';
import { MEETING_SOLUTIONS } from '../../../platform/meetings/meetings.port';
import { PairPartyModel } from '../pairs/pair.model';

/** GraphQL enums from the domain's own lists, so the API cannot drift from the rules. */
const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };

export const SessionStatusEnum = enumOf(SESSION_STATUSES);
export const SessionTypeEnum = enumOf(SESSION_TYPES);
export const ParticipantTypeEnum = enumOf(PARTICIPANT_TYPES);
export const EditScopeEnum = enumOf(EDIT_SCOPES);
export const MeetingSolutionEnum = enumOf(MEETING_SOLUTIONS);
registerEnumType(SessionStatusEnum, { name: 'SessionStatus', description: 'UPCOMING, RECENTLY_COMPLETED (editable until processingTime), COMPLETED, CANCELLED, ERROR.' });
registerEnumType(SessionTypeEnum, { name: 'SessionType' });
registerEnumType(ParticipantTypeEnum, { name: 'ParticipantType' });
registerEnumType(EditScopeEnum, { name: 'EditScope', description: 'SINGLE: this session only; ALL: it and every occurrence of its recurring series not yet started.' });
registerEnumType(MeetingSolutionEnum, { name: 'MeetingSolution' });

/** Cents to the dollars-and-cents the API shows (as Pair.hourlyWage does); null stays null. */
export function dollars(cents: number): number;
export function dollars(cents: number | null): number | null;
export function dollars(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}

@ObjectType('SessionParticipant', { description: 'A participant and, once the session is processed, their payout fields. Amounts in dollars and cents.' })
export class SessionParticipantModel {
  @Field(() => PairPartyModel) user!: PairPartyModel;
  @Field(() => ParticipantTypeEnum) userType!: string;
  @Field(() => String, { nullable: true }) joinedTime!: string | null;
  @Field(() => String, { nullable: true, description: 'When they left a drop-in or group session (dropSession).' }) leftTime!: string | null;
  @Field(() => String, { nullable: true, description: 'error, manual, stripeConnect or partial; null until processed.' }) sessionPayoutStatus!: string | null;
  @Field(() => Float, { nullable: true }) tutorBasePaymentAmount!: number | null;
  @Field(() => Float, { nullable: true }) finalTutorPayoutAmount!: number | null;
  @Field(() => Float, { nullable: true }) finalClientPaymentAmount!: number | null;
  @Field(() => Float, { nullable: true }) remaining!: number | null;
  @Field(() => Float, { description: 'Per hour, before service fees.' }) hourlyRate!: number;
}

@ObjectType('ZoomOptions')
export class ZoomOptionsModel {
  @Field(() => String, { nullable: true }) meetingId!: string | null;
  @Field(() => String, { nullable: true }) join_url!: string | null;
}

@ObjectType('LessonspaceOptions')
export class LessonspaceOptionsModel {
  @Field(() => String, { nullable: true }) roomId!: string | null;
}

@ObjectType('LocationPoint')
export class LocationPointModel {
  @Field(() => Float) lat!: number;
  @Field(() => Float) lng!: number;
}

@ObjectType('PhysicalSessionOptions')
export class PhysicalSessionOptionsModel {
  @Field(() => String) locationName!: string;
  @Field(() => LocationPointModel, { nullable: true }) locationPoint!: LocationPointModel | null;
}

@ObjectType('Session', { description: 'A tutoring session (spec section 3). Times are ISO-8601 instants; amounts dollars and cents.' })
export class SessionModel {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: 'The revision of the session as shown: give it back as expectedRevision when editing or cancelling, so a change made meanwhile by someone else answers CONFLICT.' })
  revision!: number;
  @Field(() => ID, { nullable: true }) pairId!: string | null;
  @Field(() => String) subject!: string;
  @Field(() => String, { nullable: true }) gradeLevel!: string | null;
  @Field(() => SessionStatusEnum) status!: string;
  @Field(() => SessionTypeEnum) sessionType!: string;
  @Field(() => String, { description: 'The local date (YYYY-MM-DD) in the session’s time zone.' }) date!: string;
  @Field(() => String) startTime!: string;
  @Field(() => String) endTime!: string;
  @Field(() => String, { description: 'The start as first scheduled.' }) plannedStartTime!: string;
  @Field(() => String, { description: 'When the session is processed (paid out); editable or deletable until then.' }) processingTime!: string;
  @Field(() => String, { description: 'Cancelling after this instant (24 hours before the start) gives the other participants a notice.' }) cancellationPolicyTime!: string;
  @Field(() => Boolean, { description: 'Cancelled within 24 hours of its start.' }) cancellationNotice!: boolean;
  @Field(() => String) timeZoneId!: string;
  @Field(() => [String], { nullable: true }) recurringDays!: string[] | null;
  @Field(() => ID, { nullable: true }) recurringSessionId!: string | null;
  @Field(() => Int, { nullable: true }) weeksRecurring!: number | null;
  @Field(() => Float, { description: 'The session’s price at the client’s rate, before the service fee.' }) tutoringAmount!: number;
  @Field(() => Int, { description: 'Length in minutes.' }) numMins!: number;
  @Field(() => MeetingSolutionEnum) meetingSolution!: string;
  @Field(() => Boolean) isInPerson!: boolean;
  @Field(() => String, { nullable: true }) joinUrl!: string | null;
  @Field(() => Boolean, { description: 'The client has been charged.' }) isPaid!: boolean;
  @Field(() => Float, { description: "Given back to the clients' cards after processing (refunds); 0 when none." }) refundedAmount!: number;
  @Field(() => Float, { description: 'Taken back from the tutor after processing, by the refund policy; 0 when none.' }) tutorReversedAmount!: number;
  @Field(() => String, { nullable: true }) tutorSummary!: string | null;
  @Field(() => String, { nullable: true }) clientFeedback!: string | null;
  @Field(() => String, { nullable: true, description: 'Why its payout failed (status ERROR).' }) errorReason!: string | null;
  @Field(() => [SessionParticipantModel]) participants!: SessionParticipantModel[];
  @Field(() => ZoomOptionsModel, { nullable: true }) zoomOptions!: ZoomOptionsModel | null;
  @Field(() => LessonspaceOptionsModel, { nullable: true }) lessonspaceOptions!: LessonspaceOptionsModel | null;
  @Field(() => PhysicalSessionOptionsModel, { nullable: true }) physicalSessionOptions!: PhysicalSessionOptionsModel | null;
}

export function cancellationPolicyTimeOf(startTime: string): string {
  return new Date(Date.parse(startTime) - CANCELLATION_NOTICE_MS).toISOString();
}

@ObjectType('UpcomingSessionsPage')
export class UpcomingSessionsPageModel {
  @Field(() => [SessionModel], { description: 'Soonest first, at most 10.' }) sessions!: SessionModel[];
  @Field(() => Boolean) hasMore!: boolean;
  @Field(() => Int) totalSessions!: number;
  @Field(() => Int) pageNum!: number;
}

@ObjectType('ClientSessionSummary', { description: 'One person’s completed sessions in the month: the client in tutor context, the tutor in client context.' })
export class ClientSessionSummaryModel {
  @Field(() => PairPartyModel) user!: PairPartyModel;
  @Field(() => ID, { nullable: true }) pairId!: string | null;
  @Field(() => Int) numSessions!: number;
  @Field(() => Int) numMins!: number;
  @Field(() => Float, { description: 'Hourly rate, dollars and cents.' }) rate!: number;
  @Field(() => Float, { description: 'The sessions at the rate, before the service fee.' }) total!: number;
  @Field(() => Float, { description: 'The service fee on them.' }) totalFee!: number;
  @Field(() => Float, { description: "Refunds on them: given back to the client (client context) or taken back from the tutor (tutor context); 0 when none." }) refunded!: number;
  @Field(() => [ID], { description: 'Tutor context: sessions without the tutor’s summary; client context: without the client’s feedback.' })
  sessionIdsWithoutFeedback!: string[];
}

@ObjectType('CompletedSessionSummary')
export class CompletedSessionSummaryModel {
  @Field(() => [ClientSessionSummaryModel]) summaries!: ClientSessionSummaryModel[];
  @Field(() => Float) monthlyTotal!: number;
  @Field(() => Float) monthlyTotalFee!: number;
  @Field(() => Float, { description: 'The summaries\' refunds added up.' }) monthlyRefunded!: number;
}

@ObjectType('PostSessionFeedback', { description: 'A client’s check-in survey after a session; scores are whole numbers from 1 to 5.' })
export class PostSessionFeedbackModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => ID) tutorId!: string;
  @Field(() => ID) tuteeId!: string;
  @Field(() => Int) q1Score!: number;
  @Field(() => Int) q2Score!: number;
  @Field(() => Int) q3Score!: number;
  @Field(() => String) extraComments!: string;
}

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

@ObjectType('RoomAccess', { description: 'The viewer’s own link into a session’s online room.' })
export class RoomAccessModel {
  @Field(() => String) roomId!: string;
  @Field(() => String) url!: string;
}

@ObjectType('CalendarSlot', {
  description:
    'A time a tutor’s calendar holds. `session` is the session itself for the tutor, admins and the session’s own participants; ' +
    'for the tutor’s sessions with other clients it is null, and the slot tells only that the tutor is busy then.',
})
export class CalendarSlotModel {
  @Field(() => String, { description: 'Local date (YYYY-MM-DD) in the session’s time zone.' }) date!: string;
  @Field(() => String) startTime!: string;
  @Field(() => String) endTime!: string;
  @Field(() => SessionModel, { nullable: true, description: 'null: a busy slot, someone else’s session.' }) session!: SessionModel | null;
}
