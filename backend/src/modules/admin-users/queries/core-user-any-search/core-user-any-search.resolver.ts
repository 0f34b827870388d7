import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { AdminUserModel } from '../../admin-user.model';
import { CoreUserAnySearchHandler } from './core-user-any-search.handler';

@Resolver()
export class CoreUserAnySearchResolver {
  constructor(private readonly handler: CoreUserAnySearchHandler) {}

  @SignedIn('ADMIN')
  @Query(() => [AdminUserModel], { description: 'Admins: any user by name (each word a prefix of a name word), full e-mail address or id; 10 a page, by last name.' })
  coreUserAnySearch(
    @Args('text', { type: () => String }) text: string,
    @Args('pageNumber', { type: () => Int, nullable: true, defaultValue: 1 }) pageNumber: number,
  ): Promise<AdminUserModel[]> {
    return this.handler.execute({ text, pageNumber });
  }
}
