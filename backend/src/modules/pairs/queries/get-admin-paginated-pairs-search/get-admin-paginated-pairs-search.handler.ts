import { Injectable } from '@nestjs/common';
import { DomainError, throwIfInvalid } from '../../../../../domain/shared/domain-error';
import { lengthProblem, MAX_TEXT_LENGTH } from '../../../../../domain/shared/value-bounds';
import { PairDocument, searchPairs } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { USERS_COLLECTION, UserDocument } from '../../../../../projections/users/users.projection';
import { AdminPairsSearchInput } from './get-admin-paginated-pairs-search.input';

/** Spec section 9: page size 10. */
export const ADMIN_PAIRS_PAGE_SIZE = 10;
/** The members a name matches, at most: a search that broad is narrowed by typing more. */
const MAX_MATCHED_USERS = 500;

export const AdminPairsSearchMessages = {
  pageNumber: 'The page number is a whole number from 1.',
} as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

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
    if (!Number.isInteger(pageNumber) || pageNumber < 1) throw DomainError.fromFieldErrors({ pageNumber: AdminPairsSearchMessages.pageNumber });
    const page = { activeOnly: input.activeOnly ?? false, skip: (pageNumber - 1) * ADMIN_PAIRS_PAGE_SIZE, limit: ADMIN_PAIRS_PAGE_SIZE };
    if (!text) return { ...(await searchPairs(this.readModels, { ...page, userIds: null })), pageNumber };
    const byId = await searchPairs(this.readModels, { ...page, userIds: null, pairId: text });
    if (byId.total > 0) return { ...byId, pageNumber };
    return { ...(await searchPairs(this.readModels, { ...page, userIds: await this.usersMatching(text) })), pageNumber };
  }

  private async usersMatching(text: string): Promise<string[]> {
    const words = text.split(/\s+/).map((word) => new RegExp(escapeRegExp(word), 'i'));
    // Every word in the first name, the last name or the e-mail: "ana lop" finds Ana López.
    const filter = { $and: words.map((word) => ({ $or: [{ 'profile.firstName': word }, { 'profile.lastName': word }, { 'email.address': word }] })) };
    const users = await this.readModels.collection<UserDocument>(USERS_COLLECTION).find({ $or: [{ _id: text }, filter] }, { projection: { _id: 1 }, limit: MAX_MATCHED_USERS, readOnly: true });
    return users.map((user) => user._id);
  }
}
