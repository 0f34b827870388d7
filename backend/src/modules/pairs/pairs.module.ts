import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ActivatePairHandler } from './commands/activate-pair/activate-pair.handler';
import { ActivatePairResolver } from './commands/activate-pair/activate-pair.resolver';
import { UnPairWithUserHandler } from './commands/un-pair-with-user/un-pair-with-user.handler';
import { UnPairWithUserResolver } from './commands/un-pair-with-user/un-pair-with-user.resolver';
import { GetPairForUserIdsHandler } from './queries/get-pair-for-user-ids/get-pair-for-user-ids.handler';
import { GetPairForUserIdsResolver } from './queries/get-pair-for-user-ids/get-pair-for-user-ids.resolver';
import { GetPairForUserIdHandler } from './queries/get-pair-for-user-id/get-pair-for-user-id.handler';
import { GetPairForUserIdResolver } from './queries/get-pair-for-user-id/get-pair-for-user-id.resolver';
import { GetPairWithTutorIdHandler } from './queries/get-pair-with-tutor-id/get-pair-with-tutor-id.handler';
import { GetPairWithTutorIdResolver } from './queries/get-pair-with-tutor-id/get-pair-with-tutor-id.resolver';
import { GetPairedTutorListHandler } from './queries/get-paired-tutor-list/get-paired-tutor-list.handler';
import { GetPairedTutorListResolver } from './queries/get-paired-tutor-list/get-paired-tutor-list.resolver';
import { GetPairedTuteeListHandler } from './queries/get-paired-tutee-list/get-paired-tutee-list.handler';
import { GetPairedTuteeListResolver } from './queries/get-paired-tutee-list/get-paired-tutee-list.resolver';
import { GetTutorListHandler } from './queries/get-tutor-list/get-tutor-list.handler';
import { GetTutorListResolver } from './queries/get-tutor-list/get-tutor-list.resolver';
import { GetTuteeListHandler } from './queries/get-tutee-list/get-tutee-list.handler';
import { GetTuteeListResolver } from './queries/get-tutee-list/get-tutee-list.resolver';
import { AdminPairChange } from './admin-pair-change';
import { AdminUserRates } from './admin-user-rates';
import { SavePairPlatformRatesHandler } from './commands/save-pair-platform-rates/save-pair-platform-rates.handler';
import { SavePairPlatformRatesResolver } from './commands/save-pair-platform-rates/save-pair-platform-rates.resolver';
import { SaveHourlyRateForPairHandler } from './commands/save-hourly-rate-for-pair/save-hourly-rate-for-pair.handler';
import { SaveHourlyRateForPairResolver } from './commands/save-hourly-rate-for-pair/save-hourly-rate-for-pair.resolver';
import { SaveDefaultPairRateHandler } from './commands/save-client-default-pair-rate/save-client-default-pair-rate.handler';
import { SaveClientDefaultPairRateResolver } from './commands/save-client-default-pair-rate/save-client-default-pair-rate.resolver';
import { SaveTutorDefaultPairRateHandler } from './commands/save-tutor-default-pair-rate/save-tutor-default-pair-rate.handler';
import { SaveTutorDefaultPairRateResolver } from './commands/save-tutor-default-pair-rate/save-tutor-default-pair-rate.resolver';
import { AdminPairDefaultUsersHandler } from './commands/admin-pair-default-users/admin-pair-default-users.handler';
import { AdminPairDefaultUsersResolver } from './commands/admin-pair-default-users/admin-pair-default-users.resolver';
import { GetAdminPaginatedPairsSearchHandler } from './queries/get-admin-paginated-pairs-search/get-admin-paginated-pairs-search.handler';
import { GetAdminPaginatedPairsSearchResolver } from './queries/get-admin-paginated-pairs-search/get-admin-paginated-pairs-search.resolver';
import { GetPairsForGroupSessionHandler } from './queries/get-pairs-for-group-session/get-pairs-for-group-session.handler';
import { GetPairsForGroupSessionResolver } from './queries/get-pairs-for-group-session/get-pairs-for-group-session.resolver';
import { GetAdminUserRatesHandler } from './queries/get-admin-user-rates/get-admin-user-rates.handler';
import { GetAdminUserRatesResolver } from './queries/get-admin-user-rates/get-admin-user-rates.resolver';
import { PairViews } from './pair-views';
import { PartyDirectory } from './party-directory';

/** Tutor-client pairs: opened by the requests' acceptance workflow, activated and ended here; PairViews and PartyDirectory for other modules. */
@Module({
  imports: [AccountsModule],
  providers: [
    PairViews,
    PartyDirectory,
    ActivatePairHandler,
    ActivatePairResolver,
    UnPairWithUserHandler,
    UnPairWithUserResolver,
    GetPairForUserIdsHandler,
    GetPairForUserIdsResolver,
    GetPairForUserIdHandler,
    GetPairForUserIdResolver,
    GetPairWithTutorIdHandler,
    GetPairWithTutorIdResolver,
    GetPairedTutorListHandler,
    GetPairedTutorListResolver,
    GetPairedTuteeListHandler,
    GetPairedTuteeListResolver,
    GetTutorListHandler,
    GetTutorListResolver,
    GetTuteeListHandler,
    GetTuteeListResolver,
    // The admins' Pairs and Rates tabs.
    AdminPairChange,
    AdminUserRates,
    SavePairPlatformRatesHandler,
    SavePairPlatformRatesResolver,
    SaveHourlyRateForPairHandler,
    SaveHourlyRateForPairResolver,
    SaveDefaultPairRateHandler,
    SaveClientDefaultPairRateResolver,
    SaveTutorDefaultPairRateHandler,
    SaveTutorDefaultPairRateResolver,
    AdminPairDefaultUsersHandler,
    AdminPairDefaultUsersResolver,
    GetAdminPaginatedPairsSearchHandler,
    GetAdminPaginatedPairsSearchResolver,
    GetPairsForGroupSessionHandler,
    GetPairsForGroupSessionResolver,
    GetAdminUserRatesHandler,
    GetAdminUserRatesResolver,
  ],
  exports: [PairViews, PartyDirectory, AdminUserRates],
})
export class PairsModule {}
