import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { SessionType } from '../../../../../domain/sessions/session.rules';
import { MeetingFieldsInput } from '../../session-inputs';
import { SessionTypeEnum } from '../../session.models';

@InputType('CreateSessionInput', { description: 'A session the tutor schedules with a client they are paired with. Times are ISO-8601 instants on quarter hours.' })
export class CreateSessionInput extends MeetingFieldsInput {
  @Field(() => ID, { nullable: true, description: 'The client (one-on-one).' }) tuteeId?: string | null;
  @Field(() => [ID], { nullable: true, description: 'The clients of a group or drop-in session, each paired with the tutor.' }) tuteeIds?: string[] | null;
  @Field(() => String) subject!: string;
  @Field(() => String, { nullable: true }) gradeLevel?: string | null;
  @Field(() => String) startTime!: string;
  @Field(() => String) endTime!: string;
  @Field(() => String, { nullable: true, description: 'IANA time zone of the session (recurrences keep its local time of day); default America/New_York.' })
  timeZoneId?: string | null;
  @Field(() => SessionTypeEnum, { nullable: true, description: 'Default ONE_ON_ONE.' }) sessionType?: SessionType | null;
  @Field(() => [String], { nullable: true, description: 'MONDAY … SUNDAY: makes a recurring series, with weeksRecurring.' }) recurringDays?: string[] | null;
  @Field(() => Int, { nullable: true, description: '1 to 52.' }) weeksRecurring?: number | null;
  @Field(() => String, { nullable: true, description: 'Give the same key when retrying: the session is scheduled once.' }) idempotencyKey?: string | null;
}
