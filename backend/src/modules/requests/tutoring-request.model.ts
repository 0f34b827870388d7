import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { TutoringRequestStatus } from '../../../domain/requests/tutoring-request.decider';
import { shownEnum, shownInstant, shownInt, shownList, shownOptionalText, shownText, shownTextList } from '../../../projections/runner/shown-values';
import { TutoringRequestDocument } from '../../../projections/tutoring-requests/tutoring-requests.projection';
import { UploadedFileModel } from '../conversations/uploaded-file.model';
import { Party, PartyDirectory } from '../pairs/party-directory';

export enum TutoringRequestStatusEnum {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  DECLINED = 'DECLINED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(TutoringRequestStatusEnum, { name: 'TutoringRequestStatus' });
const TUTORING_REQUEST_STATUSES = Object.values(TutoringRequestStatusEnum) as TutoringRequestStatus[];

@ObjectType('RequestParty')
export class RequestPartyModel {
  @Field(() => ID) id!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true, description: "The tutor's public profile id; null for a client." }) profileId!: string | null;
}

@ObjectType('TutoringRequest')
export class TutoringRequestModel {
  @Field(() => ID) id!: string;
  @Field(() => RequestPartyModel, { description: 'The client who sent it.' }) from!: RequestPartyModel;
  @Field(() => RequestPartyModel, { nullable: true, description: 'The tutor; null for a request to the team (requestATutor).' }) to!: RequestPartyModel | null;
  @Field(() => String) subject!: string;
  @Field(() => String, { description: 'ELEMENTARY, MIDDLE_SCHOOL, HIGH_SCHOOL or COLLEGE (University).' }) gradeLevel!: string;
  @Field(() => String, { description: 'no-preference, in-person or online.' }) sessionType!: string;
  @Field(() => String, { nullable: true }) zipCode!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) state!: string | null;
  @Field(() => [String], { description: 'MONDAY … SUNDAY, in week order.' }) daysAvailable!: string[];
  @Field(() => String) timeAvailable!: string;
  @Field(() => String, { nullable: true, description: 'The first message of the request.' }) note!: string | null;
  @Field(() => String, { description: 'ISO-8601 instant it was sent.' }) createdAt!: string;
  @Field(() => TutoringRequestStatusEnum) status!: TutoringRequestStatus;
  @Field(() => [UploadedFileModel]) files!: UploadedFileModel[];
  @Field(() => ID, { nullable: true }) conversationId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The pair made when it was accepted.' }) pairId!: string | null;
  @Field(() => String, { nullable: true, description: "The tutor's message when declining." }) declineMessage!: string | null;
  @Field(() => Int, { description: 'The version of the request shown: give it back as editTutoringRequest(expectedRevision) so an edit of a request changed since answers CONFLICT.' })
  revision!: number;

  /** Every stored value through its fallback (shown-values.ts): an odd request never fails a list or the inbox. */
  static of(request: TutoringRequestDocument, parties: ReadonlyMap<string, Party>): TutoringRequestModel {
    const tutorId = shownOptionalText(request.tutorId, 'request.tutorId');
    return {
      id: request._id,
      from: parties.get(request.clientId) ?? PartyDirectory.unknown(shownText(request.clientId, '', 'request.clientId')),
      to: tutorId ? (parties.get(tutorId) ?? PartyDirectory.unknown(tutorId)) : null,
      subject: shownText(request.subject, '', 'request.subject'),
      gradeLevel: shownText(request.gradeLevel, '', 'request.gradeLevel'),
      sessionType: shownText(request.sessionType, 'no-preference', 'request.sessionType'),
      zipCode: shownOptionalText(request.zipCode, 'request.zipCode'),
      city: shownOptionalText(request.city, 'request.city'),
      state: shownOptionalText(request.state, 'request.state'),
      daysAvailable: shownTextList(request.daysAvailable, 'request.daysAvailable'),
      timeAvailable: shownText(request.timeAvailable, '', 'request.timeAvailable'),
      note: shownOptionalText(request.firstMessage, 'request.firstMessage') || null,
      createdAt: shownInstant(request.createdAt, new Date(0).toISOString(), 'request.createdAt'),
      status: shownEnum(TUTORING_REQUEST_STATUSES, request.status, 'PENDING', 'request.status'),
      files: shownList<UploadedFileModel>(request.files, 'request.files').filter(
        (file) => file !== null && typeof file === 'object' && typeof file.filename === 'string' && typeof file.mimetype === 'string' && typeof file.url === 'string',
      ),
      conversationId: shownOptionalText(request.conversationId, 'request.conversationId'),
      pairId: shownOptionalText(request.pairId, 'request.pairId'),
      declineMessage: shownOptionalText(request.declineMessage, 'request.declineMessage'),
      revision: shownInt(request.revision ?? 0, 0, 'request.revision'),
    };
  }
}
