import { Field, InputType } from '@nestjs/graphql';
import { MeetingFieldsInput } from '../../session-inputs';

@InputType('EditSessionInput', { description: 'Only the fields given change. In progress only endTime may; the start only once the session has ended.' })
export class EditSessionInput extends MeetingFieldsInput {
  @Field(() => String, { nullable: true }) subject?: string | null;
  @Field(() => String, { nullable: true }) gradeLevel?: string | null;
  @Field(() => String, { nullable: true }) startTime?: string | null;
  @Field(() => String, { nullable: true }) endTime?: string | null;
}
