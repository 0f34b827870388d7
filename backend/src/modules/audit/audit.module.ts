import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditHistory } from './audit-history';
import { GetAuditCorrelationHistoryHandler } from './queries/get-audit-correlation-history/get-audit-correlation-history.handler';
import { GetAuditCorrelationHistoryResolver } from './queries/get-audit-correlation-history/get-audit-correlation-history.resolver';
import { GetAuditStreamHistoryHandler } from './queries/get-audit-stream-history/get-audit-stream-history.handler';
import { GetAuditStreamHistoryResolver } from './queries/get-audit-stream-history/get-audit-stream-history.resolver';

/** The audit trail, for admins: a thing's whole history, and one correlation across streams. */
@Module({
  imports: [AccountsModule],
  providers: [AuditHistory, GetAuditStreamHistoryHandler, GetAuditStreamHistoryResolver, GetAuditCorrelationHistoryHandler, GetAuditCorrelationHistoryResolver],
})
export class AuditModule {}
