import { Callout } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { GradeLevel, isGradeLevel } from '../../../components/tutor/tutor-summary';
import { useSession } from '../../../lib/session/SessionProvider';
import { CourseSearchCriteria, isLocalZip } from '../course-search-paging';
import { LocationSuggestion } from '../../../components/location/soft-search-zip-code-v2';
import { useCourseSearch } from '../hooks/useCourseSearch';
import { useCourseSuggestions } from '../hooks/useCourseSuggestions';
import { CourseResults } from './CourseResults';
import { CourseSuggest } from './CourseSuggest';
import { locationLabel } from './LocationPicker';
import { QuickPickTiles } from './QuickPickTiles';
import { RequestATutorPrompt } from './RequestATutorPrompt';
import { GradeLevelChip, LocationChip } from './SearchChips';

/** The search lives in the address (?course=&zip=&grade=), so a reload or Back shows it again. */
type SearchParam = 'course' | 'zip' | 'grade';

/**
 * Spec section 2, Courses tab: the subject autocomplete, the Location and Student's Grade Level
 * chips, the hints and quick-pick tiles before a course is chosen, then the results.
 */
export function CoursesTab() {
  const { user, isAdmin } = useSession();
  const signedInNonAdmin = user !== null && !isAdmin;
  const [params, setParams] = useSearchParams();
  const course = params.get('course')?.trim() || null;
  const zipParam = params.get('zip');
  const zip = isLocalZip(zipParam) ? zipParam : null;
  const gradeParam = params.get('grade');
  const grade: GradeLevel | null = isGradeLevel(gradeParam) ? gradeParam : null;

  const [query, setQuery] = useState(course ?? '');
  // The box shows the course searched for, also when the address changes it (Back, a link): state adjusted while rendering, not in an effect.
  const [shownCourse, setShownCourse] = useState(course);
  if (course !== shownCourse) {
    setShownCourse(course);
    setQuery(course ?? '');
  }
  // Suggestions are for text typed, not for the course already chosen.
  const suggestions = useCourseSuggestions(query === course ? '' : query);
  const criteria = useMemo<CourseSearchCriteria | null>(() => (course ? { course, zip, studentGradeLevel: grade } : null), [course, zip, grade]);
  const search = useCourseSearch(criteria);
  const [locationOpen, setLocationOpen] = useState(false);
  const [pickedLocation, setPickedLocation] = useState<LocationSuggestion | null>(null);

  const update = useCallback(
    (changes: Partial<Record<SearchParam, string | null>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const chooseCourse = (name: string) => {
    setQuery(name);
    update({ course: name });
  };
  // Spec section 4: clearing the search resets it.
  const changeQuery = (text: string) => {
    setQuery(text);
    if (text.trim() === '' && course) update({ course: null });
  };
  const chooseLocation = (location: LocationSuggestion) => {
    setPickedLocation(location);
    setLocationOpen(false);
    update({ zip: location.zip });
  };
  const clearLocation = () => {
    setPickedLocation(null);
    setLocationOpen(false);
    update({ zip: null });
  };

  const described = search.pages?.isLocalSearch ? search.pages.locationDescription : null;
  const chipLabel = !zip ? null : pickedLocation?.zip === zip ? locationLabel(pickedLocation) : described ? `${described} ${zip}` : zip;

  return (
    <div className="courses-tab">
      <CourseSuggest query={query} onQueryChange={changeQuery} suggestions={suggestions} course={course} onCourseSelect={chooseCourse} />
      <div className="search-chips">
        <LocationChip label={chipLabel} isOpen={locationOpen} onOpenChange={setLocationOpen} onSelect={chooseLocation} onClear={clearLocation} />
        <GradeLevelChip grade={grade} onChange={(level) => update({ grade: level })} />
      </div>
      {course ? (
        <CourseResults search={search} zip={zip} signedInNonAdmin={signedInNonAdmin} onSearchByLocation={() => setLocationOpen(true)} />
      ) : (
        <>
          {query.trim() === '' ? (
            <p className="search-hint">
              <FormattedMessage id="tutorSearch.courses.noInput" />
            </p>
          ) : suggestions.noMatch ? (
            signedInNonAdmin ? (
              <Callout className="search-no-match">
                <FormattedMessage id="tutorSearch.courses.noMatch" />
              </Callout>
            ) : (
              <RequestATutorPrompt course={query.trim()} />
            )
          ) : null}
          <QuickPickTiles onPick={chooseCourse} />
        </>
      )}
    </div>
  );
}
