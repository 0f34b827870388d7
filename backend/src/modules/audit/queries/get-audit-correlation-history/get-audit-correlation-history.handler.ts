import { Injectable } from '@nestjs/common';
import { auditPageProblem, AuditMessages } from '../../../../../domain/audit/audit-streams';
import { throwIfInvalid } from '../../../../../domain/shared/domain-error';
import { AuditHistory, AuditPage } from '../../audit-history';
import { AuditHistoryPageModel } from '../../audit.model';

/** getAuditCorrelationHistory: one page of the events of one correlation across all streams (a payout job: its charge, its transfer, the session processed). Admins only (the resolver). */
@Injectable()
export class GetAuditCorrelationHistoryHandler {
  constructor(private readonly history: AuditHistory) {}

  async execute(input: { correlationId: string } & AuditPage): Promise<AuditHistoryPageModel> {
    const correlationId = input.correlationId.trim();
    throwIfInvalid({ correlationId: correlationId === '' ? AuditMessages.idRequired : undefined, page: auditPageProblem(input) });
    return this.history.ofCorrelation(correlationId, { offset: input.offset, limit: input.limit });
  }
}
