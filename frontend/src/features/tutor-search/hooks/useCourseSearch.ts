import { useApolloClient } from '@apollo/client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { applyPage, CourseSearchCriteria, CourseSearchPages, firstPageVariables, hasMorePages, nextPageVariables } from '../course-search-paging';
import { SEARCH_TUTORS_BY_COURSE, SearchTutorsByCourseVariables } from '../graphql/search-tutors-by-course';
import { useFetchErrorToast } from './useFetchErrorToast';

export interface CourseSearch {
  pages: CourseSearchPages | null;
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  showMore: () => void;
}

/**
 * Runs searchTutorsByCourse for the chosen course, location and grade (spec section 4): a new
 * criterion resets the results and fetches the first page; Show more fetches the next local page,
 * then online pages. Answers to superseded requests are dropped.
 */
export function useCourseSearch(criteria: CourseSearchCriteria | null): CourseSearch {
  const client = useApolloClient();
  const toastFetchError = useFetchErrorToast();
  const { course, zip, studentGradeLevel } = criteria ?? { course: null, zip: null, studentGradeLevel: null };
  const current = useMemo<CourseSearchCriteria | null>(() => (course ? { course, zip, studentGradeLevel } : null), [course, zip, studentGradeLevel]);
  const [pages, setPages] = useState<CourseSearchPages | null>(null);
  const [loading, setLoading] = useState(current !== null);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);

  // A new criterion resets the results at once (state adjusted while rendering); the effect below fetches its first page.
  const [resultsFor, setResultsFor] = useState(current);
  if (resultsFor !== current) {
    setResultsFor(current);
    setPages(null);
    setLoadingMore(false);
    setLoading(current !== null);
  }

  const fetchPage = useCallback(
    (variables: SearchTutorsByCourseVariables) =>
      client.query({ query: SEARCH_TUTORS_BY_COURSE, variables, fetchPolicy: 'network-only' }),
    [client],
  );

  useEffect(() => {
    const id = ++generation.current;
    if (!current) return;
    const variables = firstPageVariables(current);
    fetchPage(variables)
      .then(({ data }) => {
        if (id === generation.current) setPages(applyPage(null, variables, data.searchTutorsByCourse));
      })
      .catch(() => {
        if (id === generation.current) toastFetchError();
      })
      .finally(() => {
        if (id === generation.current) setLoading(false);
      });
  }, [current, fetchPage, toastFetchError]);

  const showMore = useCallback(() => {
    if (!current || !pages || loadingMore) return;
    const variables = nextPageVariables(current, pages);
    if (!variables) return;
    const id = generation.current;
    setLoadingMore(true);
    fetchPage(variables)
      .then(({ data }) => {
        if (id === generation.current) setPages((shown) => applyPage(shown, variables, data.searchTutorsByCourse));
      })
      .catch(() => {
        if (id === generation.current) toastFetchError();
      })
      .finally(() => {
        if (id === generation.current) setLoadingMore(false);
      });
  }, [current, pages, loadingMore, fetchPage, toastFetchError]);

  return { pages, loading, loadingMore, hasMore: pages !== null && hasMorePages(pages), showMore };
}
