import { ReadModels } from '../runner/read-models';
import { USERS_COLLECTION, UserDocument } from './users.projection';

/** The users a broad admin search matches, at most: narrowed by typing more. */
const MAX_MATCHED_USERS = 500;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The ids of users an admin's search text names: the id itself, or every word found in the first
 * name, the last name or the e-mail ("ana lop" finds Ana López). A scan of the users, for admin
 * screens only.
 */
export async function findUserIdsMatching(readModels: ReadModels, text: string): Promise<string[]> {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const words = trimmed.split(/\s+/).map((word) => new RegExp(escapeRegExp(word), 'i'));
  const byWords = { $and: words.map((word) => ({ $or: [{ 'profile.firstName': word }, { 'profile.lastName': word }, { 'email.address': word }] })) };
  const users = await readModels.collection<UserDocument>(USERS_COLLECTION).find({ $or: [{ _id: trimmed }, byWords] }, { projection: { _id: 1 }, limit: MAX_MATCHED_USERS, readOnly: true });
  return users.map((user) => user._id);
}
