import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ProjectionLagHandler } from './queries/projection-lag/projection-lag.handler';
import { ProjectionLagResolver } from './queries/projection-lag/projection-lag.resolver';

/** Operations on the platform itself (read-model lag), for admins. */
@Module({ imports: [AccountsModule], providers: [ProjectionLagHandler, ProjectionLagResolver] })
export class PlatformAdminModule {}
