import { Args, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { AdminPairsPageModel } from '../../admin-pairs-page.model';
import { PairViews } from '../../pair-views';
import { ADMIN_PAIRS_PAGE_SIZE, GetAdminPaginatedPairsSearchHandler } from './get-admin-paginated-pairs-search.handler';
import { AdminPairsSearchInput } from './get-admin-paginated-pairs-search.input';

@Resolver()
export class GetAdminPaginatedPairsSearchResolver {
  constructor(
    private readonly handler: GetAdminPaginatedPairsSearchHandler,
    private readonly views: PairViews,
  ) {}

  @SignedIn('ADMIN')
  @Query(() => AdminPairsPageModel, { description: 'Pairs newest first, 10 a page, by a member’s name, e-mail or id or the pair’s id. Admins only.' })
  async getAdminPaginatedPairsSearch(@Args('input', { type: () => AdminPairsSearchInput, nullable: true }) input: AdminPairsSearchInput | null): Promise<AdminPairsPageModel> {
    const { pairs, total, pageNumber } = await this.handler.execute(input ?? {});
    return { pairs: await Promise.all(pairs.map((pair) => this.views.of(pair))), total, pageNumber, exhausted: pageNumber * ADMIN_PAIRS_PAGE_SIZE >= total };
  }
}
