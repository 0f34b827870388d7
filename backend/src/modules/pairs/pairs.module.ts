import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ActivatePairResolver } from './commands/activate-pair/activate-pair.resolver';
import { UnPairWithUserResolver } from './commands/un-pair-with-user/un-pair-with-user.resolver';
import { PairCommands } from './pair-commands.service';
import { PairViews } from './pair-views.service';
import { PartyDirectory } from './party-directory.service';
import { GetPairsResolver } from './queries/get-pairs/get-pairs.resolver';

/** Tutor-client pairs: made by accepted requests (see RequestsModule), activated and ended here; PairViews for other modules. */
@Module({
  imports: [AccountsModule],
  providers: [PairCommands, PairViews, PartyDirectory, ActivatePairResolver, UnPairWithUserResolver, GetPairsResolver],
  exports: [PairCommands, PairViews, PartyDirectory],
})
export class PairsModule {}
