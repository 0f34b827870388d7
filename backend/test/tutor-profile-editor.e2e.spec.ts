import { CURRENT_USER, CurrentUser, SIGN_UP, signUpInput } from './support/account-operations';
import { GraphqlClient, GraphqlResponse, startTestApp, TestApp } from './support/test-app';

const TUTOR_FIELDS = `id school { id name city state } isHighSchoolTutor isVisible timeZoneId revision
  classes { courseKey course subject school teacher isHighSchoolClass } profilePicture { src rotation }`;

const ADD_CLASS = `mutation ($input: TutorClassInput!, $revision: Int) { addClass(input: $input, expectedRevision: $revision) { ${TUTOR_FIELDS} } }`;
const ADD_CLASSES = `mutation ($classes: [TutorClassInput!]!) { addClasses(classes: $classes) { ${TUTOR_FIELDS} } }`;
const ADD_HIGH_SCHOOL_CLASSES = `mutation ($classes: [TutorClassInput!]!) { addHighSchoolClasses(classes: $classes) { ${TUTOR_FIELDS} } }`;
const ADD_COLLEGE_CLASSES = `mutation ($classes: [TutorClassInput!]!) { addCollegeClasses(classes: $classes) { ${TUTOR_FIELDS} } }`;
const EDIT_CLASS = `mutation ($input: EditClassInput!) { editClass(input: $input) { ${TUTOR_FIELDS} } }`;
const EDIT_CLASSES = `mutation ($classes: [EditClassInput!]!, $revision: Int) { editClasses(classes: $classes, expectedRevision: $revision) { ${TUTOR_FIELDS} } }`;
const EDIT_SCHOOL = `mutation ($input: EditSchoolInput!) { editSchool(input: $input) { ${TUTOR_FIELDS} } }`;
const EDIT_VISIBILITY = `mutation ($isVisible: Boolean!) { editVisibility(isVisible: $isVisible) }`;
const EDIT_TIME_ZONE = `mutation ($timeZoneId: String!, $revision: Int) { editTimeZoneId(timeZoneId: $timeZoneId, expectedRevision: $revision) }`;
const UPLOAD_PICTURE = `mutation ($file: Upload, $rotation: Int!, $key: String) { uploadProfilePictureV2(file: $file, rotation: $rotation, idempotencyKey: $key) { src rotation } }`;
const MY_TUTOR = `query ($profileId: String!) { getProfilePage(profileId: $profileId) { ${TUTOR_FIELDS} profileId } }`;

interface Tutor {
  id: string;
  school: { id: string | null; name: string; city: string; state: string } | null;
  isHighSchoolTutor: boolean;
  isVisible: boolean;
  timeZoneId: string | null;
  revision: number;
  classes: Array<{ courseKey: string; course: string; subject: string; school: string | null; teacher: string | null; isHighSchoolClass: boolean }>;
  profilePicture: { src: string; rotation: number } | null;
}

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** One valid call of each new mutation of a tutor's own profile (editTimeZoneId, every user's, is tested in account-profile.e2e.spec.ts). */
const NEW_MUTATIONS: Array<[name: string, query: string, variables: Record<string, unknown>]> = [
  ['addClass', ADD_CLASS, { input: { course: 'Geometry' } }],
  ['addClasses', ADD_CLASSES, { classes: [{ course: 'Geometry' }] }],
  ['addHighSchoolClasses', ADD_HIGH_SCHOOL_CLASSES, { classes: [{ course: 'Geometry' }] }],
  ['addCollegeClasses', ADD_COLLEGE_CLASSES, { classes: [{ course: 'Calculus', subject: 'Math' }] }],
  ['editClass', EDIT_CLASS, { input: { courseKey: 'geometry', teacher: 'Mr. Kim' } }],
  ['editClasses', EDIT_CLASSES, { classes: [{ courseKey: 'geometry', teacher: 'Mr. Kim' }] }],
  ['editSchool', EDIT_SCHOOL, { input: { name: 'Austin High School', city: 'Austin', state: 'TX' } }],
  ['editVisibility', EDIT_VISIBILITY, { isVisible: true }],
  ['uploadProfilePictureV2', UPLOAD_PICTURE, { rotation: 90 }],
];

describe('the tutor profile editor over GraphQL', () => {
  let app: TestApp;

  async function signedUp(profileType: 'TUTOR' | 'STUDENT_OR_PARENT'): Promise<{ client: GraphqlClient; id: string }> {
    const client = app.client();
    await client.data(SIGN_UP, { input: signUpInput({ profileType }) });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id };
  }

  const tutorOf = async (client: GraphqlClient, query: string, variables: Record<string, unknown> = {}): Promise<Tutor> => {
    const data = await client.data<Record<string, Tutor>>(query, variables);
    return Object.values(data)[0];
  };

  const tutorEventCount = async (tutorId: string) => (await app.running.platform.eventStore.readStream(`tutor-${tutorId}`)).length;

  /** A multipart GraphQL request, as the browser's upload link sends it. */
  async function uploadPicture(client: GraphqlClient | null, file: { name: string; content: Buffer } | null, rotation: number, key?: string): Promise<GraphqlResponse<{ uploadProfilePictureV2: { src: string; rotation: number } }>> {
    if (!file) return client ? client.request(UPLOAD_PICTURE, { file: null, rotation, key: key ?? null }) : app.client().request(UPLOAD_PICTURE, { rotation });
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: UPLOAD_PICTURE, variables: { file: null, rotation, key: key ?? null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([file.content]), file.name);
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { ...(client?.cookie ? { cookie: client.cookie } : {}), 'apollo-require-preflight': 'true' },
      body: form,
    });
    return { status: response.status, setCookie: null, ...((await response.json()) as object) };
  }

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('adds classes from the catalog, one or many, high-school or college, and edits them', async () => {
    const { client: tutor } = await signedUp('TUTOR');
    const one = await tutorOf(tutor, ADD_CLASS, { input: { course: 'algebra 1', teacher: 'Ms. Rivera' } });
    expect(one.classes).toEqual([{ courseKey: 'algebra-1', course: 'Algebra 1', subject: 'Math', school: null, teacher: 'Ms. Rivera', isHighSchoolClass: true }]);

    const college = await tutorOf(tutor, ADD_COLLEGE_CLASSES, { classes: [{ course: 'Geometry', school: 'UT Austin' }] });
    expect(college.classes[1]).toMatchObject({ courseKey: 'geometry', isHighSchoolClass: false, school: 'UT Austin' });
    const highSchool = await tutorOf(tutor, ADD_HIGH_SCHOOL_CLASSES, { classes: [{ course: 'Robotics', subject: 'Engineering/Tech' }, { course: 'Geometry' }] });
    expect(highSchool.classes.map((tutorClass) => [tutorClass.courseKey, tutorClass.isHighSchoolClass])).toEqual([
      ['algebra-1', true],
      ['geometry', false],
      ['robotics', true],
    ]);
    expect((await tutorOf(tutor, ADD_CLASSES, { classes: [{ course: 'Spanish I' }] })).classes.map((tutorClass) => tutorClass.course)).toContain('Spanish I');

    const edited = await tutorOf(tutor, EDIT_CLASS, { input: { courseKey: 'algebra-1', school: 'Austin High School', teacher: '' } });
    expect(edited.classes[0]).toEqual({ courseKey: 'algebra-1', course: 'Algebra 1', subject: 'Math', school: 'Austin High School', teacher: null, isHighSchoolClass: true });

    const both = await tutorOf(tutor, EDIT_CLASSES, {
      classes: [
        { courseKey: 'geometry', isHighSchoolClass: true },
        { courseKey: 'robotics', subject: 'Science', teacher: 'Dr. Ada' },
      ],
      revision: edited.revision,
    });
    expect(both.classes.find((tutorClass) => tutorClass.courseKey === 'geometry')).toMatchObject({ isHighSchoolClass: true, school: 'UT Austin' });
    expect(both.classes.find((tutorClass) => tutorClass.courseKey === 'robotics')).toMatchObject({ subject: 'Science', teacher: 'Dr. Ada' });
  });

  it('sets the school keeping whether the tutor is a high-school tutor, the visibility and the time zone', async () => {
    const { client: tutor, id } = await signedUp('TUTOR');
    const fromCatalog = await tutorOf(tutor, EDIT_SCHOOL, { input: { schoolId: 'westlake-high-school-austin-tx' } });
    expect(fromCatalog).toMatchObject({ school: { id: 'westlake-high-school-austin-tx', name: 'Westlake High School' }, isHighSchoolTutor: true });
    const typed = await tutorOf(tutor, EDIT_SCHOOL, { input: { name: 'Hill Country Home School', city: 'Austin', state: 'tx' } });
    expect(typed).toMatchObject({ school: { name: 'Hill Country Home School', city: 'Austin', state: 'TX' }, isHighSchoolTutor: true });

    expect(await tutor.data(EDIT_VISIBILITY, { isVisible: true })).toEqual({ editVisibility: true });
    expect(await tutor.data(EDIT_TIME_ZONE, { timeZoneId: 'America/Los_Angeles' })).toEqual({ editTimeZoneId: 'America/Los_Angeles' });
    const before = await tutorEventCount(id);
    expect(await tutor.data(EDIT_TIME_ZONE, { timeZoneId: 'America/Los_Angeles' })).toEqual({ editTimeZoneId: 'America/Los_Angeles' });
    expect(await tutorEventCount(id)).toBe(before);
  });

  it('answers CONFLICT to an edit from a revision the profile has moved on from, and records nothing', async () => {
    const { client: tutor, id } = await signedUp('TUTOR');
    const seen = (await tutorOf(tutor, ADD_CLASS, { input: { course: 'Geometry' } })).revision;
    await tutor.data(EDIT_TIME_ZONE, { timeZoneId: 'America/Denver', revision: seen });
    const count = await tutorEventCount(id);
    const stale = await tutor.request(EDIT_CLASSES, { classes: [{ courseKey: 'geometry', teacher: 'Mr. Kim' }], revision: seen });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await tutor.request(EDIT_TIME_ZONE, { timeZoneId: 'America/Chicago', revision: seen })).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await tutorEventCount(id)).toBe(count);
  });

  it('uploads a picture anyone can see, turns it, and serves no other file under that path', async () => {
    const { client: tutor, id } = await signedUp('TUTOR');
    const uploaded = await uploadPicture(tutor, { name: 'me.png', content: PNG }, 90, 'pick-1');
    expect(uploaded.errors).toBeUndefined();
    const picture = uploaded.data!.uploadProfilePictureV2;
    expect(picture.rotation).toBe(90);
    expect(picture.src).toMatch(new RegExp(`^/profile-pictures/${id}/[0-9a-f-]{36}$`));

    // A retry of the same pick stores nothing more and records nothing more.
    const count = await tutorEventCount(id);
    expect((await uploadPicture(tutor, { name: 'me.png', content: PNG }, 90, 'pick-1')).data!.uploadProfilePictureV2).toEqual(picture);
    expect(await tutorEventCount(id)).toBe(count);

    const served = await fetch(`${app.url}${picture.src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const turned = await uploadPicture(tutor, null, 180);
    expect(turned.data!.uploadProfilePictureV2).toEqual({ src: picture.src, rotation: 180 });

    const replaced = (await uploadPicture(tutor, { name: 'new.jpg', content: PNG }, 0)).data!.uploadProfilePictureV2;
    expect(replaced.src).not.toBe(picture.src);
    expect((await fetch(`${app.url}${picture.src}`)).status).toBe(404);
    expect((await fetch(`${app.url}/profile-pictures/${id}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('refuses a file that is not a picture, a rotation that is not a quarter turn, and turning no picture', async () => {
    const { client: tutor, id } = await signedUp('TUTOR');
    const pdf = await uploadPicture(tutor, { name: 'cv.pdf', content: Buffer.from('%PDF-1.4') }, 0);
    expect(pdf.errors?.[0]).toMatchObject({
      message: 'Please choose a PNG, JPEG, GIF or WebP picture.',
      extensions: { code: 'BAD_USER_INPUT', messageId: 'tutorProfileEditor.pictureNotImage' },
    });
    const crooked = await uploadPicture(tutor, { name: 'me.png', content: PNG }, 45);
    expect(crooked.errors?.[0]).toMatchObject({ message: 'Please rotate the picture by a multiple of 90 degrees.', extensions: { fieldErrors: { rotation: 'Please rotate the picture by a multiple of 90 degrees.' } } });
    const nothing = await uploadPicture(tutor, null, 90);
    expect(nothing.errors?.[0]).toMatchObject({ message: 'No files were selected.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await tutorEventCount(id)).toBe(0);
  });

  it.each<[string, string, Record<string, unknown>, Record<string, string>, string]>([
    ['a time zone outside the US', EDIT_TIME_ZONE, { timeZoneId: 'Europe/Madrid' }, { timeZoneId: 'Please choose a US time zone from the list.' }, 'tutorProfileEditor.invalidTimeZone'],
    ['a class not on the profile', EDIT_CLASS, { input: { courseKey: 'geometry', teacher: 'Mr. Kim' } }, { courseKey: 'This class is not on your profile.' }, 'tutorProfileEditor.classNotListed'],
    ['a teacher over 100 characters', ADD_CLASS, { input: { course: 'Geometry', teacher: 't'.repeat(101) } }, { classes: 'The teacher of a class can be at most 100 characters long.' }, 'tutorProfileEditor.classTeacherTooLong'],
    ['a course name over 100 characters', ADD_CLASSES, { classes: [{ course: 'c'.repeat(101), subject: 'Math' }] }, { classes: 'A course name can be at most 100 characters long.' }, 'tutorProfileEditor.classCourseTooLong'],
    ['more than 100 classes at once', ADD_COLLEGE_CLASSES, { classes: Array.from({ length: 101 }, (_, index) => ({ course: `Course ${index}`, subject: 'Math' })) }, { classes: 'Please add at most 100 classes at a time.' }, 'tutorProfileEditor.tooManyClassesAtOnce'],
    ['a school name over 100 characters', EDIT_SCHOOL, { input: { name: 's'.repeat(101), city: 'Austin', state: 'TX' } }, { name: 'The name of your school can be at most 100 characters long.' }, 'tutorProfileEditor.schoolNameTooLong'],
    ['a school without name, city or state', EDIT_SCHOOL, { input: { name: ' ' } }, { name: 'Please enter the name of your school.', city: "Please enter your school's city.", state: "Please enter your school's state." }, 'tutorProfile.schoolNameRequired'],
  ])('refuses %s with the field messages and records nothing', async (_case, query, variables, fieldErrors, messageId) => {
    const { client: tutor, id } = await signedUp('TUTOR');
    const response = await tutor.request(query, variables);
    expect(response.errors?.[0]).toMatchObject({ message: Object.values(fieldErrors)[0], extensions: { code: 'BAD_USER_INPUT', fieldErrors, messageId } });
    expect(await tutorEventCount(id)).toBe(0);
  });

  it("answers getMyTutorProfile with the tutor's own profile, hidden or not, and only to tutors", async () => {
    const MINE = `query { getMyTutorProfile { id profileId revision isVisible timeZoneId } }`;
    const { client: tutor, id } = await signedUp('TUTOR');
    expect(await tutor.data(MINE)).toEqual({ getMyTutorProfile: { id, profileId: '', revision: -1, isVisible: false, timeZoneId: null } });
    await tutor.data(EDIT_TIME_ZONE, { timeZoneId: 'Pacific/Honolulu' });
    const mine = (await tutor.data<{ getMyTutorProfile: { profileId: string; revision: number; timeZoneId: string } }>(MINE)).getMyTutorProfile;
    expect(mine).toMatchObject({ timeZoneId: 'Pacific/Honolulu', revision: 1 });
    expect(mine.profileId).toMatch(/^[0-9a-z]{10}$/);
    expect((await app.client().request(MINE)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { client } = await signedUp('STUDENT_OR_PARENT');
    expect((await client.request(MINE)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  describe('who may call them', () => {
    it.each(NEW_MUTATIONS)('refuses %s to a visitor as UNAUTHENTICATED', async (name, query, variables) => {
      const response = name === 'uploadProfilePictureV2' ? await uploadPicture(null, { name: 'me.png', content: PNG }, 0) : await app.client().request(query, variables);
      expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });

    it.each(NEW_MUTATIONS)('refuses %s to a client as FORBIDDEN, recording nothing', async (name, query, variables) => {
      const { client, id } = await signedUp('STUDENT_OR_PARENT');
      const response = name === 'uploadProfilePictureV2' ? await uploadPicture(client, { name: 'me.png', content: PNG }, 0) : await client.request(query, variables);
      expect(response.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await tutorEventCount(id)).toBe(0);
    });

    it.each(NEW_MUTATIONS)("lets %s change only the caller's own profile, never another tutor's", async (name, query, variables) => {
      const { client: owner, id: ownerId } = await signedUp('TUTOR');
      const { profileId } = (await owner.data<{ addClass: { profileId: string } }>(`mutation { addClass(input: { course: "Geometry" }) { profileId } }`)).addClass;
      const ownerBefore = await tutorEventCount(ownerId);
      const { client: other, id: otherId } = await signedUp('TUTOR');
      if (name.startsWith('edit') && name.includes('Class')) {
        // Another tutor cannot reach the owner's classes: theirs has none of them.
        const response = await other.request(query, variables);
        expect(response.errors?.[0].extensions?.fieldErrors).toEqual({ courseKey: 'This class is not on your profile.' });
      } else {
        const response = name === 'uploadProfilePictureV2' ? await uploadPicture(other, { name: 'me.png', content: PNG }, 0) : await other.request(query, variables);
        expect(response.errors).toBeUndefined();
        expect(await tutorEventCount(otherId)).toBeGreaterThan(0);
      }
      expect(await tutorEventCount(ownerId)).toBe(ownerBefore);
      const owned = await owner.data<{ getProfilePage: Tutor }>(MY_TUTOR, { profileId });
      expect(owned.getProfilePage).toMatchObject({ timeZoneId: null, profilePicture: null, school: null, isVisible: false });
      expect(owned.getProfilePage.classes).toEqual([expect.objectContaining({ courseKey: 'geometry', teacher: null })]);
    });
  });
});
