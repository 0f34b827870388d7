import { Field, ID, InputType } from '@nestjs/graphql';
import { TutoringRequestForm } from '../../../../../domain/requests/tutoring-request.commands';

@InputType('UploadedFileInput', { description: 'A file as uploadFile answered it.' })
export class UploadedFileInput {
  @Field(() => String) filename!: string;
  @Field(() => String) mimetype!: string;
  @Field(() => String) url!: string;
}

/** The request form without a tutor: requestATutor, for the team to match. */
@InputType('RequestATutorInput')
export class RequestATutorInput {
  @Field(() => String) subject!: string;
  @Field(() => String, { description: 'Elementary, Middle School, High School or University (also ELEMENTARY … COLLEGE).' }) gradeLevel!: string;
  @Field(() => String, { nullable: true, description: 'no-preference (default), in-person or online.' }) sessionType?: string | null;
  @Field(() => String, { nullable: true, description: 'Needed unless online; city and state come from the ZIP when left out.' }) zipCode?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => [String], { description: 'MONDAY … SUNDAY; at least one.' }) daysAvailable!: string[];
  @Field(() => String) timeAvailable!: string;
  @Field(() => String) firstMessage!: string;
  @Field(() => [UploadedFileInput], { nullable: true, description: 'Files the client uploaded with uploadFile.' }) files?: UploadedFileInput[] | null;
}

@InputType('TutoringRequestInput')
export class TutoringRequestInput extends RequestATutorInput {
  @Field(() => ID) tutorId!: string;
}

export function formOf(input: RequestATutorInput): TutoringRequestForm {
  return {
    subject: input.subject,
    gradeLevel: input.gradeLevel,
    sessionType: input.sessionType ?? null,
    zipCode: input.zipCode ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    daysAvailable: input.daysAvailable,
    timeAvailable: input.timeAvailable,
    firstMessage: input.firstMessage,
    files: input.files ?? [],
  };
}
