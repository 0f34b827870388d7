import { Injectable } from '@nestjs/common';
import { Filter } from '../../../../../platform/readstore/read-store.port';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { NAME_PREFIX_MAX, namePrefixKey, nameWordsOf } from '../../../../../projections/tutor-search/search-keys';
import { TutorCard } from '../../../../../projections/tutor-search/tutor-card';
import { findRankedTutorCards } from '../../../../../projections/tutor-search/tutor-search.projection';
import { PAGE_SIZE, pageOffset } from '../../search-paging';

export interface GetTutorsByNameInput {
  name: string;
  pageNumber: number;
}

/**
 * Searchable tutors whose first or last name has a word starting with each word typed, accents
 * and case aside ("ana lo" finds Ana López), best-ranked first, in pages of 10. Words are found
 * by their first 8 characters in the index; a longer word is then checked on the name itself.
 */
@Injectable()
export class GetTutorsByNameHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ name, pageNumber }: GetTutorsByNameInput): Promise<TutorCard[]> {
    const words = nameWordsOf(name);
    if (words.length === 0) return [];
    return findRankedTutorCards(this.readModels, nameFilterOf(words), pageOffset(pageNumber), PAGE_SIZE);
  }
}

export function nameFilterOf(words: readonly string[]): Filter {
  const conditions: Filter[] = [...new Set(words.map(namePrefixKey))].map((key) => ({ searchKeys: key }));
  for (const word of words) if (word.length > NAME_PREFIX_MAX) conditions.push({ nameWords: { $regex: `^${word}` } });
  return conditions.length === 1 ? conditions[0] : { $and: conditions };
}
