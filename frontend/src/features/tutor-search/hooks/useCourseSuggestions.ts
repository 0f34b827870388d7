import { useQuery } from '@apollo/client';
import { CourseSuggestion, SOFT_SEARCH_COURSES } from '../graphql/soft-search-courses';
import { useDebouncedValue } from './useDebouncedValue';

export interface CourseSuggestions {
  items: CourseSuggestion[];
  /** Whether an answer for the text as typed now is still to come. */
  pending: boolean;
  /** The text has an answer and it holds no course or subject. */
  noMatch: boolean;
}

/** softSearchCourses for the typed text, once typing pauses; the last answer stays while the next loads. */
export function useCourseSuggestions(text: string): CourseSuggestions {
  const name = text.trim();
  const debounced = useDebouncedValue(name);
  const { data, previousData, loading, error } = useQuery(SOFT_SEARCH_COURSES, {
    variables: { name: debounced },
    skip: debounced === '',
  });
  const answer = data ?? previousData;
  const pending = name !== '' && (name !== debounced || loading);
  const items = name === '' ? [] : (answer?.softSearchCourses ?? []);
  return { items, pending, noMatch: name !== '' && !pending && !error && data !== undefined && data.softSearchCourses.length === 0 };
}
