import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { AUDIT_PAGE_LIMIT, AuditStreamKind } from '../../../../../domain/audit/audit-streams';
import { SignedIn } from '../../../accounts/auth/access';
import { AuditHistoryPageModel, AuditStreamKindEnum } from '../../audit.model';
import { GetAuditStreamHistoryHandler } from './get-audit-stream-history.handler';

@Resolver()
export class GetAuditStreamHistoryResolver {
  constructor(private readonly handler: GetAuditStreamHistoryHandler) {}

  @SignedIn('ADMIN')
  @Query(() => AuditHistoryPageModel, {
    description: 'Admins: the full history of a session, payout, payment account, user, pair, tutoring request or conversation, every event in order, a page at a time (at most 200).',
  })
  getAuditStreamHistory(
    @Args('kind', { type: () => AuditStreamKindEnum }) kind: AuditStreamKind,
    @Args('id', { type: () => ID }) id: string,
    @Args('offset', { type: () => Int, nullable: true, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: AUDIT_PAGE_LIMIT.default }) limit: number,
  ): Promise<AuditHistoryPageModel> {
    return this.handler.execute({ kind, id, offset, limit });
  }
}
