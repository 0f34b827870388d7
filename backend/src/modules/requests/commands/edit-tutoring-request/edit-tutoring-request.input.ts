import { Field, InputType } from '@nestjs/graphql';
import { TutoringRequestForm } from '../../../../../domain/requests/tutoring-request.commands';
import { UploadedFileInput } from '../request-tutoring-session/request-tutoring-session.input';

/** Only the fields given change; the result is checked as the whole form. */
@InputType('EditTutoringRequestInput')
export class EditTutoringRequestInput {
  @Field(() => String, { nullable: true }) subject?: string | null;
  @Field(() => String, { nullable: true }) gradeLevel?: string | null;
  @Field(() => String, { nullable: true }) sessionType?: string | null;
  @Field(() => String, { nullable: true }) zipCode?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => [String], { nullable: true }) daysAvailable?: string[] | null;
  @Field(() => String, { nullable: true }) timeAvailable?: string | null;
  @Field(() => String, { nullable: true }) firstMessage?: string | null;
  @Field(() => [UploadedFileInput], { nullable: true }) files?: UploadedFileInput[] | null;
}

export function changesOf(input: EditTutoringRequestInput): Partial<TutoringRequestForm> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null)) as Partial<TutoringRequestForm>;
}
