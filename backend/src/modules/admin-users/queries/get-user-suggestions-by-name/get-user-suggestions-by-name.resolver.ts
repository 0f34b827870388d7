import { Args, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { AdminUserSuggestionModel } from '../../admin-user.model';
import { GetUserSuggestionsByNameHandler } from './get-user-suggestions-by-name.handler';

@Resolver()
export class GetUserSuggestionsByNameResolver {
  constructor(private readonly handler: GetUserSuggestionsByNameHandler) {}

  @SignedIn('ADMIN')
  @Query(() => [AdminUserSuggestionModel], { description: 'Admins: up to 5 users whose names start with what is typed (the user search box).' })
  getUserSuggestionsByName(@Args('name', { type: () => String }) name: string): Promise<AdminUserSuggestionModel[]> {
    return this.handler.execute({ name });
  }
}
