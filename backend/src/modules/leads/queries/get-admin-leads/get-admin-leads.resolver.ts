import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { LeadStatus } from '../../../../../domain/leads/lead.rules';
import { SignedIn } from '../../../accounts/auth/access';
import { AdminLeadsPageModel, LeadStatusEnum } from '../../lead.model';
import { GetAdminLeadsHandler } from './get-admin-leads.handler';

@Resolver()
export class GetAdminLeadsResolver {
  constructor(private readonly handler: GetAdminLeadsHandler) {}

  @SignedIn('ADMIN')
  @Query(() => AdminLeadsPageModel, { description: 'Admins: the schools form’s leads, newest first, 10 a page, optionally of one status.' })
  getAdminLeads(
    @Args('status', { type: () => LeadStatusEnum, nullable: true }) status?: LeadStatus | null,
    @Args('pageNumber', { type: () => Int, nullable: true, description: 'From 1 (the first page when left out).' }) pageNumber?: number | null,
  ): Promise<AdminLeadsPageModel> {
    return this.handler.execute({ status: status ?? null, pageNumber: pageNumber ?? null });
  }
}
