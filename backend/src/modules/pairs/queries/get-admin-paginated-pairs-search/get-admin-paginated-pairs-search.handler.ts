import { Injectable } from '@nestjs/common';
import { PairMessages } from '../../../../../domain/pairs/pair.rules';
import { DomainError, throwIfInvalid } from '../../../../../domain/shared/domain-error';
import { lengthProblem, MAX_TEXT_LENGTH } from '../../../../../domain/shared/value-bounds';
import { PairDocument, searchPairs } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserIdsMatching } from '../../../../../projections/users/user-name-search';
import { AdminPairsSearchInput } from './get-admin-paginated-pairs-search.input';

/** Spec section 9: page size 10. */
export const ADMIN_PAIRS_PAGE_SIZE = 10;

/**
 * getAdminPaginatedPairsSearch: pairs newest first, 10 a page, narrowed to those whose tutor or
 * client matches the text (first name, last name, full name, e-mail or id), or the pair of that id.
 */
@Injectable()
export class GetAdminPaginatedPairsSearchHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: AdminPairsSearchInput): Promise<{ pairs: PairDocument[]; total: number; pageNumber: number }> {
    const pageNumber = input.pageNumber ?? 1;
    const text = (input.searchText ?? '').trim();
    throwIfInvalid({ searchText: lengthProblem(text, MAX_TEXT_LENGTH.shortText) });
    if (!Number.isInteger(pageNumber) || pageNumber < 1) throw DomainError.fromFieldErrors({ pageNumber: PairMessages.pageNumber });
    const page = { activeOnly: input.activeOnly ?? false, skip: (pageNumber - 1) * ADMIN_PAIRS_PAGE_SIZE, limit: ADMIN_PAIRS_PAGE_SIZE };
    if (!text) return { ...(await searchPairs(this.readModels, { ...page, userIds: null })), pageNumber };
    const byId = await searchPairs(this.readModels, { ...page, userIds: null, pairId: text });
    if (byId.total > 0) return { ...byId, pageNumber };
    return { ...(await searchPairs(this.readModels, { ...page, userIds: await findUserIdsMatching(this.readModels, text) })), pageNumber };
  }
}
