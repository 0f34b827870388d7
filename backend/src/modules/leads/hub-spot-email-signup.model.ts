import { Field, ObjectType } from '@nestjs/graphql';
import { ClientProfileTypeEnum } from '../accounts/user.model';

@ObjectType('HubSpotEmailSignup', { description: 'A lead captured elsewhere, as its personalised sign-up link prefills the sign-up.' })
export class HubSpotEmailSignupModel {
  @Field(() => String) ticketId!: string;
  @Field(() => String) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) phoneNumber!: string | null;
  @Field(() => ClientProfileTypeEnum, { nullable: true }) clientProfileType!: string | null;
  @Field(() => String, { nullable: true }) subject!: string | null;
}
