import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { AdminInquiriesPageModel } from '../../inquiry.models';
import { GetAdminInquiriesHandler } from './get-admin-inquiries.handler';

@Resolver()
export class GetAdminInquiriesResolver {
  constructor(private readonly handler: GetAdminInquiriesHandler) {}

  @SignedIn('ADMIN')
  @Query(() => AdminInquiriesPageModel, { description: 'Admins: the support inbox (contact-page inquiries), newest first, 10 a page; open ones unless includeResolved.' })
  getAdminInquiries(
    @Args('includeResolved', { type: () => Boolean, nullable: true }) includeResolved?: boolean | null,
    @Args('pageNumber', { type: () => Int, nullable: true, description: 'From 1 (the first page when left out).' }) pageNumber?: number | null,
  ): Promise<AdminInquiriesPageModel> {
    return this.handler.execute({ includeResolved: includeResolved ?? false, pageNumber: pageNumber ?? null });
  }
}
