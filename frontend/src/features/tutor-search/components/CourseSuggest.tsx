import { MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CourseSuggestion } from '../graphql/soft-search-courses';
import { CourseSuggestions } from '../hooks/useCourseSuggestions';

interface CourseSuggestProps {
  /** The text typed. */
  query: string;
  onQueryChange: (query: string) => void;
  suggestions: CourseSuggestions;
  /** The course searched for, shown in the box while it is closed. */
  course: string | null;
  onCourseSelect: (course: string) => void;
}

/** Spec: subject autocomplete, placeholder 'Search by subject', the dropdown showing course label and school. */
export function CourseSuggest({ query, onQueryChange, suggestions, course, onCourseSelect }: CourseSuggestProps) {
  const intl = useIntl();
  const selected = useMemo<CourseSuggestion | null>(() => (course ? { id: `course:${course}`, fullCourseName: course, schoolName: null } : null), [course]);
  // Without a match the page below says so (spec: the text differs for visitors and signed-in users).
  const noResults = suggestions.pending ? <MenuItem disabled roleStructure="listoption" text={intl.formatMessage({ id: 'tutorSearch.loading' })} /> : undefined;
  return (
    <Suggest<CourseSuggestion>
      className="course-suggest"
      fill
      items={suggestions.items}
      query={query}
      onQueryChange={onQueryChange}
      selectedItem={selected}
      itemsEqual="id"
      inputValueRenderer={(item) => item.fullCourseName}
      itemRenderer={(item, { handleClick, handleFocus, modifiers, ref, id }) => (
        <MenuItem
          key={item.id}
          id={id}
          ref={ref}
          roleStructure="listoption"
          active={modifiers.active}
          text={item.fullCourseName}
          label={item.schoolName ?? undefined}
          onClick={handleClick}
          onFocus={handleFocus}
        />
      )}
      onItemSelect={(item) => onCourseSelect(item.fullCourseName)}
      initialContent={null}
      noResults={noResults}
      inputProps={{
        size: 'large',
        leftIcon: 'search',
        placeholder: intl.formatMessage({ id: 'tutorSearch.courses.placeholder' }),
        'aria-label': intl.formatMessage({ id: 'tutorSearch.courses.placeholder' }),
      }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      menuProps={{ 'aria-label': intl.formatMessage({ id: 'tutorSearch.courses.placeholder' }) }}
    />
  );
}
