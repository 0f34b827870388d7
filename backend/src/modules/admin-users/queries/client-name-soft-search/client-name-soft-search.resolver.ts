import { Args, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { AdminUserModel } from '../../admin-user.model';
import { ClientNameSoftSearchHandler } from './client-name-soft-search.handler';

@Resolver()
export class ClientNameSoftSearchResolver {
  constructor(private readonly handler: ClientNameSoftSearchHandler) {}

  @SignedIn('ADMIN')
  @Query(() => [AdminUserModel], { description: 'Admins: clients whose names start with the words typed (at most 10), e.g. to pick the client of a pair.' })
  clientNameSoftSearch(@Args('name', { type: () => String }) name: string): Promise<AdminUserModel[]> {
    return this.handler.execute({ name });
  }
}
