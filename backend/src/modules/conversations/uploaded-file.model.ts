import { Field, ObjectType } from '@nestjs/graphql';

/** A file someone uploaded, as messages and requests carry it; `url` serves it to those allowed to see it. */
@ObjectType('UploadedFile')
export class UploadedFileModel {
  @Field(() => String) filename!: string;
  @Field(() => String) mimetype!: string;
  @Field(() => String) url!: string;
}
