import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { AdminUserDetailModel } from '../../admin-user.model';
import { GetAdminUserHandler } from './get-admin-user.handler';

@Resolver()
export class GetAdminUserResolver {
  constructor(private readonly handler: GetAdminUserHandler) {}

  @SignedIn('ADMIN')
  @Query(() => AdminUserDetailModel, { description: "Admins: a user's page (profile, roles, latest sessions and payments, cards, payout method, credits); NOT_FOUND for an unknown id." })
  getAdminUser(@Args('userId', { type: () => ID }) userId: string): Promise<AdminUserDetailModel> {
    return this.handler.execute({ userId });
  }
}
