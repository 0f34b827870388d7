import { CURRENT_USER, CurrentUser, LOGIN, SIGN_UP, signUpInput } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const TUTOR_FIELDS = `id profileId profilePageId firstName lastInitial bio hourlyWage
  school { id name city state } isHighSchoolTutor subjects gradesForTutoring sessionPreference
  classes { courseKey course subject school teacher isHighSchoolClass }
  avaliabilityDesc dailyAvaliability { day times } location { zip city state }
  isVisible hasSignedAgreement isOnboarded`;

const EDIT_DESCRIPTION = `mutation ($description: String!) { editDescription(description: $description) { ${TUTOR_FIELDS} } }`;
const EDIT_HOURLY_WAGE = `mutation ($hourlyWage: Float!) { editHourlyWage(hourlyWage: $hourlyWage) { ${TUTOR_FIELDS} } }`;
const EDIT_AVAILABILITY = `mutation ($input: AvailabilityInput!) { editAvailability(input: $input) { ${TUTOR_FIELDS} } }`;
const EDIT_LOCATION = `mutation ($zipCode: String!) { editLocationV2(zipCode: $zipCode) { ${TUTOR_FIELDS} } }`;
const EDIT_VISIBILITY = `mutation ($isVisible: Boolean!) { editVisibilityV2(isVisible: $isVisible) { ${TUTOR_FIELDS} } }`;
const SIGN_AGREEMENT = `mutation { signTutorAgreement { ${TUTOR_FIELDS} } }`;
const EDIT_PREFERENCES = `mutation ($input: TutoringPreferencesInput!) { editTutoringPreferences(input: $input) { ${TUTOR_FIELDS} } }`;
const EDIT_SCHOOL = `mutation ($input: SchoolInfoInput!) { editSchoolInfo(input: $input) { ${TUTOR_FIELDS} } }`;
const ADD_CLASSES = `mutation ($tutorId: ID, $classes: [TutorClassInput!]!) { addClassesToTutorProfile(tutorId: $tutorId, classes: $classes) { ${TUTOR_FIELDS} } }`;
const REMOVE_CLASSES = `mutation ($courseKeys: [String!]!) { removeClassesFromTutorProfile(courseKeys: $courseKeys) { ${TUTOR_FIELDS} } }`;
const ON_BOARD = `mutation ($tutorId: ID!) { onBoardTutor(tutorId: $tutorId) { ${TUTOR_FIELDS} } }`;

interface Tutor {
  id: string;
  profileId: string;
  profilePageId: string;
  firstName: string;
  lastInitial: string;
  bio: string | null;
  hourlyWage: number | null;
  school: { id: string | null; name: string; city: string; state: string } | null;
  isHighSchoolTutor: boolean;
  subjects: string[];
  gradesForTutoring: string[];
  sessionPreference: string;
  classes: Array<{ courseKey: string; course: string; subject: string; school: string | null; teacher: string | null; isHighSchoolClass: boolean }>;
  avaliabilityDesc: string | null;
  dailyAvaliability: Array<{ day: string; times: string[] }>;
  location: { zip: string; city: string; state: string } | null;
  isVisible: boolean;
  hasSignedAgreement: boolean;
  isOnboarded: boolean;
}

/** One valid call of each tutor mutation (onBoardTutor and addClassesToTutorProfile by id are the admin's). */
const TUTOR_MUTATIONS: Array<[name: string, query: string, variables: Record<string, unknown>]> = [
  ['editDescription', EDIT_DESCRIPTION, { description: 'I teach algebra.' }],
  ['editHourlyWage', EDIT_HOURLY_WAGE, { hourlyWage: 30 }],
  ['editAvailability', EDIT_AVAILABILITY, { input: { dailyAvaliability: [{ day: 'MONDAY', times: ['EVENING'] }] } }],
  ['editLocationV2', EDIT_LOCATION, { zipCode: '78701' }],
  ['editVisibilityV2', EDIT_VISIBILITY, { isVisible: true }],
  ['signTutorAgreement', SIGN_AGREEMENT, {}],
  ['editTutoringPreferences', EDIT_PREFERENCES, { input: { subjects: ['Math'] } }],
  ['editSchoolInfo', EDIT_SCHOOL, { input: { name: 'Austin High School', city: 'Austin', state: 'TX' } }],
  ['addClassesToTutorProfile', ADD_CLASSES, { classes: [{ course: 'Geometry' }] }],
  ['removeClassesFromTutorProfile', REMOVE_CLASSES, { courseKeys: ['geometry'] }],
];

describe('tutor profile over GraphQL', () => {
  let app: TestApp;
  let admin: GraphqlClient;

  async function signedUp(profileType: 'TUTOR' | 'STUDENT_OR_PARENT', firstName = 'Ana', lastName = 'López'): Promise<{ client: GraphqlClient; id: string }> {
    const client = app.client();
    await client.data(SIGN_UP, { input: signUpInput({ profileType, firstName, lastName }) });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id };
  }

  const tutorOf = async (client: GraphqlClient, query: string, variables: Record<string, unknown> = {}): Promise<Tutor> => {
    const data = await client.data<Record<string, Tutor>>(query, variables);
    return Object.values(data)[0];
  };

  const tutorEventCount = async (tutorId: string) => (await app.running.platform.eventStore.readStream(`tutor-${tutorId}`)).length;

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
  });
  afterAll(async () => app.close());

  it('opens the profile on first use and answers each change with the tutor as search shows them', async () => {
    const { client: tutor, id } = await signedUp('TUTOR', 'Ana María', 'López');

    const described = await tutorOf(tutor, EDIT_DESCRIPTION, { description: '  Patient algebra and geometry tutor.  ' });
    expect(described).toMatchObject({ id, firstName: 'Ana María', lastInitial: 'L', bio: 'Patient algebra and geometry tutor.' });
    expect(described.profileId).toMatch(/^[0-9a-z]{10}$/);
    expect(described.profilePageId).toBe(`ana-maria-l-${described.profileId}`);
    expect(described).toMatchObject({ isVisible: false, hasSignedAgreement: false, isOnboarded: false, hourlyWage: null, location: null });

    expect((await tutorOf(tutor, EDIT_HOURLY_WAGE, { hourlyWage: 12.6 })).hourlyWage).toBe(13);
    expect((await tutorOf(tutor, EDIT_HOURLY_WAGE, { hourlyWage: 0.4 })).hourlyWage).toBe(1);

    const available = await tutorOf(tutor, EDIT_AVAILABILITY, {
      input: {
        dailyAvaliability: [
          { day: 'FRIDAY', times: ['EVENING', 'MORNING'] },
          { day: 'MONDAY', times: ['AFTERNOON'] },
        ],
        avaliabilityDesc: 'After school most days',
      },
    });
    expect(available.dailyAvaliability).toEqual([
      { day: 'MONDAY', times: ['AFTERNOON'] },
      { day: 'FRIDAY', times: ['MORNING', 'EVENING'] },
    ]);
    expect(available.avaliabilityDesc).toBe('After school most days');

    expect((await tutorOf(tutor, EDIT_LOCATION, { zipCode: '78701-1234' })).location).toEqual({ zip: '78701', city: 'Austin', state: 'TX' });

    const preferences = await tutorOf(tutor, EDIT_PREFERENCES, {
      input: { gradesForTutoring: ['HIGH_SCHOOL', 'MIDDLE_SCHOOL'], subjects: ['Science', 'Math'], sessionPreference: 'online' },
    });
    expect(preferences).toMatchObject({ gradesForTutoring: ['MIDDLE_SCHOOL', 'HIGH_SCHOOL'], subjects: ['Math', 'Science'], sessionPreference: 'online' });

    const schooled = await tutorOf(tutor, EDIT_SCHOOL, { input: { name: 'Westlake Home School', city: 'Austin', state: 'tx', isHighSchoolTutor: true } });
    expect(schooled).toMatchObject({ school: { id: null, name: 'Westlake Home School', city: 'Austin', state: 'TX' }, isHighSchoolTutor: true });

    const withClasses = await tutorOf(tutor, ADD_CLASSES, {
      classes: [{ course: 'algebra 1', school: 'Westlake Home School', teacher: 'Ms. Rivera' }, { course: 'Robotics Club Projects', subject: 'Engineering/Tech' }],
    });
    expect(withClasses.classes).toEqual([
      { courseKey: 'algebra-1', course: 'Algebra 1', subject: 'Math', school: 'Westlake Home School', teacher: 'Ms. Rivera', isHighSchoolClass: true },
      { courseKey: 'robotics-club-projects', course: 'Robotics Club Projects', subject: 'Engineering/Tech', school: null, teacher: null, isHighSchoolClass: false },
    ]);
    expect((await tutorOf(tutor, REMOVE_CLASSES, { courseKeys: ['robotics-club-projects'] })).classes.map((tutorClass) => tutorClass.courseKey)).toEqual([
      'algebra-1',
    ]);

    expect((await tutorOf(tutor, EDIT_VISIBILITY, { isVisible: true })).isVisible).toBe(true);
    expect((await tutorOf(tutor, SIGN_AGREEMENT)).hasSignedAgreement).toBe(true);
    expect((await tutorOf(admin, ON_BOARD, { tutorId: id })).isOnboarded).toBe(true);
  });

  it('takes a school from the catalog, by id or by a name or alias it knows', async () => {
    const { client: tutor } = await signedUp('TUTOR');
    expect(await tutorOf(tutor, EDIT_SCHOOL, { input: { schoolId: 'westlake-high-school-austin-tx' } })).toMatchObject({
      school: { id: 'westlake-high-school-austin-tx', name: 'Westlake High School', city: 'Austin', state: 'TX' },
      isHighSchoolTutor: true,
    });
    expect(await tutorOf(tutor, EDIT_SCHOOL, { input: { name: 'lasa', city: 'austin', state: 'TX', isHighSchoolTutor: false } })).toMatchObject({
      school: { id: 'liberal-arts-and-science-academy-austin-tx', name: 'Liberal Arts and Science Academy', city: 'Austin', state: 'TX' },
      isHighSchoolTutor: false,
    });
  });

  it('records nothing for a change that changes nothing', async () => {
    const { client: tutor, id } = await signedUp('TUTOR');
    await tutor.data(EDIT_HOURLY_WAGE, { hourlyWage: 25 });
    await tutor.data(SIGN_AGREEMENT);
    const before = await tutorEventCount(id);
    expect((await tutorOf(tutor, EDIT_HOURLY_WAGE, { hourlyWage: 24.8 })).hourlyWage).toBe(25);
    expect((await tutorOf(tutor, SIGN_AGREEMENT)).hasSignedAgreement).toBe(true);
    expect(await tutorEventCount(id)).toBe(before);
  });

  it('keeps every change of concurrent edits, the first of which opens the profile', async () => {
    const { client: tutor, id } = await signedUp('TUTOR');
    const results = await Promise.all([
      tutor.request(EDIT_DESCRIPTION, { description: 'Chemistry and physics.' }),
      tutor.request(EDIT_HOURLY_WAGE, { hourlyWage: 40 }),
      tutor.request(EDIT_VISIBILITY, { isVisible: true }),
      tutor.request(SIGN_AGREEMENT),
    ]);
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined, undefined, undefined]);
    const events = await app.running.platform.eventStore.readStream(`tutor-${id}`);
    expect(events.map((event) => event.type).sort()).toEqual(
      ['TutorAgreementSigned', 'TutorBioEdited', 'TutorHourlyWageSet', 'TutorProfileCreated', 'TutorVisibilitySet'].sort(),
    );
    expect(await tutorOf(tutor, EDIT_VISIBILITY, { isVisible: true })).toMatchObject({
      bio: 'Chemistry and physics.',
      hourlyWage: 40,
      isVisible: true,
      hasSignedAgreement: true,
    });
  });

  it('lets an admin add classes to any tutor, using the catalog for the subject', async () => {
    const { id } = await signedUp('TUTOR');
    const tutor = await tutorOf(admin, ADD_CLASSES, { tutorId: id, classes: [{ course: 'Geometry' }] });
    expect(tutor.id).toBe(id);
    expect(tutor.classes).toEqual([expect.objectContaining({ courseKey: 'geometry', course: 'Geometry', subject: 'Math' })]);
  });

  it.each(TUTOR_MUTATIONS)('refuses %s to a visitor as UNAUTHENTICATED', async (_name, query, variables) => {
    const response = await app.client().request(query, variables);
    expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(response.data).toBeNull();
  });

  it.each(TUTOR_MUTATIONS)('refuses %s to a client as FORBIDDEN', async (_name, query, variables) => {
    const { client, id } = await signedUp('STUDENT_OR_PARENT');
    const response = await client.request(query, variables);
    expect(response.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await tutorEventCount(id)).toBe(0);
  });

  it('answers CONFLICT to the second of two edits made from the same revision, and keeps the first', async () => {
    const EDIT_BIO_AT = `mutation ($description: String!, $revision: Int) { editDescription(description: $description, expectedRevision: $revision) { bio revision } }`;
    const EDIT_WAGE_AT = `mutation ($hourlyWage: Float!, $revision: Int) { editHourlyWage(hourlyWage: $hourlyWage, expectedRevision: $revision) { hourlyWage revision } }`;
    const { client: tutor, id } = await signedUp('TUTOR');
    const opened = (await tutor.data<{ editDescription: { bio: string; revision: number } }>(EDIT_BIO_AT, { description: 'First bio.' })).editDescription;
    const seen = opened.revision;
    expect(seen).toBe((await tutorEventCount(id)) - 1);

    const first = (await tutor.data<{ editHourlyWage: { hourlyWage: number; revision: number } }>(EDIT_WAGE_AT, { hourlyWage: 40, revision: seen })).editHourlyWage;
    expect(first).toEqual({ hourlyWage: 40, revision: seen + 1 });
    const stale = await tutor.request(EDIT_BIO_AT, { description: 'Written on an old screen.', revision: seen });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await tutorEventCount(id)).toBe(seen + 2);
    // From the revision the first edit answered, the edit goes through.
    const fresh = (await tutor.data<{ editDescription: { bio: string; revision: number } }>(EDIT_BIO_AT, { description: 'Second bio.', revision: first.revision })).editDescription;
    expect(fresh).toEqual({ bio: 'Second bio.', revision: seen + 2 });

    // Only the tutor edits their profile, with or without a revision.
    expect((await app.client().request(EDIT_BIO_AT, { description: 'Stranger.', revision: fresh.revision })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { client: someoneElse } = await signedUp('STUDENT_OR_PARENT');
    expect((await someoneElse.request(EDIT_BIO_AT, { description: 'Someone else.', revision: fresh.revision })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await tutorEventCount(id)).toBe(seen + 3);
  });

  it('keeps the admin operations to admins', async () => {
    const { client: tutor, id } = await signedUp('TUTOR');
    const { id: otherTutorId } = await signedUp('TUTOR');
    expect((await tutor.request(ON_BOARD, { tutorId: id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await tutor.request(ADD_CLASSES, { tutorId: otherTutorId, classes: [{ course: 'Geometry' }] })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().request(ON_BOARD, { tutorId: id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { client } = await signedUp('STUDENT_OR_PARENT');
    expect((await client.request(ON_BOARD, { tutorId: id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await tutorEventCount(otherTutorId)).toBe(0);
  });

  it('refuses to onboard someone who is not a tutor', async () => {
    const { id } = await signedUp('STUDENT_OR_PARENT');
    const response = await admin.request(ON_BOARD, { tutorId: id });
    expect(response.errors?.[0]).toMatchObject({
      message: 'This user is not a tutor.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { tutorId: 'This user is not a tutor.' } },
    });
  });

  it.each<[string, string, Record<string, unknown>, Record<string, string>]>([
    ['a bio against the guidelines', EDIT_DESCRIPTION, { description: 'This is shit' }, { description: 'Please enter a bio that abides by our user guidelines.' }],
    ['a bio over 2000 characters', EDIT_DESCRIPTION, { description: 'a'.repeat(2001) }, { description: 'Your bio can be at most 2000 characters long.' }],
    ['an hourly rate of 0', EDIT_HOURLY_WAGE, { hourlyWage: 0 }, { hourlyWage: 'Please enter a valid hourly rate.' }],
    ['a negative hourly rate', EDIT_HOURLY_WAGE, { hourlyWage: -20 }, { hourlyWage: 'Please enter a valid hourly rate.' }],
    [
      'an unknown day and a description against the guidelines',
      EDIT_AVAILABILITY,
      { input: { dailyAvaliability: [{ day: 'FUNDAY', times: ['MORNING'] }], avaliabilityDesc: 'shit hours' } },
      {
        dailyAvaliability: 'Please choose days of the week and times of day from the list.',
        avaliabilityDesc: 'Please enter a description that describes your general availability on those days and abides by our user guidelines.',
      },
    ],
    ['a ZIP code that is not 5 digits', EDIT_LOCATION, { zipCode: '787' }, { zipCode: 'Please enter a ZIP code.' }],
    ['a ZIP code that does not exist', EDIT_LOCATION, { zipCode: '00000' }, { zipCode: 'No ZIP Code Found' }],
    [
      'no grade level and an unknown session preference',
      EDIT_PREFERENCES,
      { input: { gradesForTutoring: [], subjects: ['Math'], sessionPreference: 'sometimes' } },
      { gradesForTutoring: 'Please select a grade level.', sessionPreference: 'Please choose no preference, in-person or online.' },
    ],
    ['a subject outside the categories', EDIT_PREFERENCES, { input: { subjects: ['Cooking'] } }, { subjects: 'Please choose subjects from the list.' }],
    [
      'a school without name, city or state',
      EDIT_SCHOOL,
      { input: { name: ' ', city: '', state: '' } },
      { name: 'Please enter the name of your school.', city: "Please enter your school's city.", state: "Please enter your school's state." },
    ],
    ['a catalog school that does not exist', EDIT_SCHOOL, { input: { schoolId: 'no-such-school' } }, { schoolId: 'No matching school found.' }],
    ['a course unknown to the catalog without a subject', ADD_CLASSES, { classes: [{ course: 'Underwater Basket Weaving' }] }, { classes: 'Please choose a subject for each class.' }],
    ['no class', ADD_CLASSES, { classes: [] }, { classes: 'Please choose at least one class.' }],
    ['no class to remove', REMOVE_CLASSES, { courseKeys: [] }, { courseKeys: 'Please choose at least one class to remove.' }],
  ])('refuses %s with the field messages', async (_case, query, variables, fieldErrors) => {
    const { client: tutor, id } = await signedUp('TUTOR');
    const response = await tutor.request(query, variables);
    expect(response.errors?.[0]).toMatchObject({ message: Object.values(fieldErrors)[0], extensions: { code: 'BAD_USER_INPUT', fieldErrors } });
    expect(await tutorEventCount(id)).toBe(0);
  });
});
