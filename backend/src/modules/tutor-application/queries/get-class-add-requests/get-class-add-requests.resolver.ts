import { Args, Query, Resolver } from '@nestjs/graphql';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { ClassAddRequestStatus } from '../../../../../projections/class-add-requests/class-add-requests.projection';
import { SignedIn } from '../../../accounts/auth/access';
import { ClassAddRequestModel } from '../../tutor-application.model';
import { GetClassAddRequestsHandler } from './get-class-add-requests.handler';

const STATUSES: readonly ClassAddRequestStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

@Resolver()
export class GetClassAddRequestsResolver {
  constructor(private readonly handler: GetClassAddRequestsHandler) {}

  @SignedIn('ADMIN')
  @Query(() => [ClassAddRequestModel], { description: 'Admins: the courses asked to be added to the catalog, oldest first, at most 100 (PENDING by default).' })
  async getClassAddRequests(@Args('status', { type: () => String, defaultValue: 'PENDING', description: 'PENDING, APPROVED or REJECTED.' }) status: string): Promise<ClassAddRequestModel[]> {
    if (!(STATUSES as readonly string[]).includes(status)) throw new DomainError('Please choose PENDING, APPROVED or REJECTED.');
    return this.handler.execute({ status: status as ClassAddRequestStatus });
  }
}
