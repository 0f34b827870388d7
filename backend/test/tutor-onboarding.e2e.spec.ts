import { TUTOR_ONBOARDING_CONTENT } from '../content/onboarding/tutor-onboarding.content';
import { TutorOnboardingMessages as Messages } from '../domain/tutors/tutor-onboarding.rules';
import { eventually } from '../test-support/eventually';
import { CURRENT_USER, CurrentUser, LOGIN, OUTBOX, SIGN_UP, signUpInput } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const ONBOARDING_FIELDS = `tutorId firstName lastName status hasSignedAgreement agreementVersion tutorQuizSubmitted onboardVideoLink
  primaryPayoutMethod tutorOnboardingSubmitTime sentBackReason isOnboarded isVisible isOnActiveList`;
const GET_ONBOARDING = `query ($tutorId: ID, $language: String) { getTutorOnboarding(tutorId: $tutorId, language: $language) {
  onboarding { ${ONBOARDING_FIELDS} } hasSignedCurrentAgreement agreement { version title paragraphs }
  quiz { version passMark questions { id question options { id text } } } videoInstructions } }`;
const SIGN = `mutation ($language: String) { signTutorAgreement(language: $language) { id hasSignedAgreement } }`;
const QUIZ = `mutation ($answers: [QuizAnswerInput!]!) { tutorHasCompletedQuiz(answers: $answers) { passed correctAnswers questionCount passMark } }`;
const VIDEO = `mutation ($videoLink: String!) { editOnboardVideoLink(videoLink: $videoLink) { ${ONBOARDING_FIELDS} } }`;
const PAYOUT = `mutation ($method: PayoutMethod!, $handle: String) { editPrimaryPayoutOption(primaryPayoutMethod: $method, manualPayoutId: $handle) { primaryPayoutMethod } }`;
const SUBMIT = `mutation { submitTutorOnboardingComplete { ${ONBOARDING_FIELDS} } }`;
const TO_ONBOARD = `query ($pageNumber: Int) { getTutorsToOnboard(pageNumber: $pageNumber) { ${ONBOARDING_FIELDS} } }`;
const UN_ONBOARDED = `query ($name: String!) { getUnOnboardedTutorsByName(name: $name) { ${ONBOARDING_FIELDS} } }`;
const ONBOARDED = `query ($name: String!) { getOnboardedTutorsByName(name: $name) { ${ONBOARDING_FIELDS} } }`;
const SEND_BACK = `mutation ($tutorId: ID!, $reason: String!) { sendBackTutorOnboarding(tutorId: $tutorId, reason: $reason) { ${ONBOARDING_FIELDS} } }`;
const ON_BOARD = `mutation ($tutorId: ID!) { onBoardTutor(tutorId: $tutorId) { id isOnboarded } }`;
const ACTIVE_LIST = `mutation ($tutorId: ID!) { addTutorToActiveList(tutorId: $tutorId) { ${ONBOARDING_FIELDS} } }`;
const VISIBLE = `mutation { editVisibilityV2(isVisible: true) { id } }`;
const SEARCH_BY_NAME = `query ($name: String!) { getTutorsByName(name: $name) { id } }`;

interface Onboarding {
  tutorId: string;
  status: string;
  hasSignedAgreement: boolean;
  agreementVersion: string | null;
  tutorQuizSubmitted: boolean;
  onboardVideoLink: string | null;
  primaryPayoutMethod: string | null;
  tutorOnboardingSubmitTime: string | null;
  sentBackReason: string | null;
  isOnboarded: boolean;
  isOnActiveList: boolean;
}

const { quiz } = TUTOR_ONBOARDING_CONTENT.en;
const rightAnswers = quiz.questions.map((question) => ({ questionId: question.id, optionId: question.correctOptionId }));
const wrongAnswers = quiz.questions.map((question) => ({ questionId: question.id, optionId: question.options.find((option) => option.id !== question.correctOptionId)!.id }));

describe('tutor onboarding over GraphQL', () => {
  let app: TestApp;
  let admin: GraphqlClient;
  let visitor: GraphqlClient;

  async function signedUp(profileType: 'TUTOR' | 'STUDENT_OR_PARENT', firstName: string, lastName = 'Onboarder'): Promise<{ client: GraphqlClient; id: string; email: string }> {
    const client = app.client();
    const input = signUpInput({ profileType, firstName, lastName });
    await client.data(SIGN_UP, { input });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id, email: input.email as string };
  }

  const eventCount = async (tutorId: string) => (await app.running.platform.eventStore.readStream(`tutor-${tutorId}`)).length;
  const codeOf = async (client: GraphqlClient, query: string, variables: Record<string, unknown> = {}) => (await client.request(query, variables)).errors?.[0].extensions?.code;

  /** A tutor with every checklist step done, submitted. */
  async function submittedTutor(firstName: string, visible = true) {
    const tutor = await signedUp('TUTOR', firstName);
    if (visible) await tutor.client.data(VISIBLE);
    await tutor.client.data(SIGN);
    await tutor.client.data(QUIZ, { answers: rightAnswers });
    await tutor.client.data(VIDEO, { videoLink: 'https://video.example.com/intro' });
    await tutor.client.data(PAYOUT, { method: 'venmo', handle: '@tutor-handle' });
    await tutor.client.data(SUBMIT);
    return tutor;
  }

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
    visitor = app.client();
  });
  afterAll(async () => app.close());

  it('walks a tutor through the checklist: agreement with version and text, a failed then a passed quiz, video, payout method, submission', async () => {
    const tutor = await signedUp('TUTOR', 'Checklist');
    const first = (await tutor.client.data<{ getTutorOnboarding: { onboarding: Onboarding; quiz: typeof quiz; hasSignedCurrentAgreement: boolean } }>(GET_ONBOARDING)).getTutorOnboarding;
    expect(first.onboarding).toMatchObject({ tutorId: tutor.id, status: 'applying', hasSignedAgreement: false, tutorQuizSubmitted: false, primaryPayoutMethod: null });
    expect(first.quiz.questions).toHaveLength(quiz.questions.length);
    expect(JSON.stringify(first.quiz)).not.toContain('correctOptionId');

    const incomplete = await tutor.client.request(SUBMIT);
    expect(incomplete.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageId: 'tutorOnboarding.agreementRequired',
      fieldErrors: { agreement: Messages.agreementRequired, quiz: Messages.quizRequired, videoLink: Messages.videoRequired, payoutMethod: Messages.payoutMethodRequired },
    });

    expect((await tutor.client.data<{ signTutorAgreement: { hasSignedAgreement: boolean } }>(SIGN, { language: 'sp' })).signTutorAgreement.hasSignedAgreement).toBe(true);
    const [signed] = (await app.running.platform.eventStore.readStream(`tutor-${tutor.id}`)).filter((event) => event.type === 'TutorAgreementSigned');
    expect(signed.data).toMatchObject({ agreementVersion: TUTOR_ONBOARDING_CONTENT.sp.agreement.version, agreementText: expect.stringContaining(TUTOR_ONBOARDING_CONTENT.sp.agreement.paragraphs[0]) });

    expect((await tutor.client.data<{ tutorHasCompletedQuiz: unknown }>(QUIZ, { answers: wrongAnswers })).tutorHasCompletedQuiz).toEqual({
      passed: false,
      correctAnswers: 0,
      questionCount: quiz.questions.length,
      passMark: quiz.passMark,
    });
    const unanswered = await tutor.client.request(QUIZ, { answers: rightAnswers.slice(1) });
    expect(unanswered.errors?.[0].extensions).toMatchObject({ messageId: 'tutorOnboarding.quizAnswersRequired' });
    expect((await tutor.client.data<{ tutorHasCompletedQuiz: { passed: boolean } }>(QUIZ, { answers: rightAnswers })).tutorHasCompletedQuiz.passed).toBe(true);

    const before = await eventCount(tutor.id);
    const badLink = await tutor.client.request(VIDEO, { videoLink: 'http://video.example.com/intro' });
    expect(badLink.errors?.[0].extensions).toMatchObject({ messageId: 'tutorOnboarding.videoLinkInvalid', fieldErrors: { videoLink: Messages.videoLinkInvalid } });
    expect(await eventCount(tutor.id)).toBe(before);
    expect((await tutor.client.data<{ editOnboardVideoLink: Onboarding }>(VIDEO, { videoLink: 'https://video.example.com/intro' })).editOnboardVideoLink.onboardVideoLink).toBe('https://video.example.com/intro');

    const noPayout = await tutor.client.request(SUBMIT);
    expect(noPayout.errors?.[0].extensions).toMatchObject({ fieldErrors: { payoutMethod: Messages.payoutMethodRequired } });
    await tutor.client.data(PAYOUT, { method: 'venmo', handle: '@checklist' });
    const submitted = (await tutor.client.data<{ submitTutorOnboardingComplete: Onboarding }>(SUBMIT)).submitTutorOnboardingComplete;
    expect(submitted).toMatchObject({ status: 'submitted', primaryPayoutMethod: 'venmo', isOnboarded: false });
    expect(submitted.tutorOnboardingSubmitTime).not.toBeNull();
  });

  it("lists submitted applications for admins, who onboard one (e-mailed, then found in search) and send another back with a reason (e-mailed, resubmittable)", async () => {
    const approved = await submittedTutor('Zebulon');
    const returned = await submittedTutor('Yolanda');
    const queue = (await admin.data<{ getTutorsToOnboard: Onboarding[] }>(TO_ONBOARD, { pageNumber: 1 })).getTutorsToOnboard.map((tutor) => tutor.tutorId);
    expect(queue).toEqual(expect.arrayContaining([approved.id, returned.id]));
    expect(queue.indexOf(approved.id)).toBeLessThan(queue.indexOf(returned.id));

    expect((await admin.data<{ getUnOnboardedTutorsByName: Onboarding[] }>(UN_ONBOARDED, { name: 'zebu onboard' })).getUnOnboardedTutorsByName.map((tutor) => tutor.tutorId)).toEqual([approved.id]);
    expect((await visitor.data<{ getTutorsByName: Array<{ id: string }> }>(SEARCH_BY_NAME, { name: 'Zebulon' })).getTutorsByName).toEqual([]);

    expect((await admin.data<{ onBoardTutor: { isOnboarded: boolean } }>(ON_BOARD, { tutorId: approved.id })).onBoardTutor.isOnboarded).toBe(true);
    expect((await admin.data<{ getOnboardedTutorsByName: Onboarding[] }>(ONBOARDED, { name: 'Zebulon' })).getOnboardedTutorsByName.map((tutor) => tutor.tutorId)).toEqual([approved.id]);
    expect((await admin.data<{ getUnOnboardedTutorsByName: Onboarding[] }>(UN_ONBOARDED, { name: 'Zebulon' })).getUnOnboardedTutorsByName).toEqual([]);
    expect((await visitor.data<{ getTutorsByName: Array<{ id: string }> }>(SEARCH_BY_NAME, { name: 'Zebulon' })).getTutorsByName.map((tutor) => tutor.id)).toEqual([approved.id]);
    await eventually(async () => {
      const { devOutbox } = await admin.data<{ devOutbox: Array<{ subject: string }> }>(OUTBOX, { to: approved.email });
      expect(devOutbox.map((mail) => mail.subject)).toContain('You are onboarded: clients can now find you');
      return true;
    });

    // Onboarded while the profile is hidden: not found, and the mail says where to turn visibility on.
    const hidden = await submittedTutor('Xiomara', false);
    await admin.data(ON_BOARD, { tutorId: hidden.id });
    expect((await visitor.data<{ getTutorsByName: Array<{ id: string }> }>(SEARCH_BY_NAME, { name: 'Xiomara' })).getTutorsByName).toEqual([]);
    const hiddenMail = await eventually(async () => {
      const { devOutbox } = await admin.data<{ devOutbox: Array<{ subject: string; text: string }> }>(OUTBOX, { to: hidden.email });
      const found = devOutbox.find((mail) => mail.subject === 'You are onboarded: turn on your profile so clients can find you');
      if (!found) throw new Error('no mail yet');
      return found;
    });
    expect(hiddenMail.text).toContain('/account-settings/visibility');

    const noReason = await admin.request(SEND_BACK, { tutorId: returned.id, reason: ' ' });
    expect(noReason.errors?.[0].extensions).toMatchObject({ messageId: 'tutorOnboarding.sendBackReasonRequired' });
    const sentBack = (await admin.data<{ sendBackTutorOnboarding: Onboarding }>(SEND_BACK, { tutorId: returned.id, reason: 'Your video has no sound.' })).sendBackTutorOnboarding;
    expect(sentBack).toMatchObject({ status: 'applying', sentBackReason: 'Your video has no sound.' });
    await eventually(async () => {
      const { devOutbox } = await admin.data<{ devOutbox: Array<{ subject: string; text: string }> }>(OUTBOX, { to: returned.email });
      expect(devOutbox.find((mail) => mail.subject === 'Your tutor application needs a change')?.text).toContain('Your video has no sound.');
      return true;
    });
    const again = await admin.request(SEND_BACK, { tutorId: returned.id, reason: 'Again' });
    expect(again.errors?.[0].extensions).toMatchObject({ messageId: 'tutorOnboarding.notWaitingForReview' });
    expect((await returned.client.data<{ submitTutorOnboardingComplete: Onboarding }>(SUBMIT)).submitTutorOnboardingComplete.status).toBe('submitted');

    const notOnboarded = await admin.request(ACTIVE_LIST, { tutorId: returned.id });
    expect(notOnboarded.errors?.[0].extensions).toMatchObject({ messageId: 'tutorOnboarding.notOnboarded' });
    expect((await admin.data<{ addTutorToActiveList: Onboarding }>(ACTIVE_LIST, { tutorId: approved.id })).addTutorToActiveList.isOnActiveList).toBe(true);
  });

  it('lets a tutor act only on their own onboarding, and only admins on the queue: stranger, client, other tutor, admin', async () => {
    const tutor = await submittedTutor('Owner');
    const other = await signedUp('TUTOR', 'Other');
    const client = await signedUp('STUDENT_OR_PARENT', 'Client');
    const before = await eventCount(tutor.id);

    for (const [query, variables] of [
      [SIGN, {}],
      [QUIZ, { answers: rightAnswers }],
      [VIDEO, { videoLink: 'https://video.example.com/x' }],
      [SUBMIT, {}],
      [GET_ONBOARDING, {}],
    ] as const) {
      expect(await codeOf(visitor, query, variables)).toBe('UNAUTHENTICATED');
      expect(await codeOf(client.client, query, variables)).toBe('FORBIDDEN');
    }
    expect(await codeOf(other.client, GET_ONBOARDING, { tutorId: tutor.id })).toBe('FORBIDDEN');
    expect(await codeOf(client.client, GET_ONBOARDING, { tutorId: tutor.id })).toBe('FORBIDDEN');
    expect((await admin.data<{ getTutorOnboarding: { onboarding: Onboarding } }>(GET_ONBOARDING, { tutorId: tutor.id })).getTutorOnboarding.onboarding.status).toBe('submitted');

    for (const [query, variables] of [
      [TO_ONBOARD, {}],
      [UN_ONBOARDED, { name: 'Owner' }],
      [ONBOARDED, { name: 'Owner' }],
      [SEND_BACK, { tutorId: tutor.id, reason: 'No' }],
      [ON_BOARD, { tutorId: tutor.id }],
      [ACTIVE_LIST, { tutorId: tutor.id }],
    ] as const) {
      expect(await codeOf(visitor, query, variables)).toBe('UNAUTHENTICATED');
      expect(await codeOf(client.client, query, variables)).toBe('FORBIDDEN');
      expect(await codeOf(other.client, query, variables)).toBe('FORBIDDEN');
      expect(await codeOf(tutor.client, query, variables)).toBe('FORBIDDEN');
    }
    expect(await eventCount(tutor.id)).toBe(before);
  });
});
