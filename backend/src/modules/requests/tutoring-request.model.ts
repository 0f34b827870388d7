import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { TutoringRequestStatus } from '../../../domain/requests/tutoring-request.decider';
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

  static of(request: TutoringRequestDocument, parties: ReadonlyMap<string, Party>): TutoringRequestModel {
    return {
      id: request._id,
      from: parties.get(request.clientId) ?? PartyDirectory.unknown(request.clientId),
      to: request.tutorId ? (parties.get(request.tutorId) ?? PartyDirectory.unknown(request.tutorId)) : null,
      subject: request.subject,
      gradeLevel: request.gradeLevel,
      sessionType: request.sessionType,
      zipCode: request.zipCode,
      city: request.city,
      state: request.state,
      daysAvailable: request.daysAvailable,
      timeAvailable: request.timeAvailable,
      note: request.firstMessage || null,
      createdAt: request.createdAt,
      status: request.status,
      files: request.files,
      conversationId: request.conversationId,
      pairId: request.pairId,
      declineMessage: request.declineMessage,
      revision: request.revision ?? 0,
    };
  }
}
