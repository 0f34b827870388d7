import { profileIdOf } from '../domain/tutors/tutor-profile.rules';
import { CURRENT_USER, CurrentUser, LOGIN, SIGN_UP, signUpInput } from './support/account-operations';
import { GraphqlClient, GraphqlResponse, startTestApp, TestApp } from './support/test-app';

const APPLICATION_FIELDS = `applicantId origin submitted dob tutorReferrerProfileId steps savedSteps nextStep percentComplete referralSource subjects
  isHighSchoolTutor tutorGradeLevel gradeLevels zipcode { zip city state } school { id name city state }
  highSchoolCourses { course subject } collegeCourses { course subject } onlinePreference paidPreference prefPaymentMethod
  nonProfitName donationLink dailyAvaliability { day times } avaliabilityDesc aboutYourself gpa`;
const SIGN_UP_TUTOR = `mutation ($input: SignUpTutorInput!, $key: String) { signUpTutor(input: $input, idempotencyKey: $key) { token } }`;
const SIGN_UP_BY_REFERRAL = `mutation ($input: SignUpTutorInput!, $code: String!) { signUpTutorByTutorReferral(input: $input, referralCode: $code) { token } }`;
const STUDENT_APPLY = `mutation ($input: StudentApplyToTutorInput!) { studentApplyToTutor(input: $input) { ${APPLICATION_FIELDS} } }`;
const SAVE_STEP = `mutation ($input: TutorApplicationStepInput!) { saveTutorApplicationStep(input: $input) { ${APPLICATION_FIELDS} } }`;
const SUBMIT = `mutation { submitTutorApplication { ${APPLICATION_FIELDS} } }`;
const GET_APPLICATION = `query { getTutorApplication { ${APPLICATION_FIELDS} } }`;
const CHECK = `query ($email: String!, $phone: String!) { checkEmailPhoneExists(email: $email, phone: $phone) { emailTaken phoneTaken message } }`;
const REQUEST_CLASS = `mutation ($input: ClassAddRequestInput!, $key: String) { submitClassAddRequest(input: $input, idempotencyKey: $key) { id status courseName subject requestedBy } }`;
const CLASS_REQUESTS = `query ($status: String!) { getClassAddRequests(status: $status) { id status courseName subject } }`;
const APPROVE = `mutation ($id: ID!, $subject: String) { approveClassAddRequest(requestId: $id, subject: $subject) { id status courseName subject } }`;
const REJECT = `mutation ($id: ID!) { rejectClassAddRequest(requestId: $id) { id status } }`;
const SOFT_SEARCH_COURSES = `query ($name: String!) { softSearchCourses(name: $name) { fullCourseName coreSubjects } }`;
const PROFILE_PAGE = `query ($profileId: String!) { getProfilePage(profileId: $profileId) { id firstName subjects gradesForTutoring classes { course subject isHighSchoolClass } location { zip city state } bio avaliabilityDesc sessionPreference isOnboarded school { name } } }`;
const REFERRAL_SUMMARY = `query { getClientReferralSummary { code referrals { referee { firstName } status } } }`;

interface Application {
  applicantId: string;
  origin: string;
  submitted: boolean;
  dob: string;
  tutorReferrerProfileId: string | null;
  steps: string[];
  savedSteps: string[];
  nextStep: string | null;
  percentComplete: number;
  onlinePreference: boolean;
  paidPreference: boolean;
  prefPaymentMethod: string | null;
  gpa: string | null;
  highSchoolCourses: Array<{ course: string; subject: string }>;
  zipcode: { zip: string; city: string; state: string } | null;
}

interface ClassRequest {
  id: string;
  status: string;
  courseName: string;
  subject: string | null;
}
type ReferralSummary = { getClientReferralSummary: { code: string; referrals: unknown[] } };

const email = () => `applicant-${Math.random().toString(36).slice(2)}@example.com`;
let phoneSeed = 1000;
/** A fresh valid US number per applicant, as the mask writes it. */
const phone = () => `(512) 555-${String(phoneSeed++).padStart(4, '0')}`;

const personalInfo = (overrides: Record<string, unknown> = {}) => ({
  firstName: ' Ana ',
  lastName: 'López',
  dob: '02/29/2008',
  email: email(),
  phoneNumber: phone(),
  password: 'tutor secret',
  ...overrides,
});

/** Every step after the first for a high-school applicant, in order. */
const HIGH_SCHOOL_STEPS: Array<Record<string, unknown>> = [
  { step: 'REFERRAL', referralSource: 'FRIEND' },
  { step: 'CORE_SUBJECTS', subjects: ['Math', 'Science'] },
  { step: 'EDUCATION_LEVEL', isHighSchoolTutor: true, tutorGradeLevel: '11TH_GRADE', gradesForTutoring: ['ELEMENTARY', 'MIDDLE_SCHOOL'] },
  { step: 'LOCATION', zipCode: '78701' },
  { step: 'SCHOOL_INFO', schoolName: 'Austin High School', schoolCity: 'Austin', schoolState: 'TX' },
  { step: 'HIGH_SCHOOL_COURSES', courses: ['Algebra 1', 'Geometry'] },
  { step: 'TUTORING_PREFERENCES', onlinePreference: true, paidPreference: true },
  { step: 'AVAILABILITY', dailyAvaliability: [{ day: 'MONDAY', times: ['EVENING'] }], avaliabilityDesc: 'After school' },
  { step: 'ABOUT', aboutYourself: 'I love teaching algebra.', gpa: '3.8' },
];

function expectBadInput(response: GraphqlResponse, message: string, messageId?: string): void {
  expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', ...(messageId ? { messageId } : {}) } });
}

describe('the tutor application over GraphQL', () => {
  let app: TestApp;
  let admin: GraphqlClient;

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
  });
  afterAll(async () => app.close());

  async function applicant(overrides: Record<string, unknown> = {}): Promise<{ client: GraphqlClient; id: string; form: ReturnType<typeof personalInfo> }> {
    const client = app.client();
    const form = personalInfo(overrides);
    await client.data(SIGN_UP_TUTOR, { input: form });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id, form };
  }

  const saveStep = async (client: GraphqlClient, input: Record<string, unknown>) =>
    (await client.data<{ saveTutorApplicationStep: Application }>(SAVE_STEP, { input })).saveTutorApplicationStep;

  it('refuses a bad step 1 with the spec messages and stores nothing', async () => {
    const visitor = app.client();
    const form = personalInfo({ dob: '2008-02-29' });
    expectBadInput(await visitor.request(SIGN_UP_TUTOR, { input: form }), 'Please use the format mm/dd/yyyy.', 'tutorApplication.invalidBirthday');
    expectBadInput(await visitor.request(SIGN_UP_TUTOR, { input: { ...form, dob: '02/30/2008' } }), 'Please use the format mm/dd/yyyy.');
    const young = await visitor.request(SIGN_UP_TUTOR, { input: { ...form, dob: '01/01/2020' } });
    expectBadInput(young, 'You must be at least 14 years old.', 'tutorApplication.tooYoung');
    expect(young.errors?.[0].extensions?.fieldErrors).toEqual({ dob: 'You must be at least 14 years old.' });
    expectBadInput(await visitor.request(SIGN_UP_TUTOR, { input: { ...form, dob: '02/28/2008', phoneNumber: '555' } }), 'Please enter a valid phone number.');
    expectBadInput(await visitor.request(SIGN_UP_TUTOR, { input: { ...form, dob: '02/28/2008', firstName: '  ' } }), 'Please enter a valid first name.');
    expectBadInput(await visitor.request(SIGN_UP_TUTOR, { input: { ...form, dob: '02/28/2008', password: 'short' } }), 'Please enter a valid password.');
    const { checkEmailPhoneExists } = await visitor.data(CHECK, { email: form.email, phone: form.phoneNumber });
    expect(checkEmailPhoneExists).toEqual({ emailTaken: false, phoneTaken: false, message: null });
  });

  it('creates a tutor account with the application started at 10%, and answers checkEmailPhoneExists for it', async () => {
    const { client, id, form } = await applicant();
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    expect(getCurrentUserV2.profile).toMatchObject({ firstName: 'Ana', profileTypes: ['TUTOR'], phoneNumber: expect.stringMatching(/^\+1512555\d{4}$/) });
    const { getTutorApplication } = await client.data<{ getTutorApplication: Application }>(GET_APPLICATION);
    expect(getTutorApplication).toMatchObject({
      applicantId: id,
      origin: 'apply',
      submitted: false,
      dob: '02/29/2008',
      savedSteps: [],
      nextStep: 'referral',
      percentComplete: 10,
      onlinePreference: true,
      paidPreference: true,
      prefPaymentMethod: 'venmo',
      gpa: null,
    });

    const visitor = app.client();
    const digitsOnly = form.phoneNumber.replace(/\D/g, '');
    expect((await visitor.data(CHECK, { email: ` ${form.email.toUpperCase()} `, phone: `1${digitsOnly}` })).checkEmailPhoneExists).toEqual({
      emailTaken: true,
      phoneTaken: true,
      message: 'An account with this email already exists.',
    });
    expect((await visitor.data(CHECK, { email: email(), phone: form.phoneNumber })).checkEmailPhoneExists).toEqual({
      emailTaken: false,
      phoneTaken: true,
      message: 'An account with this phone number already exists.',
    });
    // Their own address and number do not count for the signed-in applicant.
    expect((await client.data(CHECK, { email: form.email, phone: form.phoneNumber })).checkEmailPhoneExists).toMatchObject({ emailTaken: false, phoneTaken: false });
    // Nor can a second account take the number.
    expectBadInput(await visitor.request(SIGN_UP_TUTOR, { input: personalInfo({ phoneNumber: form.phoneNumber }) }), 'An account with this phone number already exists.');
  });

  it('signs the same account in when step 1 is retried with its idempotency key', async () => {
    const form = personalInfo();
    const first = app.client();
    await first.data(SIGN_UP_TUTOR, { input: form, key: 'step-1-retry' });
    const retry = app.client();
    await retry.data(SIGN_UP_TUTOR, { input: form, key: 'step-1-retry' });
    const ids = await Promise.all([first, retry].map(async (client) => (await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER)).getCurrentUserV2.id));
    expect(ids[0]).toBe(ids[1]);
  });

  it('keeps each step on the server, resumes after signing in again, and opens a tutor profile that is not onboarded on submission', async () => {
    const { client, id, form } = await applicant();
    let application = await saveStep(client, HIGH_SCHOOL_STEPS[0]);
    expect(application).toMatchObject({ savedSteps: ['referral'], nextStep: 'core-subjects', percentComplete: 20 });
    application = await saveStep(client, HIGH_SCHOOL_STEPS[1]);
    expect(application.percentComplete).toBe(30);
    expectBadInput(await client.request(SUBMIT), 'Please complete every step of the application before submitting it.', 'tutorApplication.incomplete');

    // Another device: signing in again finds the application where it stopped.
    const laterDevice = app.client();
    await laterDevice.data(LOGIN, { email: form.email, password: form.password });
    expect((await laterDevice.data<{ getTutorApplication: Application }>(GET_APPLICATION)).getTutorApplication).toMatchObject({ nextStep: 'education-level', percentComplete: 30 });

    for (const step of HIGH_SCHOOL_STEPS.slice(2)) application = await saveStep(laterDevice, step);
    expect(application).toMatchObject({
      nextStep: null,
      percentComplete: 100,
      steps: ['referral', 'core-subjects', 'education-level', 'location', 'school-info', 'high-school-courses', 'tutoring-preferences', 'availability', 'about'],
      zipcode: { zip: '78701', city: 'Austin', state: 'TX' },
      highSchoolCourses: [
        { course: 'Algebra 1', subject: 'Math' },
        { course: 'Geometry', subject: 'Math' },
      ],
      gpa: '3.80',
    });

    const { submitTutorApplication } = await laterDevice.data<{ submitTutorApplication: Application }>(SUBMIT);
    expect(submitTutorApplication.submitted).toBe(true);
    const { getProfilePage } = await admin.data(PROFILE_PAGE, { profileId: profileIdOf(id) });
    expect(getProfilePage).toMatchObject({
      id,
      firstName: 'Ana',
      subjects: ['Math', 'Science'],
      gradesForTutoring: ['ELEMENTARY', 'MIDDLE_SCHOOL'],
      classes: [
        { course: 'Algebra 1', subject: 'Math', isHighSchoolClass: true },
        { course: 'Geometry', subject: 'Math', isHighSchoolClass: true },
      ],
      location: { zip: '78701', city: 'Austin', state: 'TX' },
      school: { name: 'Austin High School' },
      bio: 'I love teaching algebra.',
      avaliabilityDesc: 'After school',
      sessionPreference: 'no-preference',
      isOnboarded: false,
    });
    // Submitted is final: steps are refused, submitting again changes nothing.
    expectBadInput(await laterDevice.request(SAVE_STEP, { input: HIGH_SCHOOL_STEPS[0] }), 'Your tutor application has already been submitted.');
    expect((await laterDevice.data<{ submitTutorApplication: Application }>(SUBMIT)).submitTutorApplication.submitted).toBe(true);
  });

  it('names each invalid field of a step and stores nothing', async () => {
    const { client, id } = await applicant();
    const events = async () => (await app.running.platform.eventStore.readStream(`tutor-application-${id}`)).length;
    const before = await events();
    const about = await client.request(SAVE_STEP, { input: { step: 'ABOUT', aboutYourself: 'what the fuck', gpa: '5.5' } });
    expectBadInput(about, 'Please enter a bio that abides by our user guidelines.', 'tutorProfile.bioGuidelines');
    expect(about.errors?.[0].extensions?.fieldErrors).toEqual({
      aboutYourself: 'Please enter a bio that abides by our user guidelines.',
      gpa: 'Please enter your GPA as a number such as 3.75, at most 5.',
    });
    expectBadInput(await client.request(SAVE_STEP, { input: { step: 'LOCATION', zipCode: '00000' } }), 'Please enter a ZIP code.');
    expectBadInput(await client.request(SAVE_STEP, { input: { step: 'CORE_SUBJECTS', subjects: ['Astrology'] } }), 'Please select at least one subject.');
    expectBadInput(
      await client.request(SAVE_STEP, { input: { step: 'TUTORING_PREFERENCES', onlinePreference: false, paidPreference: false } }),
      'Please enter the name of the non-profit you would like to support.',
    );
    expectBadInput(await client.request(SAVE_STEP, { input: { step: 'HIGH_SCHOOL_COURSES', courses: ['Underwater Basket Weaving'] } }), 'Please choose courses from the list, or ask us to add a course that is missing.');
    expect(await events()).toBe(before);
  });

  it('lets only an applicant call the step mutations, and only on their own application', async () => {
    const { client: owner } = await applicant();
    await saveStep(owner, HIGH_SCHOOL_STEPS[0]);
    const stranger = app.client();
    for (const [query, variables] of [
      [SAVE_STEP, { input: HIGH_SCHOOL_STEPS[1] }],
      [SUBMIT, {}],
      [GET_APPLICATION, {}],
      [STUDENT_APPLY, { input: { dob: '01/01/2000' } }],
      [REQUEST_CLASS, { input: { courseName: 'AP Seismology', isHighSchoolCourse: true } }],
    ] as const) {
      expect((await stranger.request(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    // Another signed-in user has no application: theirs is asked, and the owner's stays as it was.
    const other = app.client();
    await other.data(SIGN_UP, { input: signUpInput() });
    expect((await other.data(GET_APPLICATION)).getTutorApplication).toBeNull();
    expectBadInput(await other.request(SAVE_STEP, { input: HIGH_SCHOOL_STEPS[1] }), 'You have not started a tutor application.', 'tutorApplication.notStarted');
    expectBadInput(await other.request(SUBMIT), 'You have not started a tutor application.');
    expect((await owner.data<{ getTutorApplication: Application }>(GET_APPLICATION)).getTutorApplication).toMatchObject({ savedSteps: ['referral'] });
  });

  it("credits the referring tutor of a /trt/{code} sign-up and names their profile on the application", async () => {
    const { client: referrer, id: referrerId } = await applicant({ firstName: 'Rita' });
    const { getClientReferralSummary } = await referrer.data<ReferralSummary>(REFERRAL_SUMMARY);
    const referee = app.client();
    await referee.data(SIGN_UP_BY_REFERRAL, { input: personalInfo({ firstName: 'Bea' }), code: getClientReferralSummary.code.toLowerCase() });
    expect((await referee.data<{ getTutorApplication: Application }>(GET_APPLICATION)).getTutorApplication.tutorReferrerProfileId).toBe(profileIdOf(referrerId));
    expect((await referrer.data<ReferralSummary>(REFERRAL_SUMMARY)).getClientReferralSummary.referrals).toEqual([{ referee: { firstName: 'Bea' }, status: 'SIGNED_UP' }]);
    // A code of nobody refers nobody and blocks nothing.
    const unknown = app.client();
    await unknown.data(SIGN_UP_BY_REFERRAL, { input: personalInfo(), code: 'NOSUCHCODE' });
    expect((await unknown.data<{ getTutorApplication: Application }>(GET_APPLICATION)).getTutorApplication.tutorReferrerProfileId).toBeNull();
  });

  it('lets an eligible student apply from their account, which becomes a tutor account on submission', async () => {
    const parent = app.client();
    await parent.data(SIGN_UP, { input: signUpInput({ clientProfileType: 'PARENT' }) });
    const refused = await parent.request(STUDENT_APPLY, { input: { dob: '01/01/2000' } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Only student profiles can apply to become a tutor from their account.', extensions: { code: 'FORBIDDEN' } });
    const { client: tutor } = await applicant();
    expect((await tutor.request(STUDENT_APPLY, { input: { dob: '01/01/2000' } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const student = app.client();
    await student.data(SIGN_UP, { input: signUpInput({ clientProfileType: 'STUDENT', firstName: 'Sam' }) });
    expectBadInput(await student.request(STUDENT_APPLY, { input: { dob: '01/01/2020' } }), 'You must be at least 14 years old.');
    const { studentApplyToTutor } = await student.data<{ studentApplyToTutor: Application }>(STUDENT_APPLY, { input: { dob: '06/15/2009', phoneNumber: phone() } });
    expect(studentApplyToTutor).toMatchObject({ origin: 'student', dob: '06/15/2009', percentComplete: 10, nextStep: 'referral' });
    const college = HIGH_SCHOOL_STEPS.map((step) =>
      step.step === 'EDUCATION_LEVEL'
        ? { ...step, isHighSchoolTutor: false, tutorGradeLevel: 'FRESHMAN' }
        : step.step === 'HIGH_SCHOOL_COURSES'
          ? { step: 'COLLEGE_COURSES', courses: ['Algebra 1'] }
          : step,
    );
    for (const step of college) await saveStep(student, step);
    await student.data(SUBMIT);
    const { getCurrentUserV2 } = await student.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    expect(getCurrentUserV2.profile.profileTypes).toEqual(['STUDENT_OR_PARENT', 'TUTOR']);
    const { getProfilePage } = await admin.data(PROFILE_PAGE, { profileId: profileIdOf(getCurrentUserV2.id) });
    expect(getProfilePage).toMatchObject({ firstName: 'Sam', isOnboarded: false, classes: [{ course: 'Algebra 1', isHighSchoolClass: false }] });
  });

  it('queues a missing course for the admins, whose approval adds it to the catalog', async () => {
    const { client } = await applicant();
    const { submitClassAddRequest } = await client.data<{ submitClassAddRequest: ClassRequest }>(REQUEST_CLASS, { input: { courseName: '  AP   Seismology ', isHighSchoolCourse: true }, key: 'seismology' });
    expect(submitClassAddRequest).toMatchObject({ status: 'PENDING', courseName: 'AP Seismology', subject: null });
    // A retry with the same key and input records no second request; the key with other input is refused.
    expect((await client.data<{ submitClassAddRequest: ClassRequest }>(REQUEST_CLASS, { input: { courseName: '  AP   Seismology ', isHighSchoolCourse: true }, key: 'seismology' })).submitClassAddRequest.id).toBe(submitClassAddRequest.id);
    expect((await client.request(REQUEST_CLASS, { input: { courseName: 'AP Seismology', isHighSchoolCourse: true }, key: 'seismology' })).errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', messageId: 'common.idempotencyKeyReused' });
    const { submitClassAddRequest: other } = await client.data<{ submitClassAddRequest: ClassRequest }>(REQUEST_CLASS, { input: { courseName: 'Knitting Theory', isHighSchoolCourse: true } });
    expectBadInput(await client.request(REQUEST_CLASS, { input: { courseName: ' ', isHighSchoolCourse: true } }), 'Please enter the name of the course.', 'classAddRequest.courseNameRequired');

    // Only admins see and review the queue.
    for (const [query, variables] of [
      [CLASS_REQUESTS, { status: 'PENDING' }],
      [APPROVE, { id: submitClassAddRequest.id, subject: 'Science' }],
      [REJECT, { id: submitClassAddRequest.id }],
    ] as const) {
      expect((await client.request(query, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await app.client().request(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const pending = (await admin.data<{ getClassAddRequests: ClassRequest[] }>(CLASS_REQUESTS, { status: 'PENDING' })).getClassAddRequests;
    expect(pending.map((request) => request.courseName)).toEqual(expect.arrayContaining(['AP Seismology', 'Knitting Theory']));

    expect((await app.client().data(SOFT_SEARCH_COURSES, { name: 'seismo' })).softSearchCourses).toEqual([]);
    expectBadInput(await admin.request(APPROVE, { id: submitClassAddRequest.id, subject: null }), 'Please choose a subject for each class.');
    expect((await admin.data(APPROVE, { id: submitClassAddRequest.id, subject: 'Science' })).approveClassAddRequest).toMatchObject({ status: 'APPROVED', subject: 'Science' });
    expect((await admin.data(REJECT, { id: other.id })).rejectClassAddRequest).toMatchObject({ status: 'REJECTED' });
    expectBadInput(await admin.request(REJECT, { id: submitClassAddRequest.id }), 'This class request has already been reviewed.');
    expect((await admin.request(REJECT, { id: 'no-such-request' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await admin.data<{ getClassAddRequests: ClassRequest[] }>(CLASS_REQUESTS, { status: 'PENDING' })).getClassAddRequests.map((request) => request.id)).not.toContain(submitClassAddRequest.id);

    expect((await app.client().data(SOFT_SEARCH_COURSES, { name: 'seismo' })).softSearchCourses).toEqual([{ fullCourseName: 'AP Seismology', coreSubjects: ['Science'] }]);
    await saveStep(client, HIGH_SCHOOL_STEPS[2]);
    const application = await saveStep(client, { step: 'HIGH_SCHOOL_COURSES', courses: ['AP Seismology'] });
    expect(application.highSchoolCourses).toEqual([{ course: 'AP Seismology', subject: 'Science' }]);
  });
});

describe('checkEmailPhoneExists, a public answer to whether an address has an account', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ ACCOUNT_CHECK_LIMIT_PER_IP: '3' });
  });
  afterAll(async () => app.close());

  it('is limited per IP, so nobody can sweep a list of addresses through it', async () => {
    const visitor = app.client();
    for (let check = 1; check <= 3; check += 1) {
      const { checkEmailPhoneExists } = await visitor.data(CHECK, { email: `someone${check}@example.com`, phone: '5125550100' });
      expect(checkEmailPhoneExists).toMatchObject({ emailTaken: false });
    }
    const refused = await visitor.request(CHECK, { email: 'someone4@example.com', phone: '5125550100' });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Too many checks from this network. Please wait a few minutes and try again.',
      extensions: { code: 'TOO_MANY_REQUESTS', messageId: 'tutorApplication.tooManyChecks' },
    });
  });
});
