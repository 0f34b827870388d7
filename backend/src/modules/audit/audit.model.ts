import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { AuditActorRole } from '../../../domain/audit/audit-actor';
import { AUDIT_STREAM_KINDS, AuditStreamKind } from '../../../domain/audit/audit-streams';

/** The History view's kinds as GraphQL enum values: 'payment-account' is PAYMENT_ACCOUNT. */
const enumNameOf = (kind: AuditStreamKind) => kind.toUpperCase().replace('-', '_');
export const AuditStreamKindEnum = Object.fromEntries(AUDIT_STREAM_KINDS.map((kind) => [enumNameOf(kind), kind])) as Record<string, AuditStreamKind>;
registerEnumType(AuditStreamKindEnum, { name: 'AuditStreamKind', description: 'What a history is of: a session, a payout, a payment account, a user, a pair, a tutoring request, a conversation, a tutor profile, a lead or an inquiry.' });

const ACTOR_ROLES: readonly AuditActorRole[] = ['CLIENT', 'TUTOR', 'ADMIN', 'VISITOR', 'SYSTEM_JOB', 'REACTION', 'SYSTEM'];
export const AuditActorRoleEnum = Object.fromEntries(ACTOR_ROLES.map((role) => [role, role])) as { [R in AuditActorRole]: R };
registerEnumType(AuditActorRoleEnum, {
  name: 'AuditActorRole',
  description: 'Who caused an event: a client, a tutor or an admin by their request; a visitor (a request signed out); a scheduled job; a reaction to another event (on behalf of its user); the system.',
});

@ObjectType('AuditDescriptionValue')
export class AuditDescriptionValueModel {
  @Field() name!: string;
  @Field() value!: string;
}

@ObjectType('AuditDescription', { description: 'A readable description: the browser formats `messageId` (English or Spanish) with the values.' })
export class AuditDescriptionModel {
  @Field() messageId!: string;
  @Field(() => [AuditDescriptionValueModel]) values!: AuditDescriptionValueModel[];
}

@ObjectType('AuditActor')
export class AuditActorModel {
  @Field(() => AuditActorRoleEnum) role!: AuditActorRole;
  @Field(() => ID, { nullable: true, description: 'The user who acted (or on whose behalf a reaction acted); null for a job or the system.' }) userId!: string | null;
  @Field(() => String, { nullable: true, description: 'Their name now, from the users read model; null when deleted or unknown.' }) name!: string | null;
  @Field({ description: 'The user was deleted: shown as deleted user.' }) deleted!: boolean;
}

@ObjectType('AuditEvent', { description: 'One recorded event, as the audit trail shows it.' })
export class AuditEventModel {
  @Field(() => ID) id!: string;
  @Field() streamId!: string;
  @Field(() => Int, { description: '0-based position within its stream.' }) revision!: number;
  @Field({ description: 'Global commit-order position in the log.' }) position!: number;
  @Field() type!: string;
  @Field({ description: 'When the command was decided (ISO-8601).' }) occurredAt!: string;
  @Field({ description: 'When the log committed it (ISO-8601).' }) recordedAt!: string;
  @Field(() => AuditDescriptionModel) description!: AuditDescriptionModel;
  @Field(() => AuditActorModel) actor!: AuditActorModel;
  @Field({ description: 'The request, job or reaction chain it belongs to.' }) correlationId!: string;
  @Field({ description: 'The message (request, job or event) that caused it.' }) causationId!: string;
}

@ObjectType('AuditHistoryPage', { description: 'One page of events in order, and how many there are in all.' })
export class AuditHistoryPageModel {
  @Field(() => [AuditEventModel]) events!: AuditEventModel[];
  @Field(() => Int) total!: number;
  @Field(() => Int) offset!: number;
  @Field(() => Int) limit!: number;
}
