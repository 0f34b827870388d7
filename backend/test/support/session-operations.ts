import { randomUUID } from 'node:crypto';
import { CommandPipeline } from '../../src/event-sourcing/command-pipeline';
import { pairIdFor, pairStream } from '../../src/modules/pairs/pair-stream';
import { CURRENT_USER, CurrentUser, SIGN_UP, signUpInput } from './account-operations';
import { GraphqlClient, TestApp } from './test-app';

export const SESSION_FIELDS = `id pairId subject gradeLevel status sessionType date startTime endTime plannedStartTime processingTime cancellationPolicyTime
  cancellationNotice timeZoneId recurringDays recurringSessionId weeksRecurring tutoringAmount numMins meetingSolution isInPerson joinUrl isPaid
  tutorSummary clientFeedback errorReason
  participants { user { id firstName lastName } userType leftTime sessionPayoutStatus hourlyRate finalClientPaymentAmount }
  zoomOptions { meetingId join_url } lessonspaceOptions { roomId } physicalSessionOptions { locationName locationPoint { lat lng } }`;

export const CREATE_SESSION = `mutation ($input: CreateSessionInput!) { createSession(input: $input) { ${SESSION_FIELDS} } }`;
export const EDIT_SESSION = `mutation ($sessionId: ID!, $input: EditSessionInput!, $editScope: EditScope) { editSessionV3(sessionId: $sessionId, input: $input, editScope: $editScope) { ${SESSION_FIELDS} } }`;
export const CANCEL_SESSION = `mutation ($sessionId: ID!, $cancelScope: EditScope) { cancelSessionV3(sessionId: $sessionId, cancelScope: $cancelScope) { ${SESSION_FIELDS} } }`;
export const DROP_SESSION = `mutation ($sessionId: ID!) { dropSession(sessionId: $sessionId) { id participants { user { id } leftTime } } }`;
export const SET_TUTOR_SUMMARY = `mutation ($sessionId: ID!, $tutorSummary: String!) { setTutorSessionSummary(sessionId: $sessionId, tutorSummary: $tutorSummary) { id tutorSummary } }`;
export const SET_CLIENT_FEEDBACK = `mutation ($sessionId: ID!, $clientFeedback: String!) { setClientSessionFeedback(sessionId: $sessionId, clientFeedback: $clientFeedback) { id clientFeedback } }`;
export const FIX_ERROR_SESSION = `mutation ($sessionId: ID!) { fixErrorSession(sessionId: $sessionId) { id status processingTime errorReason } }`;
export const UPCOMING = `query ($isTutorContext: Boolean!, $pageNum: Int) { getUpcomingSessions(isTutorContext: $isTutorContext, pageNum: $pageNum) { sessions { ${SESSION_FIELDS} } hasMore totalSessions pageNum } }`;
export const THIS_WEEK = `query ($tutorId: ID!, $dates: [String!]!) { getSessionsThisWeek(tutorId: $tutorId, dates: $dates) { date startTime endTime session { id date status } } }`;
export const PENDING_COUNT = `query ($dateRegex: String) { getPendingSessionCount(dateRegex: $dateRegex) }`;
export const SUMMARY = `query ($input: CompletedSessionSummaryInput!) { getCompletedSessionSummaryV3(input: $input) {
  summaries { user { id firstName } pairId numSessions numMins rate total totalFee sessionIdsWithoutFeedback } monthlyTotal monthlyTotalFee } }`;
export const BY_PAIR = `query ($pairId: ID!) { getSessionSummariesByPairId(pairId: $pairId) { id status tutorSummary } }`;
export const POST_SESSION_FEEDBACK = `mutation ($sessionId: ID!, $q1Score: Int!, $q2Score: Int!, $q3Score: Int!, $extraComments: String) {
  createPostSessionFeedback(sessionId: $sessionId, q1Score: $q1Score, q2Score: $q2Score, q3Score: $q3Score, extraComments: $extraComments) { sessionId tutorId tuteeId q1Score q2Score q3Score extraComments } }`;
export const CHECK_FEEDBACK = `query { checkForSessionFeedback { id status } }`;
export const ADD_FEEDBACK = `mutation ($sessionId: ID!, $formName: String!, $responses: [FormResponseInput!]!, $receivingUserId: ID) {
  addFeedbackToSessionV2(sessionId: $sessionId, formName: $formName, responses: $responses, receivingUserId: $receivingUserId) }`;
export const ADD_REVIEW = `mutation ($tutorId: ID!, $score: Int!, $comments: String!) { addReviewMutation(tutorId: $tutorId, score: $score, comments: $comments) { id clientId clientFirstName score comments updatedAvgScore } }`;
export const EDIT_REVIEW = `mutation ($tutorId: ID!, $score: Int!, $comments: String!) { editReviewMutation(tutorId: $tutorId, score: $score, comments: $comments) { id score comments updatedAvgScore } }`;
export const OPEN_ROOM = `query ($tuteeId: ID!, $tutorId: ID!, $sessionId: ID!) { openLessonspaceSession(tuteeId: $tuteeId, tutorId: $tutorId, sessionId: $sessionId) { roomId url } }`;
export const LESSON_ROOM = `query ($roomId: ID!, $user: ID!, $role: String!, $sig: String!) {
  getLessonRoom(roomId: $roomId, user: $user, role: $role, sig: $sig) { roomId subject startTime endTime status participants { firstName role } } }`;
export const OPEN_GROUP_ROOM = `query ($subject: String!, $sessionId: ID!, $isTutorContext: Boolean!, $isAdminContext: Boolean) {
  openGroupLessonspaceSession(subject: $subject, sessionId: $sessionId, isTutorContext: $isTutorContext, isAdminContext: $isAdminContext) { roomId url } }`;
export const REPORT_ISSUE = `mutation ($sessionId: ID!, $issue: String!) { reportOnlineLessonIssue(sessionId: $sessionId, issue: $issue) }`;
export const ASSOCIATE_ZOOM = `mutation ($authCode: String!) { associateZoom(authCode: $authCode) { id firstName lastName email } }`;
export const ZOOM_PROFILE = `query { getCurrentUserV2 { zoomProfile { id email } } }`;
export const PAYMENT_ERRORS = `query { getPaymentErrorSessionsForUserV2 { id status errorReason } }`;

export interface SessionView {
  id: string;
  pairId: string | null;
  subject: string;
  status: string;
  date: string;
  startTime: string;
  endTime: string;
  processingTime: string;
  cancellationPolicyTime: string;
  cancellationNotice: boolean;
  recurringSessionId: string | null;
  recurringDays: string[] | null;
  weeksRecurring: number | null;
  tutoringAmount: number;
  numMins: number;
  meetingSolution: string;
  isInPerson: boolean;
  joinUrl: string | null;
  tutorSummary: string | null;
  clientFeedback: string | null;
  errorReason: string | null;
  participants: Array<{ user: { id: string; firstName: string }; userType: string; leftTime: string | null; hourlyRate: number }>;
  lessonspaceOptions: { roomId: string | null } | null;
  physicalSessionOptions: { locationName: string; locationPoint: { lat: number; lng: number } | null } | null;
}

export interface SignedUpUser {
  client: GraphqlClient;
  id: string;
}

export async function signedUpUser(app: TestApp, profileType: 'TUTOR' | 'STUDENT_OR_PARENT', firstName: string): Promise<SignedUpUser> {
  const client = app.client();
  await client.data(SIGN_UP, { input: signUpInput({ profileType, firstName }) });
  const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
  return { client, id: getCurrentUserV2.id };
}

/** The pair an accepted request would make (the request flow has its own tests), at this tutor rate in dollars. */
export async function pairOf(app: TestApp, tutorId: string, clientId: string, tutorHourlyWage = 30): Promise<string> {
  const pipeline = app.running.app.get(CommandPipeline, { strict: false });
  const pairId = pairIdFor(tutorId, clientId);
  await pipeline.run(
    pairStream.decider,
    pairStream.streamIdOf(pairId),
    { type: 'CreatePair', data: { pairId, tutorId, clientId, requestId: randomUUID(), tutorHourlyWage } },
    pipeline.systemContext('test'),
    { awaitReadModels: pairStream.readModels },
  );
  return pairId;
}

const QUARTER_HOUR_MS = 15 * 60_000;

/** A quarter-hour instant `hours` from now (rounded up to the next slot). */
export function slot(hours: number, from = Date.now()): string {
  return new Date(Math.ceil((from + hours * 3_600_000) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS).toISOString();
}

export function later(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}
