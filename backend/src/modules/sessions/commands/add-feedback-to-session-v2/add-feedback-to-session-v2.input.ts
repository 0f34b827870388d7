import { Field, InputType } from '@nestjs/graphql';

@InputType('FormResponseInput')
export class FormResponseInput {
  @Field(() => String) question!: string;
  @Field(() => String) response!: string;
}
