import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../projections/runner/read-models';
import { shownText } from '../../../projections/runner/shown-values';
import { findTutorViews } from '../../../projections/tutor-search/tutor-search.projection';
import { USERS_COLLECTION, UserDocument } from '../../../projections/users/users.projection';

/** A user as requests and pairs show them: the name, and the profile id of a tutor. */
export interface Party {
  id: string;
  firstName: string;
  lastName: string;
  profileId: string | null;
}

/** Names from the users read model, tutor profile ids from tutor search; one read each for many users. */
@Injectable()
export class PartyDirectory {
  constructor(private readonly readModels: ReadModels) {}

  async parties(ids: readonly (string | null)[]): Promise<Map<string, Party>> {
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    if (unique.length === 0) return new Map();
    const [users, tutors] = await Promise.all([
      this.readModels.collection<UserDocument>(USERS_COLLECTION).find({ _id: { $in: unique } }, { projection: { profile: 1 }, readOnly: true }),
      findTutorViews(this.readModels, unique),
    ]);
    const profileIds = new Map(tutors.map((tutor) => [tutor._id, tutor.profileId ?? null]));
    return new Map(
      users.map((user) => [
        user._id,
        {
          id: user._id,
          firstName: shownText(user.profile?.firstName, '', 'user.firstName'),
          lastName: shownText(user.profile?.lastName, '', 'user.lastName'),
          profileId: profileIds.get(user._id) ?? null,
        },
      ]),
    );
  }

  /** A party for an id the directory does not know (an account since deleted): the id and blank names. */
  static unknown(id: string): Party {
    return { id, firstName: '', lastName: '', profileId: null };
  }
}
