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
  ],
  exports: [PairViews, PartyDirectory],
})
export class PairsModule {}
