import { Field, Float, InputType } from '@nestjs/graphql';
import { MeetingChoice } from './meeting-rooms';
import { MeetingSolutionEnum } from './session.models';

@InputType('LocationPointInput')
export class LocationPointInput {
  @Field(() => Float) lat!: number;
  @Field(() => Float) lng!: number;
}

/** Where a session is held: the fields shared by the create and edit forms. */
@InputType({ isAbstract: true })
export abstract class MeetingFieldsInput {
  @Field(() => MeetingSolutionEnum, { nullable: true, description: 'LESSONSPACE and ZOOM get an online room; IN_PERSON needs locationName; CUSTOM_URL needs customUrl.' })
  meetingSolution?: MeetingChoice['meetingSolution'] | null;
  @Field(() => String, { nullable: true }) customUrl?: string | null;
  @Field(() => String, { nullable: true }) locationName?: string | null;
  @Field(() => LocationPointInput, { nullable: true }) locationPoint?: LocationPointInput | null;
}

export function meetingChoiceOf(input: MeetingFieldsInput): MeetingChoice | null {
  if (!input.meetingSolution) return null;
  return { meetingSolution: input.meetingSolution, customUrl: input.customUrl, locationName: input.locationName, locationPoint: input.locationPoint ?? null };
}
