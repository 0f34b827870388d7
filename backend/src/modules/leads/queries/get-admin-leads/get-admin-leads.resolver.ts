import { Args, Query, Resolver } from '@nestjs/graphql';
import { LeadStatus } from '../../../../../domain/leads/lead.rules';
import { SignedIn } from '../../../accounts/auth/access';
import { LeadModel, LeadStatusEnum } from '../../lead.model';
import { GetAdminLeadsHandler } from './get-admin-leads.handler';

@Resolver()
export class GetAdminLeadsResolver {
  constructor(private readonly handler: GetAdminLeadsHandler) {}

  @SignedIn('ADMIN')
  @Query(() => [LeadModel], { description: 'Admins: the schools form’s leads, newest first (at most 200), optionally of one status.' })
  getAdminLeads(@Args('status', { type: () => LeadStatusEnum, nullable: true }) status?: LeadStatus | null): Promise<LeadModel[]> {
    return this.handler.execute({ status: status ?? null });
  }
}
