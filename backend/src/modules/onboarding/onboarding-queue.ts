import { Injectable } from '@nestjs/common';
import { Filter } from '../../../platform/readstore/read-store.port';
import { ReadModels } from '../../../projections/runner/read-models';
import { nameWordsOf } from '../../../projections/tutor-search/search-keys';
import { TutorSearchDocument, tutorSearchCollection } from '../../../projections/tutor-search/tutor-search.projection';
import { TutorOnboardingModel } from './onboarding.models';
import { OnboardingReader } from './onboarding-stream';

/** Spec section 9: page size 10. */
export const ONBOARDING_PAGE_SIZE = 10;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The admins' onboarding lists, read from the tutor documents (which carry the checklist). */
@Injectable()
export class OnboardingQueue {
  constructor(
    private readonly readModels: ReadModels,
    private readonly reader: OnboardingReader,
  ) {}

  /** Applications waiting for review, the longest-waiting first. */
  async waiting(pageNumber: number): Promise<TutorOnboardingModel[]> {
    return this.page({ 'onboarding.status': 'submitted' }, { 'onboarding.submittedAt': 1, _id: 1 }, pageNumber);
  }

  /** Tutors whose name has words starting with each word of `name`, onboarded or not, by last name. */
  async byName(name: string, isOnboarded: boolean, pageNumber: number): Promise<TutorOnboardingModel[]> {
    const words = nameWordsOf(name);
    const filter: Filter = { isOnboarded, ...(words.length > 0 ? { $and: words.map((word) => ({ nameWords: { $regex: `^${escapeRegex(word)}` } })) } : {}) };
    return this.page(filter, { lastName: 1, firstName: 1, _id: 1 }, pageNumber);
  }

  private async page(filter: Filter, sort: Record<string, 1 | -1>, pageNumber: number): Promise<TutorOnboardingModel[]> {
    const page = Math.max(1, Math.floor(pageNumber));
    const tutors: TutorSearchDocument[] = await tutorSearchCollection(this.readModels).find(filter, {
      sort,
      skip: (page - 1) * ONBOARDING_PAGE_SIZE,
      limit: ONBOARDING_PAGE_SIZE,
      readOnly: true,
    });
    return Promise.all(tutors.map(async (tutor) => TutorOnboardingModel.of(tutor, await this.reader.payoutMethodOf(tutor._id))));
  }
}
