import { Button, Callout, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useNameSearch } from '../hooks/useNameSearch';
import { TopActiveTutors } from './TopActiveTutors';
import { TutorCardList } from '../../../components/tutor/TutorCard';

/**
 * Spec section 2, Tutors tab: a name search box; with no text, the hint and the top active tutors;
 * otherwise the tutors found, with Show more, or 'No tutors matched the name "{input}."'.
 */
export function TutorsTab() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [input, setInput] = useState(params.get('name') ?? '');
  const name = useDebouncedValue(input.trim());
  const search = useNameSearch(name);

  // The name lives in the address too, so a reload or Back shows the same search.
  useEffect(() => {
    setParams(
      (previous) => {
        if ((previous.get('name') ?? '') === name) return previous;
        const next = new URLSearchParams(previous);
        if (name) next.set('name', name);
        else next.delete('name');
        return next;
      },
      { replace: true },
    );
  }, [name, setParams]);

  const typed = input.trim();
  return (
    <div className="tutors-tab">
      <InputGroup
        size="large"
        leftIcon="search"
        type="search"
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'tutorSearch.tutors.placeholder' })}
        aria-label={intl.formatMessage({ id: 'tutorSearch.tutors.placeholder' })}
        value={input}
        onValueChange={setInput}
      />
      {typed === '' ? (
        <>
          <p className="search-hint">
            <FormattedMessage id="tutorSearch.tutors.noInput" />
          </p>
          <TopActiveTutors />
        </>
      ) : typed !== name || search.loading ? (
        <Spinner className="course-results-loading" aria-label={intl.formatMessage({ id: 'tutorSearch.loading' })} />
      ) : search.searchedName === null ? null : search.tutors.length === 0 ? (
        <Callout className="search-no-match">
          <FormattedMessage id="tutorSearch.tutors.noMatch" values={{ input: search.searchedName }} />
        </Callout>
      ) : (
        <>
          <TutorCardList tutors={search.tutors} />
          {search.hasMore && (
            <div className="search-show-more">
              <Button size="large" loading={search.loadingMore} text={<FormattedMessage id="tutorSearch.showMore" />} onClick={search.showMore} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
