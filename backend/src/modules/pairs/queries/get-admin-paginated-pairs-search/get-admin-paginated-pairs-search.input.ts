import { Field, InputType, Int } from '@nestjs/graphql';

@InputType()
export class AdminPairsSearchInput {
  @Field(() => String, { nullable: true, description: "Part of a member's first or last name or e-mail, a user id or a pair id; all pairs when empty. At most 200 characters." })
  searchText?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Only active pairs.' }) activeOnly?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'From 1; 10 pairs a page (spec section 9).' }) pageNumber?: number | null;
}
