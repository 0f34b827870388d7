import { Injectable } from '@nestjs/common';
import { auditPageProblem, auditStreamIdOf, AuditMessages, AuditStreamKind } from '../../../../../domain/audit/audit-streams';
import { throwIfInvalid } from '../../../../../domain/shared/domain-error';
import { AuditHistory, AuditPage } from '../../audit-history';
import { AuditHistoryPageModel } from '../../audit.model';

/** getAuditStreamHistory: one page of a thing's whole history (the events of its stream, in order). Admins only (the resolver). */
@Injectable()
export class GetAuditStreamHistoryHandler {
  constructor(private readonly history: AuditHistory) {}

  async execute(input: { kind: AuditStreamKind; id: string } & AuditPage): Promise<AuditHistoryPageModel> {
    const id = input.id.trim();
    throwIfInvalid({ id: id === '' ? AuditMessages.idRequired : undefined, page: auditPageProblem(input) });
    return this.history.ofStream(auditStreamIdOf(input.kind, id), { offset: input.offset, limit: input.limit });
  }
}
