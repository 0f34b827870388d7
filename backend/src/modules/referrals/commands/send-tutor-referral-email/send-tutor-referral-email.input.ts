import { Field, InputType, registerEnumType } from '@nestjs/graphql';

export enum ReferralAudienceEnum {
  CLIENT = 'CLIENT',
  TUTOR = 'TUTOR',
}
registerEnumType(ReferralAudienceEnum, { name: 'ReferralAudience', description: 'Who a tutor invites: a client (the /trc link) or a tutor (the /trt link).' });

@InputType()
export class TutorReferralEmailInput {
  @Field(() => String, { description: 'At most 254 characters.' }) email!: string;
  @Field(() => ReferralAudienceEnum) audience!: ReferralAudienceEnum;
  @Field(() => String, { nullable: true, description: 'A personal note, at most 500 characters.' }) note?: string | null;
}

@InputType()
export class TutorReferralTextInput {
  @Field(() => String, { description: 'A US phone number.' }) phoneNumber!: string;
  @Field(() => ReferralAudienceEnum) audience!: ReferralAudienceEnum;
  @Field(() => String, { nullable: true, description: 'A personal note, at most 500 characters.' }) note?: string | null;
}
