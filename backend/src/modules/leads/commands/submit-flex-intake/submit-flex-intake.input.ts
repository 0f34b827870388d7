import { Field, InputType } from '@nestjs/graphql';

@InputType('FlexIntakeInput', { description: 'A family’s intake for flexible tutoring: the Lead signup record’s fields.' })
export class FlexIntakeInput {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field() phoneNumber!: string;
  @Field({ description: 'PARENT, STUDENT or OTHER.' }) clientProfileType!: string;
  @Field({ description: 'What the student needs help with.' }) subject!: string;
  @Field(() => String, { nullable: true, description: 'The tutor they found (a profileId), if any.' }) tutorProfileId?: string | null;
}
