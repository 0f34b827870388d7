import { Args, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { InquiryModel } from '../../inquiry.models';
import { GetAdminInquiriesHandler } from './get-admin-inquiries.handler';

@Resolver()
export class GetAdminInquiriesResolver {
  constructor(private readonly handler: GetAdminInquiriesHandler) {}

  @SignedIn('ADMIN')
  @Query(() => [InquiryModel], { description: 'Admins: the support inbox (contact-page inquiries), newest first, at most 200; open ones unless includeResolved.' })
  getAdminInquiries(@Args('includeResolved', { type: () => Boolean, nullable: true }) includeResolved?: boolean | null): Promise<InquiryModel[]> {
    return this.handler.execute({ includeResolved: includeResolved ?? false });
  }
}
