import { Injectable } from '@nestjs/common';
import { AdminUserRates, AdminUserRatesModel } from '../../admin-user-rates';

/** getAdminUserRates: a user's default pair rates, tutor rate and account credit, found by id or e-mail. */
@Injectable()
export class GetAdminUserRatesHandler {
  constructor(private readonly rates: AdminUserRates) {}

  execute(input: { user: string }): Promise<AdminUserRatesModel> {
    return this.rates.of(input.user);
  }
}
