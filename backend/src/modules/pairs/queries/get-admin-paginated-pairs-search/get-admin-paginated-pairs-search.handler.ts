import { Injectable } from '@nestjs/common';
import { throwIfInvalid } from '../../../../../domain/shared/domain-error';
import { PAGE_SIZE, pageWindow } from '../../../../../domain/shared/paging';
import { lengthProblem, MAX_TEXT_LENGTH } from '../../../../../domain/shared/value-bounds';
import { PairDocument, searchPairs } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserIdsMatching } from '../../../../../projections/users/user-name-search';
import { AdminPairsSearchInput } from './get-admin-paginated-pairs-search.input';

/** Spec section 9: page size 10. */
export const ADMIN_PAIRS_PAGE_SIZE = PAGE_SIZE;

/**
 * getAdminPaginatedPairsSearch: pairs newest first, 10 a page, narrowed to those whose tutor or
 * client matches the text (first name, last name, full name, e-mail or id), or the pair of that id.
 */
@Injectable()
export class GetAdminPaginatedPairsSearchHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: AdminPairsSearchInput): Promise<{ pairs: PairDocument[]; total: number; pageNumber: number }> {
    const text = (input.searchText ?? '').trim();
    throwIfInvalid({ searchText: lengthProblem(text, MAX_TEXT_LENGTH.shortText) });
    const { pageNumber, skip, limit } = pageWindow(input.pageNumber, ADMIN_PAIRS_PAGE_SIZE);
    const page = { activeOnly: input.activeOnly ?? false, skip, limit };
    if (!text) return { ...(await searchPairs(this.readModels, { ...page, userIds: null })), pageNumber };
    const byId = await searchPairs(this.readModels, { ...page, userIds: null, pairId: text });
    if (byId.total > 0) return { ...byId, pageNumber };
    return { ...(await searchPairs(this.readModels, { ...page, userIds: await findUserIdsMatching(this.readModels, text) })), pageNumber };
  }
}
