import { randomUUID } from 'node:crypto';
import { GradeLevel, SubjectCategory } from '../domain/catalog/catalog.vocabulary';
import { TutorProfileCommandInput } from '../domain/tutors/tutor-profile.commands';
import { TutorSchool } from '../domain/tutors/tutor-profile.events';
import { agreementToSign } from '../content/onboarding/tutor-onboarding.content';
import { findTutorById } from '../projections/tutor-search/tutor-search.projection';
import { CommandPipeline } from '../src/event-sourcing/command-pipeline';
import { reviewStream } from '../src/modules/reviews/review-stream';
import { TutorProfileEdits } from '../src/modules/tutors/tutor-profile-stream';
import { userStream } from '../src/modules/accounts/user-stream';
import { CURRENT_USER, CurrentUser, LOGIN, SIGN_UP, signUpInput } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const TUTOR_FIELDS = 'id profileId profilePageId firstName lastInitial distanceMiles avgReviewScore reviewCount hoursTutored gradesForTutoring sessionPreference teaches location { zip city state }';
const SEARCH = `query ($input: String!, $local: Int, $online: Int, $zip: String, $grade: GradeLevel) {
  searchTutorsByCourse(input: $input, localPageNumber: $local, onlinePageNumber: $online, zip: $zip, studentGradeLevel: $grade) {
    localTutors { ${TUTOR_FIELDS} } onlineTutors { ${TUTOR_FIELDS} } localTutorCount onlineTutorCount course locationDescription } }`;
const BY_NAME = `query ($name: String!, $page: Int) { getTutorsByName(name: $name, pageNumber: $page) { ${TUTOR_FIELDS} } }`;
const TOP = `query ($count: Int) { getTopActiveTutors(numberTutors: $count) { ${TUTOR_FIELDS} } }`;
const BY_SCHOOL = `query ($school: String!, $city: String, $state: String) { getTutorsBySchool(school: $school, city: $city, state: $state) { ${TUTOR_FIELDS} } }`;
const BY_SUBJECT = `query ($subject: String!, $page: Int) { getTutorsBySubject(subject: $subject, pageNumber: $page) { ${TUTOR_FIELDS} } }`;
const TEXT = `query ($input: String!, $sort: TutorSortType, $page: Int, $zip: String, $grade: GradeLevel, $level: String) {
  searchActiveTutorText(input: $input, sortByType: $sort, pageNumber: $page, zip: $zip, gradeFilter: $grade, tutorGradeFilter: $level) { ${TUTOR_FIELDS} } }`;
const TEXT_NEAR = `query ($input: String!, $zip: String!, $sort: TutorSortType) {
  searchActiveTutorTextByLocation(input: $input, zip: $zip, sortByType: $sort) { ${TUTOR_FIELDS} } }`;
const PROFILE = `query ($profileId: String!) { getProfilePage(profileId: $profileId) { ${TUTOR_FIELDS} } }`;
const PROFILE_PAGE = `query ($profilePageId: String!) { getUserByProfilePageIdAndReviews(profilePageId: $profilePageId) {
  tutor { ${TUTOR_FIELDS} } reviews { id tutorId clientId clientFirstName clientLastName score comments createdAt updatedAt } updatedAvgScore reviewCount } }`;
const ALL_REVIEWS = `query ($tutorId: ID!) { getAllReviewsForTutorQuery(tutorId: $tutorId) { id clientId clientFirstName score comments createdAt } }`;

interface FoundTutor {
  id: string;
  profileId: string;
  profilePageId: string;
  firstName: string;
  lastInitial: string;
  distanceMiles: number | null;
  avgReviewScore: number | null;
  reviewCount: number;
  hoursTutored: number;
  gradesForTutoring: string[];
  sessionPreference: string;
  teaches: string[];
  location: { zip: string; city: string; state: string } | null;
}

interface SearchResult {
  localTutors: FoundTutor[];
  onlineTutors: FoundTutor[];
  localTutorCount: number;
  onlineTutorCount: number;
  course: string;
  locationDescription: string | null;
}

interface TutorSpec {
  first: string;
  last: string;
  zip?: string;
  preference: 'no-preference' | 'in-person' | 'online';
  grades: GradeLevel[];
  classes: Array<[course: string, subject: SubjectCategory]>;
  hours: number;
  visible?: boolean;
  signed?: boolean;
  /** Onboarded by an admin unless false. */
  onboarded?: boolean;
  school?: TutorSchool;
  /** An account that can sign in (signed up over GraphQL). */
  withLogin?: boolean;
}

interface Made {
  id: string;
  profileId: string;
  profilePageId: string;
  client?: GraphqlClient;
}

const UT_AUSTIN: TutorSchool = { id: 'the-university-of-texas-at-austin-austin-tx', name: 'The University of Texas at Austin', city: 'Austin', state: 'TX' };
const ACC: TutorSchool = { id: null, name: 'Austin Community College', city: 'Austin', state: 'TX' };
/** All within 2.5 miles of 78701 (downtown Austin). */
const NEAR_ZIPS = ['78701', '78713', '78702', '78703', '78722', '78704'];
const NEAR_NAMES = ['Ana', 'Ben', 'Carla', 'Dev', 'Elif', 'Zoë', 'Gus', 'Hana', 'Ivan', 'Jae', 'Kofi', 'Lena', 'Milo', 'Nia', 'Omar', 'Pia', 'Raj', 'Sara', 'Tom', 'Uma', 'Vic'];

describe('finding a tutor over GraphQL', () => {
  let app: TestApp;
  let visitor: GraphqlClient;
  let admin: GraphqlClient;
  let near: Made[];
  let delValle: Made;
  let subjectOnly: Made[];
  let lockhart: Made;
  let killeen: Made;
  let hidden: Made;
  let unsigned: Made;
  let notOnboarded: Made;
  let online: Made[];
  let reviewed: Made;

  const context = (actorId: string | null) => ({ correlationId: randomUUID(), causationId: randomUUID(), actorId, now: new Date() });

  async function newUser(firstName: string, lastName: string, profileType: 'TUTOR' | 'STUDENT_OR_PARENT'): Promise<string> {
    const userId = randomUUID();
    const pipeline = app.running.app.get(CommandPipeline, { strict: false });
    const data = { userId, email: `${userId}@example.com`, password: 'long enough secret', firstName, lastName, profileTypes: [profileType] };
    await pipeline.run(userStream.decider, userStream.streamIdOf(userId), { type: 'SignUpUser', data }, context(userId), { awaitReadModels: userStream.readModels });
    return userId;
  }

  /** A tutor built through the command side, as the profile mutations and the seed build them. */
  async function newTutor(spec: TutorSpec): Promise<Made> {
    let id: string;
    let client: GraphqlClient | undefined;
    if (spec.withLogin) {
      client = app.client();
      await client.data(SIGN_UP, { input: signUpInput({ profileType: 'TUTOR', firstName: spec.first, lastName: spec.last }) });
      id = (await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER)).getCurrentUserV2.id;
    } else {
      id = await newUser(spec.first, spec.last, 'TUTOR');
    }
    const tutors = app.running.app.get(TutorProfileEdits, { strict: false });
    const commands: TutorProfileCommandInput[] = [
      { type: 'SetSessionPreference', data: { sessionPreference: spec.preference } },
      { type: 'SetGradesForTutoring', data: { gradesForTutoring: spec.grades } },
      { type: 'SetSubjects', data: { subjects: [...new Set(spec.classes.map(([, subject]) => subject))] } },
      { type: 'AddClasses', data: { classes: spec.classes.map(([course, subject]) => ({ course, subject, isHighSchoolClass: true })) } },
      { type: 'ImportPastTutoringHours', data: { hours: spec.hours, source: 'e2e' } },
      ...(spec.zip ? [tutors.locationOf(spec.zip)] : []),
      ...(spec.school ? [{ type: 'SetSchool' as const, data: { school: spec.school, isHighSchoolTutor: false } }] : []),
      { type: 'SetVisibility', data: { isVisible: spec.visible ?? true } },
      ...(spec.signed === false ? [] : [{ type: 'SignAgreement' as const, data: agreementToSign() }]),
      ...(spec.onboarded === false ? [] : [{ type: 'OnboardTutor' as const, data: {} }]),
    ];
    await tutors.run(id, commands, context(id));
    const document = await findTutorById(app.running.projections.readModels, id);
    if (!document?.profileId || !document.profilePageId) throw new Error(`no tutor document for ${spec.first}`);
    return { id, profileId: document.profileId, profilePageId: document.profilePageId, client };
  }

  const search = async (variables: Record<string, unknown>): Promise<SearchResult> =>
    (await visitor.data<{ searchTutorsByCourse: SearchResult }>(SEARCH, variables)).searchTutorsByCourse;
  const ids = (tutors: FoundTutor[]) => tutors.map((tutor) => tutor.id);
  const idsOf = (made: Made[]) => made.map((tutor) => tutor.id);

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    visitor = app.client();
    admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });

    // 21 Algebra 1 tutors within 2.5 miles of downtown Austin; more hours rank higher (near[20] first).
    near = [];
    for (const [i, first] of NEAR_NAMES.entries()) {
      near.push(
        await newTutor({
          first,
          last: i === 5 ? 'Quintana' : 'Austin',
          zip: NEAR_ZIPS[i % NEAR_ZIPS.length],
          preference: i % 2 === 0 ? 'no-preference' : 'in-person',
          grades: i % 3 === 0 ? ['MIDDLE_SCHOOL'] : ['HIGH_SCHOOL'],
          classes: [['Algebra 1', 'Math']],
          hours: i + 1,
          school: i < 4 ? UT_AUSTIN : undefined,
        }),
      );
    }
    delValle = await newTutor({ first: 'Christopher', last: 'Vale', zip: '78617', preference: 'no-preference', grades: ['HIGH_SCHOOL'], classes: [['Algebra 1', 'Math']], hours: 500.26, school: ACC });
    subjectOnly = [
      await newTutor({ first: 'Christophe', last: 'Geo', zip: '78701', preference: 'in-person', grades: ['HIGH_SCHOOL'], classes: [['Geometry', 'Math']], hours: 1000 }),
      await newTutor({ first: 'Greta', last: 'Geo', zip: '78702', preference: 'in-person', grades: ['HIGH_SCHOOL'], classes: [['Geometry', 'Math']], hours: 900 }),
    ];
    lockhart = await newTutor({ first: 'Lou', last: 'Lockhart', zip: '78644', preference: 'no-preference', grades: ['HIGH_SCHOOL'], classes: [['Algebra 1', 'Math']], hours: 50 });
    killeen = await newTutor({ first: 'Kim', last: 'Killeen', zip: '76541', preference: 'in-person', grades: ['HIGH_SCHOOL'], classes: [['Algebra 1', 'Math']], hours: 40 });
    hidden = await newTutor({ first: 'Hidden', last: 'Person', zip: '78701', preference: 'no-preference', grades: ['HIGH_SCHOOL'], classes: [['Algebra 1', 'Math']], hours: 2000, visible: false, withLogin: true });
    unsigned = await newTutor({ first: 'Unsigned', last: 'Person', zip: '78701', preference: 'no-preference', grades: ['HIGH_SCHOOL'], classes: [['Algebra 1', 'Math']], hours: 3000, signed: false });
    notOnboarded = await newTutor({ first: 'Waiting', last: 'Person', zip: '78701', preference: 'no-preference', grades: ['HIGH_SCHOOL'], classes: [['Algebra 1', 'Math']], hours: 2500, onboarded: false });
    online = [];
    for (let k = 0; k < 12; k++) {
      online.push(
        await newTutor({ first: `Nova${String.fromCharCode(65 + k)}`, last: 'York', zip: '10001', preference: 'online', grades: ['HIGH_SCHOOL', 'COLLEGE'], classes: [['Algebra 1', 'Math']], hours: 100 + k }),
      );
    }
    reviewed = await newTutor({ first: 'Piper', last: 'Keys', zip: '80202', preference: 'online', grades: ['ELEMENTARY'], classes: [['Piano', 'Music']], hours: 12.345 });
  }, 120_000);
  afterAll(async () => app.close());

  /** Near tutors best-ranked first. */
  const nearByRank = () => [...near].reverse();

  describe('searchTutorsByCourse', () => {
    it('pages local tutors by 10: the course first, nearer first, best-ranked first; the core subject after; then online tutors', async () => {
      const page1 = await search({ input: 'Algebra 1', zip: '78701' });
      expect(page1).toMatchObject({ course: 'Algebra 1', locationDescription: 'Austin, TX', localTutorCount: 24, onlineTutorCount: 13, onlineTutors: [] });
      expect(ids(page1.localTutors)).toEqual(idsOf(nearByRank().slice(0, 10)));

      const page2 = await search({ input: 'algebra 1', zip: '78701', local: 2 });
      expect(ids(page2.localTutors)).toEqual(idsOf(nearByRank().slice(10, 20)));
      expect(page2.onlineTutors).toEqual([]);

      // Local exhausted (fewer than 10): the first online page comes with it.
      const page3 = await search({ input: 'Algebra 1', zip: '78701', local: 3, online: 1 });
      expect(ids(page3.localTutors)).toEqual([near[0].id, delValle.id, ...idsOf(subjectOnly)]);
      expect(ids(page3.onlineTutors)).toEqual(idsOf([...online].reverse().slice(0, 10)));
      expect(page3.onlineTutors.every((tutor) => tutor.distanceMiles === null)).toBe(true);

      const online2 = await search({ input: 'Algebra 1', zip: '78701', local: 4, online: 2 });
      expect(online2.localTutors).toEqual([]);
      expect(ids(online2.onlineTutors)).toEqual([online[1].id, online[0].id, lockhart.id]);
      expect((await search({ input: 'Algebra 1', zip: '78701', local: 4, online: 3 })).onlineTutors).toEqual([]);
    });

    it('finds an in-person tutor 10 miles away, and neither one 27 nor one 58 miles away', async () => {
      const { localTutors } = await search({ input: 'Algebra 1', zip: '78701', local: 3 });
      const found = localTutors.find((tutor) => tutor.id === delValle.id);
      expect(found?.distanceMiles).toBeCloseTo(10.2, 1);
      expect(found?.location).toEqual({ zip: '78617', city: 'Del Valle', state: 'TX' });
      for (const page of [1, 2, 3]) {
        const result = await search({ input: 'Algebra 1', zip: '78701', local: page, online: 1 });
        expect(result.localTutors.every((tutor) => tutor.distanceMiles !== null && tutor.distanceMiles <= 25)).toBe(true);
        expect(ids(result.localTutors)).not.toContain(lockhart.id);
        expect(ids([...result.localTutors, ...result.onlineTutors])).not.toContain(killeen.id);
      }
      // Lockhart teaches online too: an online result, not a local one.
      const { onlineTutors } = await search({ input: 'Algebra 1', zip: '78701', local: 4, online: 2 });
      expect(ids(onlineTutors)).toContain(lockhart.id);
    });

    it('searches online only with localPageNumber -1, without a ZIP code, or with an unknown one', async () => {
      const onlineCapable = [delValle, ...online, lockhart, ...near.filter((_tutor, i) => i % 2 === 0)];
      for (const variables of [
        { input: 'Algebra 1', zip: '78701', local: -1 },
        { input: 'Algebra 1' },
        { input: 'Algebra 1', zip: '00000' },
        { input: 'Algebra 1', zip: '787' },
      ]) {
        const result = await search(variables);
        expect(result).toMatchObject({ localTutors: [], localTutorCount: 0, onlineTutorCount: onlineCapable.length, locationDescription: null });
        expect(ids(result.onlineTutors)).toEqual([delValle.id, ...idsOf([...online].reverse().slice(0, 9))]);
      }
      const zipPlus4 = await search({ input: 'Algebra 1', zip: '78701-1234' });
      expect(zipPlus4).toMatchObject({ locationDescription: 'Austin, TX', localTutorCount: 24 });
    });

    it('keeps only tutors of the student’s grade level, in both lists and both counts', async () => {
      const highSchool = await search({ input: 'Algebra 1', zip: '78701', grade: 'HIGH_SCHOOL', local: 2, online: 1 });
      const nearHighSchool = nearByRank().filter((_tutor, index) => (20 - index) % 3 !== 0);
      expect(highSchool.localTutorCount).toBe(nearHighSchool.length + 3);
      expect(ids(highSchool.localTutors)).toEqual([...idsOf(nearHighSchool.slice(10)), delValle.id, ...idsOf(subjectOnly)]);
      expect(highSchool.onlineTutorCount).toBe(13);
      expect(highSchool.onlineTutors).toHaveLength(10);
      expect([...highSchool.localTutors, ...highSchool.onlineTutors].every((tutor) => tutor.gradesForTutoring.includes('HIGH_SCHOOL'))).toBe(true);

      const middleSchool = await search({ input: 'Algebra 1', zip: '78701', grade: 'MIDDLE_SCHOOL' });
      expect(middleSchool).toMatchObject({ localTutorCount: 7, onlineTutorCount: 0, onlineTutors: [] });
      expect(ids(middleSchool.localTutors)).toEqual(idsOf(nearByRank().filter((_tutor, index) => (20 - index) % 3 === 0)));

      expect((await search({ input: 'Algebra 1', zip: '78701', grade: 'ELEMENTARY' })).localTutorCount).toBe(0);
    });

    it('searches a subject as one course-match group, and an unknown course finds nobody', async () => {
      const math = await search({ input: 'math', zip: '78701', local: 3 });
      expect(math).toMatchObject({ course: 'Math', localTutorCount: 24 });
      // Without a separate core-subject group, the best-ranked nearby tutors (the geometry ones) lead.
      expect(ids((await search({ input: 'Math', zip: '78701' })).localTutors).slice(0, 2)).toEqual(idsOf(subjectOnly));
      const unknown = await search({ input: 'Underwater Basket Weaving', zip: '78701' });
      expect(unknown).toMatchObject({ course: 'Underwater Basket Weaving', localTutors: [], onlineTutors: [], localTutorCount: 0, onlineTutorCount: 0 });
      expect(await search({ input: '   ' })).toMatchObject({ course: '', localTutors: [], onlineTutors: [] });
    });

    it('answers a search asked again from the tutors as they are now, not as they were when first asked', async () => {
      const before = await search({ input: 'Algebra 1', zip: '78701' });
      expect(ids(before.localTutors)).not.toContain(hidden.id);
      const setVisible = (isVisible: boolean) => hidden.client!.data(`mutation ($isVisible: Boolean!) { editVisibilityV2(isVisible: $isVisible) { id } }`, { isVisible });
      await setVisible(true);
      try {
        const after = await search({ input: 'Algebra 1', zip: '78701' });
        // The best-ranked tutor of all, 0 miles away: first once visible.
        expect(ids(after.localTutors)[0]).toBe(hidden.id);
        expect(after.localTutorCount).toBe(before.localTutorCount + 1);
      } finally {
        await setVisible(false);
      }
      expect(await search({ input: 'Algebra 1', zip: '78701' })).toEqual(before);
    });

    it('never finds a hidden tutor, one who has not signed the agreement or one not onboarded', async () => {
      const everyone = new Set<string>();
      for (const variables of [
        { input: 'Algebra 1', zip: '78701', local: 1 },
        { input: 'Algebra 1', zip: '78701', local: 2 },
        { input: 'Algebra 1', zip: '78701', local: 3, online: 1 },
        { input: 'Algebra 1', zip: '78701', local: 4, online: 2 },
        { input: 'Algebra 1', local: -1, online: 1 },
        { input: 'Algebra 1', local: -1, online: 2 },
        { input: 'Algebra 1', local: -1, online: 3 },
      ]) {
        const result = await search(variables);
        for (const tutor of [...result.localTutors, ...result.onlineTutors]) everyone.add(tutor.id);
      }
      expect(everyone.size).toBe(21 + 1 + 2 + 1 + 12);
      expect(everyone.has(hidden.id)).toBe(false);
      expect(everyone.has(unsigned.id)).toBe(false);
      expect(everyone.has(notOnboarded.id)).toBe(false);
    });
  });

  describe('other searches', () => {
    it('getTutorsByName matches the start of each word, accents and case aside, pages by 10', async () => {
      const byName = async (name: string, page?: number) => ids((await visitor.data<{ getTutorsByName: FoundTutor[] }>(BY_NAME, { name, page })).getTutorsByName);
      expect(await byName('zoe quin')).toEqual([near[5].id]);
      expect(await byName('QUINTANA ZOË')).toEqual([near[5].id]);
      expect(await byName('christoph')).toEqual([subjectOnly[0].id, delValle.id]);
      expect(await byName('christopher')).toEqual([delValle.id]);
      expect(await byName('hidden')).toEqual([]);
      expect(await byName('  ')).toEqual([]);
      expect(await byName('austin')).toEqual(idsOf(nearByRank().filter((tutor) => tutor !== near[5]).slice(0, 10)));
      expect(await byName('austin', 2)).toEqual(idsOf(nearByRank().filter((tutor) => tutor !== near[5]).slice(10)));
    });

    it('getTopActiveTutors gives the best-ranked searchable tutors', async () => {
      const top = async (count?: number) => ids((await visitor.data<{ getTopActiveTutors: FoundTutor[] }>(TOP, { count })).getTopActiveTutors);
      expect(await top(3)).toEqual([...idsOf(subjectOnly), delValle.id]);
      expect(await top()).toHaveLength(10);
      expect(await top()).not.toContain(hidden.id);
    });

    it('getTutorsBySchool finds a school by name, by name in its city, or by catalog id', async () => {
      const bySchool = async (school: string, city?: string, state?: string) =>
        ids((await visitor.data<{ getTutorsBySchool: FoundTutor[] }>(BY_SCHOOL, { school, city, state })).getTutorsBySchool);
      const utTutors = idsOf([near[3], near[2], near[1], near[0]]);
      expect(await bySchool('The University of Texas at Austin')).toEqual(utTutors);
      expect(await bySchool('the university of texas at austin', 'Austin', 'tx')).toEqual(utTutors);
      expect(await bySchool('the-university-of-texas-at-austin-austin-tx')).toEqual(utTutors);
      expect(await bySchool('The University of Texas at Austin', 'Dallas', 'TX')).toEqual([]);
      expect(await bySchool('Austin Community College')).toEqual([delValle.id]);
    });

    it('getTutorsBySubject pages every searchable tutor of a subject, online or in person', async () => {
      const bySubject = async (subject: string, page?: number) => ids((await visitor.data<{ getTutorsBySubject: FoundTutor[] }>(BY_SUBJECT, { subject, page })).getTutorsBySubject);
      const pages = [await bySubject('Math'), await bySubject('Math', 2), await bySubject('Math', 3), await bySubject('Math', 4), await bySubject('Math', 5)];
      expect(pages.map((page) => page.length)).toEqual([10, 10, 10, 8, 0]);
      expect(pages[0].slice(0, 3)).toEqual([...idsOf(subjectOnly), delValle.id]);
      expect(new Set(pages.flat()).size).toBe(38);
      expect(pages.flat()).toContain(killeen.id);
      expect(pages.flat()).not.toContain(unsigned.id);
      expect(await bySubject('Music')).toEqual([reviewed.id]);
      expect(await bySubject('Foreign Language')).toEqual([]);
    });

    it('searchActiveTutorText finds by course or by name, with filters and sort orders; ByLocation only nearby', async () => {
      const text = async (variables: Record<string, unknown>) => (await visitor.data<{ searchActiveTutorText: FoundTutor[] }>(TEXT, variables)).searchActiveTutorText;
      expect(ids(await text({ input: 'Algebra 1' })).slice(0, 2)).toEqual([delValle.id, online[11].id]);
      expect(ids(await text({ input: 'Geo' }))).toEqual(idsOf(subjectOnly));
      expect(ids(await text({ input: 'Algebra 1', grade: 'MIDDLE_SCHOOL' }))).toEqual(idsOf(nearByRank().filter((_tutor, index) => (20 - index) % 3 === 0)));
      const byDistance = await text({ input: 'Algebra 1', sort: 'DISTANCE', zip: '78701' });
      expect(byDistance.map((tutor) => tutor.distanceMiles)).toEqual([...byDistance.map((tutor) => tutor.distanceMiles)].sort((a, b) => (a ?? 0) - (b ?? 0)));

      const nearby = (await visitor.data<{ searchActiveTutorTextByLocation: FoundTutor[] }>(TEXT_NEAR, { input: 'Algebra 1', zip: '78701', sort: 'HOURS_TUTORED' }))
        .searchActiveTutorTextByLocation;
      expect(ids(nearby)).toEqual([delValle.id, ...idsOf(nearByRank().slice(0, 9))]);
      expect(nearby.every((tutor) => tutor.distanceMiles !== null && tutor.distanceMiles <= 25)).toBe(true);
    });
  });

  describe('profile pages and reviews', () => {
    it('shows a searchable tutor to anyone, and a hidden or unsigned one only to themself and admins', async () => {
      const profile = (client: GraphqlClient, profileId: string) => client.request<{ getProfilePage: FoundTutor }>(PROFILE, { profileId });
      expect((await profile(visitor, near[0].profileId)).data?.getProfilePage).toMatchObject({ id: near[0].id, firstName: 'Ana', lastInitial: 'A' });

      for (const tutor of [hidden, unsigned, notOnboarded]) {
        const refused = await profile(visitor, tutor.profileId);
        expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect((await profile(admin, tutor.profileId)).data?.getProfilePage.id).toBe(tutor.id);
        const page = await visitor.request(PROFILE_PAGE, { profilePageId: tutor.profilePageId });
        expect(page.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect((await visitor.request(ALL_REVIEWS, { tutorId: tutor.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      }
      expect((await profile(hidden.client!, hidden.profileId)).data?.getProfilePage.id).toBe(hidden.id);
      expect((await hidden.client!.request(PROFILE, { profileId: unsigned.profileId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await profile(visitor, 'nosuchprof')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('rounds review scores and hours to 1 decimal; an edit replaces its score; pages show the 5 newest reviews', async () => {
      // Reviews written straight through the pipeline: these clients never worked with the tutor (addReviewMutation would refuse them).
      const pipeline = app.running.app.get(CommandPipeline, { strict: false });
      const write = (clientId: string, command: { type: 'AddReview'; data: { reviewId: string; tutorId: string; clientId: string; score: number; comments: string } } | { type: 'EditReview'; data: { score: number; comments: string } }) =>
        pipeline.run(reviewStream.decider, reviewStream.streamIdOf(reviewed.id, clientId), command, context(clientId), { awaitReadModels: reviewStream.readModels });
      const clients: string[] = [];
      for (const [k, score] of [2, 1, 1, 1, 1, 2].entries()) {
        const clientId = await newUser(`Client${String.fromCharCode(65 + k)}`, 'Smith', 'STUDENT_OR_PARENT');
        clients.push(clientId);
        await write(clientId, { type: 'AddReview', data: { reviewId: reviewStream.reviewIdOf(reviewed.id, clientId), tutorId: reviewed.id, clientId, score, comments: `Review ${k}` } });
      }
      const profile = async () => (await visitor.data<{ getProfilePage: FoundTutor }>(PROFILE, { profileId: reviewed.profileId })).getProfilePage;
      expect(await profile()).toMatchObject({ avgReviewScore: 1.3, reviewCount: 6, hoursTutored: 12.3 });

      await write(clients[2], { type: 'EditReview', data: { score: 3, comments: 'Better now' } });
      expect(await profile()).toMatchObject({ avgReviewScore: 1.7, reviewCount: 6 });

      const { getUserByProfilePageIdAndReviews: page } = await visitor.data<{
        getUserByProfilePageIdAndReviews: { tutor: FoundTutor; reviews: Array<{ clientId: string; clientFirstName: string; clientLastName: string; score: number; createdAt: string }>; updatedAvgScore: number; reviewCount: number };
      }>(PROFILE_PAGE, { profilePageId: reviewed.profilePageId });
      expect(page).toMatchObject({ tutor: { id: reviewed.id }, updatedAvgScore: 1.7, reviewCount: 6 });
      expect(page.reviews).toHaveLength(5);
      expect(page.reviews.map((review) => review.createdAt)).toEqual([...page.reviews.map((review) => review.createdAt)].sort().reverse());
      expect(page.reviews.find((review) => review.clientId === clients[2])).toMatchObject({ score: 3, clientFirstName: 'ClientC', clientLastName: 'Smith' });

      const { getAllReviewsForTutorQuery: all } = await visitor.data<{ getAllReviewsForTutorQuery: Array<{ clientId: string; createdAt: string }> }>(ALL_REVIEWS, { tutorId: reviewed.id });
      expect(all.map((review) => review.clientId).sort()).toEqual([...clients].sort());
      expect(all.map((review) => review.createdAt)).toEqual([...all.map((review) => review.createdAt)].sort().reverse());
      expect((await search({ input: 'Piano' })).onlineTutors[0]).toMatchObject({ id: reviewed.id, avgReviewScore: 1.7, reviewCount: 6, hoursTutored: 12.3 });
    });
  });
});
