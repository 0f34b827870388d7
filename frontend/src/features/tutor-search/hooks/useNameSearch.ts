import { useApolloClient } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE } from '../course-search-paging';
import { GET_TUTORS_BY_NAME } from '../graphql/get-tutors-by-name';
import { TutorCardData } from '../../../components/tutor/tutor-card-fields';
import { useFetchErrorToast } from './useFetchErrorToast';

export interface NameSearch {
  /** The name the tutors shown were found for; null before the first answer. */
  searchedName: string | null;
  tutors: TutorCardData[];
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  showMore: () => void;
}

/** getTutorsByName by pages of 10 (spec section 4: changing the name resets the list to page 1). */
export function useNameSearch(name: string): NameSearch {
  const client = useApolloClient();
  const toastFetchError = useFetchErrorToast();
  const [tutors, setTutors] = useState<TutorCardData[]>([]);
  const [searchedName, setSearchedName] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [exhausted, setExhausted] = useState(false);
  const [loading, setLoading] = useState(name !== '');
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);

  // A new name resets the list to page 1 at once (state adjusted while rendering); the effect below fetches it.
  const [listFor, setListFor] = useState(name);
  if (listFor !== name) {
    setListFor(name);
    setTutors([]);
    setSearchedName(null);
    setPage(1);
    setExhausted(false);
    setLoadingMore(false);
    setLoading(name !== '');
  }

  const fetchPage = useCallback(
    (pageNumber: number) =>
      client.query({ query: GET_TUTORS_BY_NAME, variables: { name, pageNumber }, fetchPolicy: 'network-only' }),
    [client, name],
  );

  useEffect(() => {
    const id = ++generation.current;
    if (!name) return;
    fetchPage(1)
      .then(({ data }) => {
        if (id !== generation.current) return;
        setTutors(data.getTutorsByName);
        setSearchedName(name);
        setExhausted(data.getTutorsByName.length < PAGE_SIZE);
      })
      .catch(() => {
        if (id === generation.current) toastFetchError();
      })
      .finally(() => {
        if (id === generation.current) setLoading(false);
      });
  }, [name, fetchPage, toastFetchError]);

  const showMore = useCallback(() => {
    if (!name || exhausted || loadingMore) return;
    const id = generation.current;
    const next = page + 1;
    setLoadingMore(true);
    fetchPage(next)
      .then(({ data }) => {
        if (id !== generation.current) return;
        setTutors((shown) => {
          const seen = new Set(shown.map((tutor) => tutor.id));
          return [...shown, ...data.getTutorsByName.filter((tutor) => !seen.has(tutor.id))];
        });
        setPage(next);
        setExhausted(data.getTutorsByName.length < PAGE_SIZE);
      })
      .catch(() => {
        if (id === generation.current) toastFetchError();
      })
      .finally(() => {
        if (id === generation.current) setLoadingMore(false);
      });
  }, [name, exhausted, loadingMore, page, fetchPage, toastFetchError]);

  return { searchedName, tutors, loading, loadingMore, hasMore: searchedName !== null && !exhausted, showMore };
}
