import { Field, InputType } from '@nestjs/graphql';
import { ClientProfileTypeEnum } from '../../../accounts/user.model';

/** A client's sign-up from a personalised link: the sign-up's fields, prefilled from the link's lead, and its ticket. */
@InputType()
export class EmailSignupClientPersonalizedInput {
  @Field(() => String) ticketId!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => ClientProfileTypeEnum, { defaultValue: ClientProfileTypeEnum.PARENT }) clientProfileType!: ClientProfileTypeEnum;
  @Field(() => String, { nullable: true }) phoneNumber?: string | null;
}
