import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { EditCurrentLocationHandler } from './commands/edit-current-location/edit-current-location.handler';
import { EditCurrentLocationResolver } from './commands/edit-current-location/edit-current-location.resolver';

/** The client's first steps after sign-up (/welcome): what the steps ask for that no other screen does. */
@Module({
  imports: [AccountsModule, CatalogModule],
  providers: [EditCurrentLocationHandler, EditCurrentLocationResolver],
})
export class WelcomeModule {}
