import { ProfileDetailsEdited, UserDeleted, UserSignedUp } from '../../domain/accounts/user.events';
import { ReviewEvent } from '../../domain/reviews/review.events';
import { TutorProfileEvent } from '../../domain/tutors/tutor-profile.events';
import { cellOf } from './geo-grid';
import { tutorCardOf } from './tutor-card';
import { algebra1, reviewAdded, reviewEdited, searchableProfile, spanish1, tutorSignedUp } from './tutor-search-events.fixture';
import { evolveTutorSearchDocument, rankOf, TutorSearchDocument } from './tutor-search.projection';

type Event = UserSignedUp | UserDeleted | ProfileDetailsEdited | TutorProfileEvent | ReviewEvent;
const TUTOR = 't1';
const austinCell = cellOf({ latitude: 30.27, longitude: -97.74 });

/** Folds events in order, the n-th event at position n + 1, as the runner would deliver them. */
function project(events: Event[], from: TutorSearchDocument | null = null): TutorSearchDocument | null {
  return events.reduce<TutorSearchDocument | null>((document, event, index) => evolveTutorSearchDocument(document, event, index + 1), from);
}

function searchableTutor(...more: Event[]): TutorSearchDocument {
  const document = project([tutorSignedUp(TUTOR), ...searchableProfile(TUTOR), ...more]);
  if (!document) throw new Error('no document');
  return document;
}

describe('evolveTutorSearchDocument', () => {
  it('takes the names a tutor edits on edit-profile, found by the new name, and ignores other edits and other users', () => {
    const renamed = project([{ type: 'ProfileDetailsEdited', data: { userId: TUTOR, changes: { lastName: 'Byron' } } }], searchableTutor());
    expect(renamed).toMatchObject({ firstName: 'Ada', lastName: 'Byron' });
    expect(renamed?.searchKeys.some((key) => key.includes('byron'))).toBe(true);
    const before = searchableTutor();
    expect(evolveTutorSearchDocument(before, { type: 'ProfileDetailsEdited', data: { userId: TUTOR, changes: { gradeLevel: 'COLLEGE' } } }, 99)).toBe(before);
    expect(evolveTutorSearchDocument(null, { type: 'ProfileDetailsEdited', data: { userId: 'client-1', changes: { firstName: 'Eve' } } }, 99)).toBeNull();
  });

  it('builds the tutor from the sign-up and the profile events', () => {
    const tutor = searchableTutor();
    expect(tutor).toMatchObject({
      _id: TUTOR,
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileId: 'pt1',
      profilePageId: 'ada-l-pt1',
      bio: 'I love algebra.',
      hourlyWage: 40,
      location: { zip: '78701', city: 'Austin', state: 'TX', latitude: 30.27, longitude: -97.74 },
      gradesForTutoring: ['HIGH_SCHOOL'],
      subjects: ['Math'],
      classes: [algebra1],
      school: { id: 'ut-austin', name: 'University of Texas at Austin', city: 'Austin', state: 'TX' },
      isHighSchoolTutor: false,
      sessionPreference: 'no-preference',
      isVisible: true,
      hasSignedAgreement: true,
      isOnboarded: true,
      reviewCount: 0,
      avgReviewScore: null,
      hoursTutored: 0,
      teachKeys: ['algebra-1', 'subject-math'],
      _position: 12,
    });
  });

  it('finds a deleted tutor by no search and shows no name, bio or picture, while hours and reviews stay', () => {
    const deleted: UserDeleted = { type: 'UserDeleted', data: { userId: TUTOR, byUserId: 'admin', reason: 'asked', deletedAt: '2024-04-01T10:00:00.000Z' } };
    const before = searchableTutor(reviewAdded(TUTOR, 'c1', 5));
    const tutor = project([deleted], before);
    expect(tutor).toMatchObject({ _id: TUTOR, firstName: 'deleted user', lastName: '', bio: '', isVisible: false, profilePicture: null, nameWords: ['deleted', 'user'], searchKeys: [], reviewCount: 1 });
    expect(JSON.stringify(tutor)).not.toMatch(/Ada|Lovelace|algebra\./);
    expect(project([deleted])).toBeNull();
  });

  it('keeps no document for a user who signed up as a client', () => {
    expect(project([tutorSignedUp('c1', 'Pat', 'Morgan', 'STUDENT_OR_PARENT')])).toBeNull();
  });

  it('gives a visible tutor who signed the agreement every search key', () => {
    const keys = searchableTutor().searchKeys;
    expect(keys).toEqual(
      expect.arrayContaining([
        'all',
        'c:algebra-1',
        'c:subject-math',
        'o:algebra-1',
        'o:algebra-1:HIGH_SCHOOL',
        'o:subject-math:HIGH_SCHOOL',
        `l:${austinCell}:algebra-1`,
        'g:HIGH_SCHOOL',
        `l:${austinCell}:subject-math`,
        'n:a',
        'n:ada',
        'n:lovelace',
        'n:l',
        'sch:university-of-texas-at-austin',
        'sch:university-of-texas-at-austin|austin|tx',
        'sch:id:ut-austin',
      ]),
    );
    expect(keys).not.toContain('o:algebra-1:COLLEGE');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each<[string, Event[], Event['type'] | null]>([
    ['hidden', [{ type: 'TutorVisibilitySet', data: { tutorId: TUTOR, isVisible: false } }], null],
    ['without a signed agreement', [], 'TutorAgreementSigned'],
    ['not onboarded', [], 'TutorOnboarded'],
  ])('gives a tutor who is %s no search keys at all', (_label, more, left) => {
    const events = [tutorSignedUp(TUTOR), ...searchableProfile(TUTOR).filter((event) => event.type !== left), ...more];
    const tutor = project(events);
    expect(tutor?.searchKeys).toEqual([]);
    expect(tutor?.profileId).toBe('pt1');
  });

  it('keys an online-only tutor for online search only, and an in-person-only tutor for local search only', () => {
    const online = searchableTutor({ type: 'TutorSessionPreferenceSet', data: { tutorId: TUTOR, sessionPreference: 'online' } });
    expect(online.searchKeys).toContain('o:algebra-1');
    expect(online.searchKeys.some((key) => key.startsWith('l:'))).toBe(false);
    const inPerson = searchableTutor({ type: 'TutorSessionPreferenceSet', data: { tutorId: TUTOR, sessionPreference: 'in-person' } });
    expect(inPerson.searchKeys).toContain(`l:${austinCell}:algebra-1`);
    expect(inPerson.searchKeys.some((key) => key.startsWith('o:'))).toBe(false);
  });

  it('has no local keys without a location', () => {
    const tutor = project([tutorSignedUp(TUTOR), ...searchableProfile(TUTOR).filter((event) => event.type !== 'TutorLocationSet')]);
    expect(tutor?.searchKeys).toContain('o:algebra-1');
    expect(tutor?.searchKeys.some((key) => key.startsWith('l:'))).toBe(false);
  });

  it('adds and removes classes by course key, without repeats', () => {
    const tutor = searchableTutor(
      { type: 'TutorClassesAdded', data: { tutorId: TUTOR, classes: [algebra1, spanish1] } },
      { type: 'TutorClassesRemoved', data: { tutorId: TUTOR, courseKeys: ['algebra-1'] } },
    );
    expect(tutor.classes).toEqual([spanish1]);
    expect(tutor.teachKeys).toEqual(['spanish-i', 'subject-foreign-language', 'subject-math']);
    expect(tutor.searchKeys).not.toContain('c:algebra-1');
    expect(tutor.searchKeys).toContain('c:spanish-i');
  });

  it('folds accents and case into the name prefixes, up to 8 characters', () => {
    const tutor = project([tutorSignedUp(TUTOR, 'José María', 'Núñez-Castellanos'), ...searchableProfile(TUTOR)]);
    expect(tutor?.nameWords).toEqual(['jose', 'maria', 'nunez', 'castellanos']);
    expect(tutor?.searchKeys).toEqual(expect.arrayContaining(['n:j', 'n:jose', 'n:mari', 'n:nunez', 'n:castella']));
    expect(tutor?.searchKeys).not.toContain('n:castellan');
  });

  it('totals reviews, an edit replacing the score it had, with the average to 1 decimal', () => {
    const tutor = searchableTutor(reviewAdded(TUTOR, 'c1', 5), reviewAdded(TUTOR, 'c2', 4), reviewAdded(TUTOR, 'c3', 2), reviewEdited(TUTOR, 'c3', 4));
    expect(tutor).toMatchObject({ reviewCount: 3, reviewScoreSum: 13, avgReviewScore: 4.3 });
    expect(tutor.rank).toBe(rankOf(13, 3, 0));
  });

  it('adds imported hours, rounded to 1 decimal', () => {
    const tutor = searchableTutor(
      { type: 'PastTutoringHoursImported', data: { tutorId: TUTOR, hours: 10.26, source: 'legacy' } },
      { type: 'PastTutoringHoursImported', data: { tutorId: TUTOR, hours: 2.5, source: 'legacy' } },
    );
    expect(tutor.hoursTutored).toBe(12.8);
    expect(tutor.importedHours).toBeCloseTo(12.76);
  });

  it('ranks more good reviews above fewer, any reviews above none when they are good, and hours as a tie-breaker', () => {
    expect(rankOf(50, 10, 0)).toBeGreaterThan(rankOf(5, 1, 0));
    expect(rankOf(5, 1, 0)).toBeGreaterThan(rankOf(0, 0, 0));
    expect(rankOf(2, 1, 0)).toBeLessThan(rankOf(0, 0, 0));
    expect(rankOf(0, 0, 100)).toBeGreaterThan(rankOf(0, 0, 10));
  });

  it('keeps the card a search result shows, worked out again on every change', () => {
    const tutor = searchableTutor();
    expect(tutor.card).toEqual({
      id: TUTOR,
      profileId: 'pt1',
      profilePageId: 'ada-l-pt1',
      firstName: 'Ada',
      lastInitial: 'L',
      school: { id: 'ut-austin', name: 'University of Texas at Austin', city: 'Austin', state: 'TX' },
      isHighSchoolTutor: false,
      bio: 'I love algebra.',
      hourlyWage: 40,
      avgReviewScore: null,
      reviewCount: 0,
      hoursTutored: 0,
      subjects: ['Math'],
      classes: [algebra1],
      teaches: ['Algebra 1', 'Math'],
      gradesForTutoring: ['HIGH_SCHOOL'],
      sessionPreference: 'no-preference',
      avaliabilityDesc: null,
      dailyAvaliability: [],
      location: { zip: '78701', city: 'Austin', state: 'TX', latitude: 30.27, longitude: -97.74 },
      distanceMiles: null,
      isVisible: true,
      hasSignedAgreement: true,
      isOnboarded: true,
      profilePicture: null,
      timeZoneId: null,
    });
    // Values already as shown are the document's own, not copies a snapshot would write twice.
    expect(tutor.card.classes).toBe(tutor.classes);
    expect(tutor.card.school).toBe(tutor.school);
    expect(tutor.card.location).toBe(tutor.location);
    const reviewedAndRenamed = searchableTutor(reviewAdded(TUTOR, 'c1', 5), reviewAdded(TUTOR, 'c2', 4), { type: 'ProfileDetailsEdited', data: { userId: TUTOR, changes: { firstName: 'Augusta' } } });
    expect(reviewedAndRenamed.card).toMatchObject({ firstName: 'Augusta', reviewCount: 2, avgReviewScore: 4.5 });
    const deleted = project([{ type: 'UserDeleted', data: { userId: TUTOR, byUserId: 'admin', reason: 'asked', deletedAt: '2024-04-01T10:00:00.000Z' } }], reviewedAndRenamed);
    expect(deleted?.card).toMatchObject({ firstName: 'deleted user', lastInitial: '', bio: '', isVisible: false, profilePicture: null, reviewCount: 2 });
  });

  it('keeps the same card through an event that changes nothing it shows, and makes a new one otherwise', () => {
    const tutor = searchableTutor();
    const quizzed = project([{ type: 'TutorQuizAttempted', data: { tutorId: TUTOR, quizVersion: 'v1', correctAnswers: 9, questionCount: 10, passMark: 8, passed: true, attemptedAt: '2024-03-02T09:00:00.000Z' } }], tutor);
    expect(quizzed?.card).toBe(tutor.card);
    const wageRaised = project([{ type: 'TutorHourlyWageSet', data: { tutorId: TUTOR, hourlyWage: 45 } }], tutor);
    expect(wageRaised?.card).not.toBe(tutor.card);
    expect(wageRaised?.card.hourlyWage).toBe(45);
    expect(wageRaised?.card.teaches).toBe(tutor.card.teaches);
    const spanishToo = project([{ type: 'TutorClassesAdded', data: { tutorId: TUTOR, classes: [spanish1] } }], tutor);
    expect(spanishToo?.card).toMatchObject({ classes: [algebra1, spanish1], teaches: ['Algebra 1', 'Spanish I', 'Math'] });
    expect(spanishToo?.card.school).toBe(tutor.card.school);
  });

  it('shows an odd stored value as its fallback on the card, in a copy', () => {
    const tutor = searchableTutor();
    const odd = { ...algebra1, teacher: 7 } as unknown as typeof algebra1;
    const card = tutorCardOf({ ...tutor, classes: [odd, spanish1], subjects: ['Math', 3] as unknown as typeof tutor.subjects });
    expect(card.classes).toEqual([{ ...algebra1, teacher: null }, spanish1]);
    expect(card.classes[1]).toBe(spanish1);
    expect(card.subjects).toEqual(['Math']);
    expect(card.teaches).toEqual(['Algebra 1', 'Spanish I', 'Math']);
  });

  it('ignores a review of someone it knows no tutor document for', () => {
    expect(project([reviewAdded('nobody', 'c1', 5)])).toBeNull();
  });

  it('keeps a profile whose events come without a tutor sign-up, nameless', () => {
    const tutor = project(searchableProfile('t9'));
    expect(tutor).toMatchObject({ _id: 't9', firstName: '', profileId: 'pt9', searchKeys: expect.arrayContaining(['all']) });
  });
});
