import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { AUDIT_PAGE_LIMIT } from '../../../../../domain/audit/audit-streams';
import { SignedIn } from '../../../accounts/auth/access';
import { AuditHistoryPageModel } from '../../audit.model';
import { GetAuditCorrelationHistoryHandler } from './get-audit-correlation-history.handler';

@Resolver()
export class GetAuditCorrelationHistoryResolver {
  constructor(private readonly handler: GetAuditCorrelationHistoryHandler) {}

  @SignedIn('ADMIN')
  @Query(() => AuditHistoryPageModel, { description: 'Admins: the events of one correlation (a request, a job) across every stream, in commit order, a page at a time (at most 200).' })
  getAuditCorrelationHistory(
    @Args('correlationId') correlationId: string,
    @Args('offset', { type: () => Int, nullable: true, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: AUDIT_PAGE_LIMIT.default }) limit: number,
  ): Promise<AuditHistoryPageModel> {
    return this.handler.execute({ correlationId, offset, limit });
  }
}
