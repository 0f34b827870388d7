import { Injectable } from '@nestjs/common';
import { normaliseEmail, ProfileType } from '../../../domain/accounts/account.rules';
import { Filter } from '../../../platform/readstore/read-store.port';
import { ReadModels } from '../../../projections/runner/read-models';
import { nameWordsOf } from '../../../projections/tutor-search/search-keys';
import { USERS_COLLECTION, UserDocument } from '../../../projections/users/users.projection';

/** A page of users an admin searches through (spec: page size 10). */
export const USER_SEARCH_PAGE_SIZE = 10;
/** Suggestions while typing a name (as the spec's other suggestion lists: 5). */
export const USER_SUGGESTION_LIMIT = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The admins' way into the users read model: by the words of a name (each word a prefix of one of
 * the user's name words, as the onboarding queue searches tutors), by e-mail address, or by id.
 * Deleted users have no name words and no address, so only their id finds them.
 */
@Injectable()
export class UserDirectory {
  constructor(private readonly readModels: ReadModels) {}

  /** coreUserAnySearch: any user, by id, full e-mail address or name. */
  async anyUser(text: string, pageNumber: number): Promise<UserDocument[]> {
    const trimmed = text.trim();
    if (UUID.test(trimmed)) {
      const user = await this.users().findOne({ _id: trimmed.toLowerCase() });
      return user ? [user] : [];
    }
    if (trimmed.includes('@')) {
      const user = await this.users().findOne({ 'email.address': normaliseEmail(trimmed), deleted: { $ne: true } });
      return user ? [user] : [];
    }
    return this.byName(trimmed, null, pageNumber, USER_SEARCH_PAGE_SIZE);
  }

  /** Users whose name words start with the words given, by last then first name. */
  async byName(name: string, profileType: ProfileType | null, pageNumber: number, pageSize: number): Promise<UserDocument[]> {
    // nameWordsOf leaves only letters and digits: nothing in a word needs escaping in a pattern.
    const words = nameWordsOf(name);
    if (words.length === 0) return [];
    const filter: Filter = { $and: words.map((word) => ({ nameWords: { $regex: `^${word}` } })) };
    if (profileType) filter['profile.profileTypes'] = profileType;
    const page = Math.max(1, Math.floor(pageNumber));
    return this.users().find(filter, { sort: { 'profile.lastName': 1, 'profile.firstName': 1, _id: 1 }, skip: (page - 1) * pageSize, limit: pageSize, readOnly: true });
  }

  findById(userId: string): Promise<UserDocument | null> {
    return this.users().findOne({ _id: userId });
  }

  private users() {
    return this.readModels.collection<UserDocument>(USERS_COLLECTION);
  }
}
