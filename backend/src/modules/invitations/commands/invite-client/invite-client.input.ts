import { Field, InputType } from '@nestjs/graphql';
import { ClientProfileTypeEnum } from '../../../accounts/user.model';

@InputType()
export class InviteClientInput {
  @Field(() => String) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => ClientProfileTypeEnum, { defaultValue: ClientProfileTypeEnum.PARENT }) clientProfileType!: ClientProfileTypeEnum;
}
