import { ValueBoundsMessages } from '../shared/value-bounds';
import { deciderSpecification } from '../test-support/decider-specification';
import { EditTutorProfile, TutorProfileCommand, TutorProfileCommandInput } from './tutor-profile.commands';
import { tutorProfileDecider, tutorProfileEditsDecider } from './tutor-profile.decider';
import { TutorClass, TutorProfileCreated, TutorProfileEvent } from './tutor-profile.events';
import {
  isProfileId,
  isProfilePageId,
  profileIdOf,
  profilePageIdOf,
  roundHourlyWage,
  TutorProfileMessages as Messages,
} from './tutor-profile.rules';

const now = new Date('2026-11-22T10:00:00.000Z');
const metadata = { now, actorId: 'u1' };
const spec = deciderSpecification(tutorProfileDecider);
const command = <T extends TutorProfileCommand['type']>(type: T, data: Extract<TutorProfileCommand, { type: T }>['data']) =>
  ({ type, data, metadata }) as Extract<TutorProfileCommand, { type: T }>;

const profileId = profileIdOf('u1');
const created: TutorProfileCreated = {
  type: 'TutorProfileCreated',
  data: { tutorId: 'u1', profileId, profilePageId: `ana-l-${profileId}`, createdAt: now.toISOString() },
};
type EventOf<T extends TutorProfileEvent['type']> = Extract<TutorProfileEvent, { type: T }>;
/** An event of tutor u1; the cast only re-attaches the tutorId the data type requires. */
const event = <T extends TutorProfileEvent['type']>(type: T, data: Omit<EventOf<T>['data'], 'tutorId'>): EventOf<T> =>
  ({ type, data: { tutorId: 'u1', ...data } }) as unknown as EventOf<T>;

const algebra: TutorClass = {
  courseKey: 'algebra-1',
  course: 'Algebra 1',
  subject: 'Math',
  school: 'Austin High School',
  teacher: null,
  isHighSchoolClass: true,
};

const HUGE = 'x'.repeat(100_000);

describe('tutor profile decider', () => {
  describe('creating the profile', () => {
    it('derives the profile id from the user id and the page id from the names', () => {
      spec
        .given([])
        .when(command('CreateTutorProfile', { tutorId: 'u1', firstName: ' Ana ', lastName: 'López' }))
        .then([created]);
    });

    it('changes nothing when the profile is already open', () => {
      spec.given([created]).when(command('CreateTutorProfile', { tutorId: 'u1', firstName: 'Other', lastName: 'Name' })).thenNothingHappened();
    });

    it('refuses every other command before the profile exists', () => {
      spec.given([]).when(command('EditBio', { bio: 'Hello' })).thenThrows(Messages.profileNotFound);
      spec.given([]).when(command('SignAgreement', { agreementVersion: 'v1', agreementText: 'Text' })).thenThrows(Messages.profileNotFound);
    });
  });

  describe('profile ids', () => {
    it('gives each user a stable 10-character lower-case base-36 id', () => {
      expect(profileIdOf('u1')).toBe(profileIdOf('u1'));
      expect(profileIdOf('u1')).not.toBe(profileIdOf('u2'));
      for (const userId of ['u1', 'u2', '3f1c2a9e-2b1d-4c7e-9a51-0c3b1b9d8e11']) expect(isProfileId(profileIdOf(userId))).toBe(true);
    });

    it('keeps ids distinct across many users', () => {
      const ids = new Set(Array.from({ length: 20_000 }, (_, index) => profileIdOf(`user-${index}`)));
      expect(ids.size).toBe(20_000);
    });

    it.each([
      ['Ana María', 'López', 'ana-maria-l-0123456789'],
      ['José', "O'Brien", 'jose-o-0123456789'],
      ['李', '王', 'tutor-0123456789'],
      ['Zoë', ' de la Cruz', 'zoe-d-0123456789'],
    ])('makes the page id of %s %s readable', (firstName, lastName, expected) => {
      const pageId = profilePageIdOf(firstName, lastName, '0123456789');
      expect(pageId).toBe(expected);
      expect(isProfilePageId(pageId)).toBe(true);
    });
  });

  describe('bio', () => {
    it('records the trimmed bio', () => {
      spec.given([created]).when(command('EditBio', { bio: '  I love algebra.  ' })).then([event('TutorBioEdited', { bio: 'I love algebra.' })]);
    });

    it('records nothing when the bio is unchanged, or still empty', () => {
      spec.given([created, event('TutorBioEdited', { bio: 'I love algebra.' })]).when(command('EditBio', { bio: 'I love algebra. ' })).thenNothingHappened();
      spec.given([created]).when(command('EditBio', { bio: '   ' })).thenNothingHappened();
    });

    it('accepts 2000 characters and refuses 2001', () => {
      spec.given([created]).when(command('EditBio', { bio: 'a'.repeat(2000) })).then([event('TutorBioEdited', { bio: 'a'.repeat(2000) })]);
      spec.given([created]).when(command('EditBio', { bio: 'a'.repeat(2001) })).thenThrows(Messages.bioTooLong, { description: Messages.bioTooLong });
    });

    it('refuses profanity, also disguised', () => {
      for (const bio of ['This is shit', 'what the fuuuck']) {
        spec.given([created]).when(command('EditBio', { bio })).thenThrows(Messages.bioGuidelines, { description: Messages.bioGuidelines });
      }
    });

    it('does not flag innocent words that contain a bad one', () => {
      spec
        .given([created])
        .when(command('EditBio', { bio: 'Assessment prep for Scunthorpe students' }))
        .then([event('TutorBioEdited', { bio: 'Assessment prep for Scunthorpe students' })]);
    });
  });

  describe('hourly wage', () => {
    it.each([
      [0.4, 1],
      [0.5, 1],
      [1, 1],
      [12.4, 12],
      [12.5, 13],
      [12.6, 13],
      [9999, 9999],
    ])('rounds %p to %p', (input, expected) => {
      expect(roundHourlyWage(input)).toBe(expected);
      spec.given([created]).when(command('SetHourlyWage', { hourlyWage: input })).then([event('TutorHourlyWageSet', { hourlyWage: expected })]);
    });

    it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY, 10_000])('refuses %p', (hourlyWage) => {
      expect(roundHourlyWage(hourlyWage)).toBeNull();
      spec.given([created]).when(command('SetHourlyWage', { hourlyWage })).thenThrows(Messages.invalidHourlyWage, { hourlyWage: Messages.invalidHourlyWage });
    });

    it('records nothing when the rounded rate is the current one', () => {
      spec.given([created, event('TutorHourlyWageSet', { hourlyWage: 13 })]).when(command('SetHourlyWage', { hourlyWage: 12.6 })).thenNothingHappened();
    });

    it('records the admin and the trimmed reason when an admin sets it with one, and refuses a blank reason', () => {
      spec
        .given([created])
        .when(command('SetHourlyWage', { hourlyWage: 45, reason: ' Certified teacher ' }))
        .then([event('TutorHourlyWageSet', { hourlyWage: 45, byUserId: 'u1', reason: 'Certified teacher' })]);
      spec.given([created]).when(command('SetHourlyWage', { hourlyWage: 45, reason: ' ' })).thenThrows('Please give a reason for the change.', { reason: 'Please give a reason for the change.' });
    });
  });

  describe('availability', () => {
    it('keeps each day once, in calendar order, with its times in order, leaving out empty days', () => {
      spec
        .given([created])
        .when(
          command('EditAvailability', {
            dailyAvailability: [
              { day: 'FRIDAY', times: ['EVENING'] },
              { day: 'MONDAY', times: ['EVENING', 'MORNING'] },
              { day: 'FRIDAY', times: ['MORNING', 'EVENING'] },
              { day: 'SUNDAY', times: [] },
            ],
            availabilityDescription: '  Weekday evenings  ',
          }),
        )
        .then([
          event('TutorAvailabilityEdited', {
            dailyAvailability: [
              { day: 'MONDAY', times: ['MORNING', 'EVENING'] },
              { day: 'FRIDAY', times: ['MORNING', 'EVENING'] },
            ],
            availabilityDescription: 'Weekday evenings',
          }),
        ]);
    });

    it('records nothing when the week and description are unchanged', () => {
      const edited = event('TutorAvailabilityEdited', { dailyAvailability: [{ day: 'MONDAY', times: ['MORNING'] }], availabilityDescription: null });
      spec
        .given([created, edited])
        .when(command('EditAvailability', { dailyAvailability: [{ day: 'MONDAY', times: ['MORNING', 'MORNING'] }], availabilityDescription: ' ' }))
        .thenNothingHappened();
      spec.given([created]).when(command('EditAvailability', { dailyAvailability: [], availabilityDescription: null })).thenNothingHappened();
    });

    it('refuses days and times not in the list, and a description against the guidelines, field by field', () => {
      spec
        .given([created])
        .when(command('EditAvailability', { dailyAvailability: [{ day: 'FUNDAY', times: ['MORNING'] }], availabilityDescription: 'shit times' }))
        .thenThrows(Messages.invalidAvailability, {
          dailyAvaliability: Messages.invalidAvailability,
          avaliabilityDesc: Messages.availabilityGuidelines,
        });
      spec
        .given([created])
        .when(command('EditAvailability', { dailyAvailability: [{ day: 'MONDAY', times: ['NIGHT'] }], availabilityDescription: null }))
        .thenThrows(Messages.invalidAvailability);
    });

    it('refuses a description over 500 characters', () => {
      spec
        .given([created])
        .when(command('EditAvailability', { dailyAvailability: [], availabilityDescription: 'a'.repeat(501) }))
        .thenThrows(Messages.availabilityDescriptionTooLong, { avaliabilityDesc: Messages.availabilityDescriptionTooLong });
    });
  });

  describe('location', () => {
    const austin = { zipCode: '78701', city: 'Austin', state: 'TX', latitude: 30.27, longitude: -97.74 };

    it('records the ZIP cut to 5 digits with its city, state and coordinates', () => {
      spec
        .given([created])
        .when(command('SetLocation', { ...austin, zipCode: '78701-1234', state: 'tx' }))
        .then([event('TutorLocationSet', austin)]);
    });

    it('records nothing for the same place', () => {
      spec.given([created, event('TutorLocationSet', austin)]).when(command('SetLocation', austin)).thenNothingHappened();
    });

    it('refuses a bad ZIP, a missing city and an unknown state together', () => {
      spec
        .given([created])
        .when(command('SetLocation', { ...austin, zipCode: '787', city: ' ', state: 'Texas' }))
        .thenThrows(Messages.zipRequired, { zipCode: Messages.zipRequired, city: Messages.cityRequired, state: Messages.invalidState });
    });

    it('refuses coordinates off the globe', () => {
      spec.given([created]).when(command('SetLocation', { ...austin, latitude: 91 })).thenThrows(Messages.invalidCoordinates, { zipCode: Messages.invalidCoordinates });
      spec.given([created]).when(command('SetLocation', { ...austin, longitude: 1e308 })).thenThrows(Messages.invalidCoordinates);
    });

    it('refuses a city longer than 200 characters', () => {
      spec.given([created]).when(command('SetLocation', { ...austin, city: HUGE })).thenThrows(ValueBoundsMessages.atMost200Characters, { city: ValueBoundsMessages.atMost200Characters });
    });
  });

  describe('session preference', () => {
    it.each(['no-preference', 'in-person', 'online'])('records %s', (sessionPreference) => {
      spec
        .given([created])
        .when(command('SetSessionPreference', { sessionPreference }))
        .then([event('TutorSessionPreferenceSet', { sessionPreference: sessionPreference as 'online' })]);
    });

    it('records nothing when unchanged and refuses other values', () => {
      spec.given([created, event('TutorSessionPreferenceSet', { sessionPreference: 'online' })]).when(command('SetSessionPreference', { sessionPreference: 'online' })).thenNothingHappened();
      spec
        .given([created])
        .when(command('SetSessionPreference', { sessionPreference: 'ONLINE' }))
        .thenThrows(Messages.invalidSessionPreference, { sessionPreference: Messages.invalidSessionPreference });
    });
  });

  describe('visibility, agreement and onboarding', () => {
    it('records visibility changes only', () => {
      spec.given([created]).when(command('SetVisibility', { isVisible: true })).then([event('TutorVisibilitySet', { isVisible: true })]);
      spec.given([created]).when(command('SetVisibility', { isVisible: false })).then([event('TutorVisibilitySet', { isVisible: false })]);
      spec.given([created, event('TutorVisibilitySet', { isVisible: true })]).when(command('SetVisibility', { isVisible: true })).thenNothingHappened();
      spec.given([created]).when(command('SetVisibility', { isVisible: 'yes' as never })).thenThrows(Messages.invalidVisibility);
    });

  });

  describe('school', () => {
    const school = { id: 'inst-1', name: 'Austin High School', city: 'Austin', state: 'TX' };

    it('records a catalog school or one typed in by hand', () => {
      spec
        .given([created])
        .when(command('SetSchool', { school: { ...school, name: ' Austin High School ' }, isHighSchoolTutor: true }))
        .then([event('TutorSchoolSet', { school, isHighSchoolTutor: true })]);
      spec
        .given([created])
        .when(command('SetSchool', { school: { id: '', name: 'Home School Co-op', city: 'Round Rock', state: 'tx' }, isHighSchoolTutor: false }))
        .then([event('TutorSchoolSet', { school: { id: null, name: 'Home School Co-op', city: 'Round Rock', state: 'TX' }, isHighSchoolTutor: false })]);
    });

    it('records nothing when school and level are unchanged, but a change of level alone', () => {
      const set = event('TutorSchoolSet', { school, isHighSchoolTutor: true });
      spec.given([created, set]).when(command('SetSchool', { school, isHighSchoolTutor: true })).thenNothingHappened();
      spec.given([created, set]).when(command('SetSchool', { school, isHighSchoolTutor: false })).then([event('TutorSchoolSet', { school, isHighSchoolTutor: false })]);
    });

    it('refuses a school without name, city or state, and a name against the guidelines', () => {
      spec
        .given([created])
        .when(command('SetSchool', { school: { id: null, name: ' ', city: '', state: '' }, isHighSchoolTutor: false }))
        .thenThrows(Messages.schoolNameRequired, {
          name: Messages.schoolNameRequired,
          city: Messages.schoolCityRequired,
          state: Messages.schoolStateRequired,
        });
      spec
        .given([created])
        .when(command('SetSchool', { school: { ...school, name: 'Shit High' }, isHighSchoolTutor: false }))
        .thenThrows(Messages.schoolGuidelines, { name: Messages.schoolGuidelines });
    });

    it('refuses a 100,000-character name, city or id (issue 13, finding 5), and a level that is no yes or no', () => {
      spec
        .given([created])
        .when(command('SetSchool', { school: { id: HUGE, name: HUGE, city: HUGE, state: 'TX' }, isHighSchoolTutor: false }))
        .thenThrows(ValueBoundsMessages.atMost200Characters, {
          name: ValueBoundsMessages.atMost200Characters,
          city: ValueBoundsMessages.atMost200Characters,
          schoolId: ValueBoundsMessages.atMost200Characters,
        });
      spec.given([created]).when(command('SetSchool', { school, isHighSchoolTutor: 'maybe' as never })).thenThrows(Messages.invalidHighSchoolTutor);
    });
  });

  describe('grades and subjects', () => {
    it('records grades once each in the spec order, and nothing when unchanged', () => {
      const set = event('TutorGradesForTutoringSet', { gradesForTutoring: ['MIDDLE_SCHOOL', 'HIGH_SCHOOL'] });
      spec.given([created]).when(command('SetGradesForTutoring', { gradesForTutoring: ['HIGH_SCHOOL', 'MIDDLE_SCHOOL', 'HIGH_SCHOOL'] })).then([set]);
      spec.given([created, set]).when(command('SetGradesForTutoring', { gradesForTutoring: ['HIGH_SCHOOL', 'MIDDLE_SCHOOL'] })).thenNothingHappened();
    });

    it('refuses no grade or an unknown one with the spec message', () => {
      for (const gradesForTutoring of [[], ['KINDERGARTEN']]) {
        spec
          .given([created])
          .when(command('SetGradesForTutoring', { gradesForTutoring }))
          .thenThrows('Please select a grade level.', { gradesForTutoring: 'Please select a grade level.' });
      }
    });

    it('records subjects once each in the spec order, and nothing when unchanged', () => {
      const set = event('TutorSubjectsSet', { subjects: ['Math', 'Science'] });
      spec.given([created]).when(command('SetSubjects', { subjects: ['Science', 'Math'] })).then([set]);
      spec.given([created, set]).when(command('SetSubjects', { subjects: ['Math', 'Science', 'Math'] })).thenNothingHappened();
    });

    it('refuses no subject or one outside the categories', () => {
      spec.given([created]).when(command('SetSubjects', { subjects: [] })).thenThrows(Messages.subjectsRequired, { subjects: Messages.subjectsRequired });
      spec.given([created]).when(command('SetSubjects', { subjects: ['Math', 'Cooking'] })).thenThrows(Messages.invalidSubject, { subjects: Messages.invalidSubject });
    });
  });

  describe('classes', () => {
    const add = (classes: Array<Partial<TutorClass> & { course: string }>) =>
      command('AddClasses', { classes: classes.map((tutorClass) => ({ subject: 'Math', isHighSchoolClass: true, ...tutorClass })) });

    it('refuses a course, school or teacher longer than 200 characters (issue 13, finding 5)', () => {
      for (const tutorClass of [{ course: HUGE }, { course: 'Geometry', school: HUGE }, { course: 'Geometry', teacher: HUGE }]) {
        spec.given([created]).when(add([tutorClass])).thenThrows(ValueBoundsMessages.atMost200Characters, { classes: ValueBoundsMessages.atMost200Characters });
      }
    });

    it('refuses more than 100 classes in one go', () => {
      spec.given([created]).when(add(Array.from({ length: 101 }, (_, i) => ({ course: `Course ${i}` })))).thenThrows(Messages.tooManyClasses);
    });

    it('keys each class by its course, a subject by the subject key, and records each once', () => {
      spec
        .given([created])
        .when(
          add([
            { course: ' Algebra 1 ', school: ' Austin High School ', teacher: '' },
            { course: 'Algebra 1', school: 'Elsewhere' },
            { course: 'English', subject: 'English', isHighSchoolClass: false },
          ]),
        )
        .then([
          event('TutorClassesAdded', {
            classes: [
              algebra,
              { courseKey: 'subject-english', course: 'English', subject: 'English', school: null, teacher: null, isHighSchoolClass: false },
            ],
          }),
        ]);
    });

    it('records only the classes not listed yet, and nothing when all are', () => {
      const added = event('TutorClassesAdded', { classes: [algebra] });
      spec.given([created, added]).when(add([{ course: 'Algebra 1' }])).thenNothingHappened();
      spec
        .given([created, added])
        .when(add([{ course: 'Algebra 1' }, { course: 'Geometry' }]))
        .then([event('TutorClassesAdded', { classes: [{ ...algebra, courseKey: 'geometry', course: 'Geometry', school: null }] })]);
    });

    it('refuses no class, a class without course or subject, and a teacher against the guidelines', () => {
      spec.given([created]).when(add([])).thenThrows(Messages.classesRequired, { classes: Messages.classesRequired });
      spec.given([created]).when(add([{ course: ' ' }])).thenThrows(Messages.classCourseRequired, { classes: Messages.classCourseRequired });
      spec.given([created]).when(add([{ course: 'Algebra 1', subject: 'Maths' as TutorClass['subject'] }])).thenThrows(Messages.classSubjectRequired);
      spec.given([created]).when(add([{ course: 'Algebra 1', teacher: 'Mr Shithead' }])).thenThrows(Messages.classGuidelines, { classes: Messages.classGuidelines });
    });

    it('refuses more than 100 classes on one profile', () => {
      const hundred = Array.from({ length: 100 }, (_, index) => ({ course: `Course ${index}` }));
      spec.given([created]).when(add(hundred)).then([expect.objectContaining({ type: 'TutorClassesAdded' })] as TutorProfileEvent[]);
      spec.given([created]).when(add([...hundred, { course: 'One too many' }])).thenThrows(Messages.tooManyClasses);
    });

    it('removes listed classes only, and records nothing when none is listed', () => {
      const added = event('TutorClassesAdded', { classes: [algebra] });
      spec
        .given([created, added])
        .when(command('RemoveClasses', { courseKeys: ['algebra-1', 'algebra-1', 'geometry'] }))
        .then([event('TutorClassesRemoved', { courseKeys: ['algebra-1'] })]);
      spec.given([created, added, event('TutorClassesRemoved', { courseKeys: ['algebra-1'] })]).when(command('RemoveClasses', { courseKeys: ['algebra-1'] })).thenNothingHappened();
      spec.given([created]).when(command('RemoveClasses', { courseKeys: [] })).thenThrows(Messages.courseKeysRequired, { courseKeys: Messages.courseKeysRequired });
    });

    it('lets a removed class be added again', () => {
      spec
        .given([created, event('TutorClassesAdded', { classes: [algebra] }), event('TutorClassesRemoved', { courseKeys: ['algebra-1'] })])
        .when(add([{ course: 'Algebra 1', school: 'Austin High School' }]))
        .then([event('TutorClassesAdded', { classes: [algebra] })]);
    });
  });

  describe('past tutoring hours', () => {
    it('records every import, a repeated one too (hours add up; retries are made safe by idempotency keys)', () => {
      const imported = event('PastTutoringHoursImported', { hours: 12.5, source: 'legacy' });
      spec.given([created, imported]).when(command('ImportPastTutoringHours', { hours: 12.5, source: ' legacy ' })).then([imported]);
    });

    it('refuses hours of 0 or less and a missing source', () => {
      spec
        .given([created])
        .when(command('ImportPastTutoringHours', { hours: 0, source: '' }))
        .thenThrows(Messages.invalidHours, { hours: Messages.invalidHours, source: Messages.hoursSourceRequired });
      spec.given([created]).when(command('ImportPastTutoringHours', { hours: 1, source: HUGE })).thenThrows(ValueBoundsMessages.atMost200Characters);
    });
  });

  it('keeps a page id readable whatever the length of the first name', () => {
    expect(profilePageIdOf('a'.repeat(100_000), 'López', profileId)).toBe(`${'a'.repeat(40)}-l-${profileId}`);
  });
});

describe('tutor profile edits (several commands in one append)', () => {
  const edits = deciderSpecification(tutorProfileEditsDecider);
  const editProfile = (commands: TutorProfileCommandInput[]): EditTutorProfile => ({ type: 'EditTutorProfile', data: { commands }, metadata });

  it('opens the profile and applies each command to the state the earlier ones left', () => {
    edits
      .given([])
      .when(
        editProfile([
          { type: 'CreateTutorProfile', data: { tutorId: 'u1', firstName: 'Ana', lastName: 'López' } },
          { type: 'SetHourlyWage', data: { hourlyWage: 30 } },
          { type: 'SetHourlyWage', data: { hourlyWage: 30.2 } },
          { type: 'SetVisibility', data: { isVisible: true } },
        ]),
      )
      .then([created, event('TutorHourlyWageSet', { hourlyWage: 30 }), event('TutorVisibilitySet', { isVisible: true })]);
  });

  it('records nothing when nothing changes', () => {
    edits
      .given([created, event('TutorSubjectsSet', { subjects: ['Math'] })])
      .when(editProfile([{ type: 'CreateTutorProfile', data: { tutorId: 'u1', firstName: 'Ana', lastName: 'López' } }, { type: 'SetSubjects', data: { subjects: ['Math'] } }]))
      .thenNothingHappened();
  });

  it('records nothing of a batch with an invalid field, and reports every invalid field', () => {
    edits
      .given([created])
      .when(
        editProfile([
          { type: 'SetGradesForTutoring', data: { gradesForTutoring: [] } },
          { type: 'SetSubjects', data: { subjects: ['Math'] } },
          { type: 'SetSessionPreference', data: { sessionPreference: 'sometimes' } },
        ]),
      )
      .thenThrows(Messages.gradesRequired, { gradesForTutoring: Messages.gradesRequired, sessionPreference: Messages.invalidSessionPreference });
  });

  it('stops at a refusal that is not about a field', () => {
    edits.given([]).when(editProfile([{ type: 'SetVisibility', data: { isVisible: true } }])).thenThrows(Messages.profileNotFound);
  });
});
