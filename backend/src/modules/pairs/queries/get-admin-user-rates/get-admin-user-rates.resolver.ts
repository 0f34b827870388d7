import { Args, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { AdminUserRatesModel } from '../../admin-user-rates';
import { GetAdminUserRatesHandler } from './get-admin-user-rates.handler';

@Resolver()
export class GetAdminUserRatesResolver {
  constructor(private readonly handler: GetAdminUserRatesHandler) {}

  @SignedIn('ADMIN')
  @Query(() => AdminUserRatesModel, { description: "A user's default pair rates, tutor hourly rate and account credit, by user id or e-mail (NOT_FOUND for neither). Admins only." })
  getAdminUserRates(@Args('user', { type: () => String, description: 'A user id or e-mail address.' }) user: string): Promise<AdminUserRatesModel> {
    return this.handler.execute({ user });
  }
}
