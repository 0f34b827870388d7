import { eventually } from '../../../../test-support/eventually';
import { CURRENT_USER, CurrentUser, OUTBOX, SIGN_UP, signUpInput, tokenFromOutbox, VERIFY, VERIFY_LINK } from '../../../../test/support/account-operations';
import { GraphqlClient } from '../../../../test/support/test-app';

export const REQUEST_FIELDS = `id from { id } to { id } subject firstMessage: note status conversationId pairId revision`;
export const REQUEST_SESSION = `mutation ($input: TutoringRequestInput!, $savePreferences: Boolean, $idempotencyKey: String) {
  requestTutoringSession(input: $input, savePreferences: $savePreferences, idempotencyKey: $idempotencyKey) }`;
export const REQUEST_A_TUTOR = `mutation ($input: RequestATutorInput!, $idempotencyKey: String) { requestATutor(input: $input, idempotencyKey: $idempotencyKey) }`;
export const EDIT_REQUEST = `mutation ($requestId: ID!, $input: EditTutoringRequestInput!, $expectedRevision: Int) {
  editTutoringRequest(requestId: $requestId, input: $input, expectedRevision: $expectedRevision) { ${REQUEST_FIELDS} } }`;
export const ACCEPT = `mutation ($requestId: ID!) { acceptTutoringRequest(requestId: $requestId) { id isActive } }`;
export const DECLINE = `mutation ($requestId: ID!, $message: String!) { declineTutoringRequest(requestId: $requestId, message: $message) { id status } }`;
export const REQUESTS_OF_TUTEE = `query { getRequestsOfTuteeQuery { ${REQUEST_FIELDS} } }`;
export const GET_REQUEST = `query ($requestId: ID!) { getTutoringRequest(requestId: $requestId) { ${REQUEST_FIELDS} } }`;

const EDIT_CONTACT_INFO = `mutation ($phoneNumber: String!) { editContactInfo(phoneNumber: $phoneNumber) { id profile { phoneNumber isPhoneNumberVerified } } }`;
const SEND_CODE = `mutation { sendPhoneVerificationCode }`;
const VERIFY_PHONE = `mutation ($code: String!) { verifyPhoneNumber(code: $code) { id profile { phoneNumber isPhoneNumberVerified } } }`;

export interface Member {
  client: GraphqlClient;
  id: string;
  email: string;
  password: string;
  token: string;
}

export const requestInput = (tutorId: string, overrides: Record<string, unknown> = {}) => ({
  tutorId,
  subject: 'Algebra 1',
  gradeLevel: 'High School',
  sessionType: 'online',
  daysAvailable: ['MONDAY', 'WEDNESDAY'],
  timeAvailable: 'After 4 pm',
  firstMessage: 'Hi! My son needs help with equations.',
  ...overrides,
});

/** A signed-up user with a verified e-mail, signed in by bearer token. */
export async function member(client: GraphqlClient, profileType: 'TUTOR' | 'STUDENT_OR_PARENT', firstName: string): Promise<Member> {
  const input = signUpInput({ profileType, firstName });
  const { emailSignup } = await client.data<{ emailSignup: { token: string } }>(SIGN_UP, { input });
  client.bearer = emailSignup.token;
  await client.data(VERIFY, { token: await tokenFromOutbox(client, input.email as string, VERIFY_LINK) });
  const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
  return { client, id: getCurrentUserV2.id, email: input.email as string, password: input.password as string, token: emailSignup.token };
}

let phoneCounter = 0;

/** A client who may send requests: e-mail and phone verified (the code read from the dev outbox). */
export async function readyClient(client: GraphqlClient, firstName = 'Carla'): Promise<Member> {
  const user = await member(client, 'STUDENT_OR_PARENT', firstName);
  const phone = `(415) 555-${String(1000 + ((Date.now() + phoneCounter++ * 7) % 9000)).padStart(4, '0')}`;
  const { editContactInfo } = await client.data<{ editContactInfo: { profile: { phoneNumber: string } } }>(EDIT_CONTACT_INFO, { phoneNumber: phone });
  await client.data(SEND_CODE);
  const code = await eventually(async () => {
    const { devOutbox } = await client.data<{ devOutbox: Array<{ subject: string; text: string }> }>(OUTBOX, { to: editContactInfo.profile.phoneNumber });
    const found = devOutbox.find((message) => message.subject === 'SMS')?.text.match(/\b(\d{6})\b/)?.[1];
    if (!found) throw new Error('no code yet');
    return found;
  });
  await client.data(VERIFY_PHONE, { code });
  return user;
}
