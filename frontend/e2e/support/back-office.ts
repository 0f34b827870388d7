import { randomUUID } from 'node:crypto';
import { Page } from 'playwright-core';
import { sessionStreamId } from '../../../backend/domain/sessions/session.events';
import { scheduleEndedSession } from '../../../backend/test-support/ended-session';
import { eventually } from '../../../backend/test-support/eventually';
import { catalogs } from '../../src/app/catalogs';
import { BrowserApp } from './browser';

/**
 * What the admin specs set up alike: GraphQL as the user a page is signed in as, users signed up
 * in pages of their own, the admin's page, and a session that ended and went through the payout job.
 */

/** A GraphQL call with the cookies of `page`'s user; throws the errors when there are any. */
export async function graphqlAs<T = Record<string, unknown>>(app: BrowserApp, page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post(`${app.url}/graphql`, { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

export interface SignedUpUser {
  page: Page;
  id: string;
  email: string;
  name: string;
}

/** A user signed up in a page of their own (the sign-up sets the session cookie). */
export async function signedUp(app: BrowserApp, profileType: 'TUTOR' | 'STUDENT_OR_PARENT', firstName: string, lastName: string): Promise<SignedUpUser> {
  const page = await app.newPage();
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  await graphqlAs(app, page, 'mutation ($input: EmailSignupInput!) { emailSignup(input: $input) { token } }', { input: { email, password: 'member secret 1', firstName, lastName, profileType } });
  const { getCurrentUserV2 } = await graphqlAs<{ getCurrentUserV2: { id: string } }>(app, page, 'query { getCurrentUserV2 { id } }');
  return { page, id: getCurrentUserV2.id, email, name: `${firstName} ${lastName}` };
}

/** The admin (ADMIN_EMAIL and ADMIN_PASSWORD of the app) logged in through the form, in English whatever an earlier test left. */
export async function adminPage(app: BrowserApp, email: string, password: string): Promise<Page> {
  const page = await app.newPage();
  await page.goto(`${app.url}/login`);
  await page.fill('#login-email', email);
  await page.fill('#login-password', password);
  await page.getByRole('button', { name: catalogs.en['auth.login.submit'], exact: true }).click();
  await page.waitForURL((target) => !target.pathname.startsWith('/login'));
  // The language is the account's: an earlier test may have left it in Spanish, where the picker's label is Spanish too.
  await page.locator('select[aria-label]').filter({ has: page.locator('option[value="sp"]') }).first().selectOption('en');
  return page;
}

export interface PaidSession {
  sessionId: string;
  client: SignedUpUser;
  tutor: SignedUpUser;
}

/**
 * A client with a card and a tutor with Connect, whose hour (tutor $30, client $40) just ended and
 * went through the payout job: processed with `tok_visa`, a payment error with a declined card.
 */
export async function paidSession(
  app: BrowserApp,
  options: { card?: string; client?: [string, string]; tutor?: [string, string]; pairId?: (client: SignedUpUser, tutor: SignedUpUser) => Promise<string> } = {},
): Promise<PaidSession> {
  const { card = 'tok_visa', client: [clientFirst, clientLast] = ['Carla', 'Díaz'], tutor: [tutorFirst, tutorLast] = ['Tomás', 'Ruiz'] } = options;
  const client = await signedUp(app, 'STUDENT_OR_PARENT', clientFirst, clientLast);
  await graphqlAs(app, client.page, 'mutation ($card: String!) { addPaymentMethod(cardToken: $card) { id } }', { card });
  const tutor = await signedUp(app, 'TUTOR', tutorFirst, tutorLast);
  await graphqlAs(app, tutor.page, 'mutation ($authCode: String!) { associateStripeConnect(authCode: $authCode) { hasStripeConnectAccount } }', { authCode: `ac_${randomUUID()}` });
  const pairId = options.pairId ? await options.pairId(client, tutor) : null;
  const eventStore = app.running.platform.eventStore;
  const sessionId = await scheduleEndedSession(eventStore, { tutorId: tutor.id, clientId: client.id, subject: 'SAT', pairId, dueInMs: 0 });
  const outcome = card === 'tok_visa' ? 'SessionProcessed' : 'SessionErrored';
  await eventually(async () => (await eventStore.readStream(sessionStreamId(sessionId))).some((event) => event.type === outcome), { timeoutMs: 15_000 });
  return { sessionId, client, tutor };
}

/** A row of the History tab, by its event's type. */
export const historyRow = (page: Page, type: string) => page.locator(`tr[data-event-type="${type}"]`);

/** A search of the Users tab (/admin/search): the text typed, then Enter. */
export async function searchUsers(page: Page, text: string): Promise<void> {
  await page.fill('#admin-users-search', text);
  await page.press('#admin-users-search', 'Enter');
}
