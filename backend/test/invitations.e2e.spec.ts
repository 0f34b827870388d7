import { randomUUID } from 'node:crypto';
import { eventually } from '../test-support/eventually';
import { Person, signedUp } from '../src/modules/conversations/test-support/conversation-operations';
import { CURRENT_USER, LOGIN, OUTBOX } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const INVITATION_FIELDS = 'id email firstName lastName status invitedAt lastSentAt expiresAt';
const INVITE = `mutation ($input: InviteClientInput!, $idempotencyKey: String!) { inviteClient(input: $input, idempotencyKey: $idempotencyKey) { ${INVITATION_FIELDS} } }`;
const RESEND = `mutation ($invitationId: ID!) { resendInviteEmail(invitationId: $invitationId) { ${INVITATION_FIELDS} } }`;
const INVITED_USER = `query ($token: String!) { getInvitedUserByToken(token: $token) { email firstName lastName clientProfileType invitedByFirstName } }`;
const ACTIVATE = `mutation ($token: String!, $password: String!, $idempotencyKey: String) { activateAccountFromInvite(token: $token, password: $password, idempotencyKey: $idempotencyKey) { token } }`;
const SENT = `query { getSentInvitations { ${INVITATION_FIELDS} } }`;
const REFERRALS = `query { getClientReferralSummary { referrals { referee { id } } } }`;

interface Invitation {
  id: string;
  email: string;
  firstName: string;
  status: string;
}

const INVALID_LINK = 'This Invite Link Is Invalid';

describe('invitations over GraphQL: tutors and admins invite clients, who set a password from the link', () => {
  let app: TestApp;
  let tutor: Person;
  let otherTutor: Person;
  let client: Person;
  let admin: GraphqlClient;
  let visitor: GraphqlClient;

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    tutor = await signedUp(app, 'Theo', 'TUTOR');
    otherTutor = await signedUp(app, 'Tara', 'TUTOR');
    client = await signedUp(app, 'Cleo', 'STUDENT_OR_PARENT');
    admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
    visitor = app.client();
  });

  afterAll(async () => app.close());

  const inviteeInput = (email: string) => ({ email, firstName: ' Ivy ', lastName: 'Invitee', clientProfileType: 'STUDENT' });
  const invite = async (by: GraphqlClient, email: string, idempotencyKey = randomUUID()) =>
    (await by.data<{ inviteClient: Invitation }>(INVITE, { input: inviteeInput(email), idempotencyKey })).inviteClient;
  const inviteMails = async (to: string) => (await visitor.data<{ devOutbox: Array<{ subject: string; text: string }> }>(OUTBOX, { to })).devOutbox.filter((mail) => /invited you/.test(mail.subject));
  /** The link of the `count`th invite e-mail to `to` (the mail queue delivers it a moment after the call). */
  const ticketOfMail = async (to: string, count: number) => {
    let mails: Array<{ text: string }> = [];
    await eventually(async () => {
      mails = await inviteMails(to);
      return mails.length >= count;
    });
    // The outbox answers newest first.
    const ticket = mails[mails.length - count].text.match(/\/su\/h\/([\w%-]+)/)?.[1];
    if (!ticket) throw new Error(`no invite link e-mailed to ${to}`);
    return decodeURIComponent(ticket);
  };
  const invitationEvents = async (invitationId: string) => (await app.running.platform.eventStore.readStream(`invitation-${invitationId}`)).map((event) => event.type);

  it('lets a tutor invite a client by e-mail: one invitation and one e-mail, even when the call is retried', async () => {
    const email = `ivy-${randomUUID().slice(0, 8)}@example.com`;
    const key = randomUUID();
    const first = await invite(tutor.client, email, key);
    const retried = await invite(tutor.client, email, key);
    expect(retried).toEqual(first);
    expect(first).toMatchObject({ email, firstName: 'Ivy', lastName: 'Invitee', status: 'PENDING' });
    expect(await invitationEvents(first.id)).toEqual(['ClientInvited']);
    await ticketOfMail(email, 1);
    const mails = await inviteMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Theo invited you to Tutoring Marketplace');
  });

  it('lets an admin invite too, and refuses a client with FORBIDDEN and a visitor with UNAUTHENTICATED', async () => {
    const invitation = await invite(admin, `admin-invitee-${randomUUID().slice(0, 8)}@example.com`);
    expect(invitation.status).toBe('PENDING');
    const refusedClient = await client.client.request(INVITE, { input: inviteeInput('nobody@example.com'), idempotencyKey: randomUUID() });
    expect(refusedClient.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refusedVisitor = await visitor.request(INVITE, { input: inviteeInput('nobody@example.com'), idempotencyKey: randomUUID() });
    expect(refusedVisitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await inviteMails('nobody@example.com')).toEqual([]);
  });

  it('refuses bad input with the sign-up messages, and an address that has an account, storing nothing', async () => {
    const before = (await tutor.client.data<{ getSentInvitations: Invitation[] }>(SENT)).getSentInvitations.length;
    const bad = await tutor.client.request(INVITE, { input: { email: 'not-an-email', firstName: '', lastName: 'X' }, idempotencyKey: randomUUID() });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Please enter a valid email.', firstName: 'Please enter a valid first name.' } } });
    const taken = await tutor.client.request(INVITE, { input: inviteeInput(client.email.toUpperCase()), idempotencyKey: randomUUID() });
    expect(taken.errors?.[0]).toMatchObject({ message: 'This person already has an account: ask them to log in.', extensions: { code: 'BAD_USER_INPUT', messageId: 'invitation.alreadyHasAccount' } });
    expect((await tutor.client.data<{ getSentInvitations: Invitation[] }>(SENT)).getSentInvitations).toHaveLength(before);
  });

  it('activates the account from the link: signed in, e-mail verified, a client named as invited; the used link is then refused', async () => {
    const email = `accept-${randomUUID().slice(0, 8)}@example.com`;
    const invitation = await invite(tutor.client, email);
    const ticket = await ticketOfMail(email, 1);
    expect((await visitor.data<{ getInvitedUserByToken: unknown }>(INVITED_USER, { token: ticket })).getInvitedUserByToken).toEqual({
      email,
      firstName: 'Ivy',
      lastName: 'Invitee',
      clientProfileType: 'STUDENT',
      invitedByFirstName: 'Theo',
    });

    // A password the rules refuse stores nothing, and the link still works.
    const short = await visitor.request(ACTIVATE, { token: ticket, password: 'short' });
    expect(short.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { password: 'Please enter a valid password.' } } });
    expect(await invitationEvents(invitation.id)).toEqual(['ClientInvited']);

    const invitee = app.client();
    const key = randomUUID();
    const { activateAccountFromInvite } = await invitee.data<{ activateAccountFromInvite: { token: string } }>(ACTIVATE, { token: ticket, password: 'invited secret 1', idempotencyKey: key });
    expect(activateAccountFromInvite.token).toBeTruthy();
    expect(invitee.cookie).toMatch(/^tm_session=/);
    const { getCurrentUserV2 } = await invitee.data<{ getCurrentUserV2: { id: string; email: { address: string; verified: boolean }; profile: Record<string, unknown> } }>(CURRENT_USER);
    expect(getCurrentUserV2.email).toEqual({ address: email, verified: true });
    expect(getCurrentUserV2.profile).toMatchObject({ firstName: 'Ivy', lastName: 'Invitee', profileTypes: ['STUDENT_OR_PARENT'], clientProfileType: 'STUDENT' });
    expect((await tutor.client.data<{ getSentInvitations: Invitation[] }>(SENT)).getSentInvitations.find((sent) => sent.id === invitation.id)?.status).toBe('ACCEPTED');

    // The same call retried (its answer lost) signs the same account in; the link used again is refused.
    const retried = await app.client().data<{ activateAccountFromInvite: { token: string } }>(ACTIVATE, { token: ticket, password: 'invited secret 1', idempotencyKey: key });
    expect(retried.activateAccountFromInvite.token).toBeTruthy();
    const again = await app.client().request(ACTIVATE, { token: ticket, password: 'another secret 2' });
    expect(again.errors?.[0]).toMatchObject({ message: INVALID_LINK, extensions: { code: 'BAD_USER_INPUT', messageId: 'invitation.invalidLink' } });
    expect((await visitor.data<{ getInvitedUserByToken: unknown }>(INVITED_USER, { token: ticket })).getInvitedUserByToken).toBeNull();
    expect(await invitationEvents(invitation.id)).toEqual(['ClientInvited', 'InvitationAccepted']);
    // A tutor's invitee counts as referred by the tutor.
    await eventually(async () => {
      const { getClientReferralSummary } = await tutor.client.data<{ getClientReferralSummary: { referrals: Array<{ referee: { id: string } }> } }>(REFERRALS);
      return getClientReferralSummary.referrals.some((referral) => referral.referee.id === getCurrentUserV2.id);
    });
    // The invitee logs in with the password they chose.
    expect((await app.client().data<{ emailLoginV2: { status: string } }>(LOGIN, { email, password: 'invited secret 1' })).emailLoginV2.status).toBeTruthy();
  });

  it('knows an unknown or mistyped ticket as the invalid link', async () => {
    expect((await visitor.data<{ getInvitedUserByToken: unknown }>(INVITED_USER, { token: 'not-a-ticket' })).getInvitedUserByToken).toBeNull();
    const refused = await visitor.request(ACTIVATE, { token: 'not-a-ticket', password: 'some secret 1' });
    expect(refused.errors?.[0]?.message).toBe(INVALID_LINK);
  });

  it('resends a new link for the inviter or an admin, the earlier link stops working; another tutor and a client are refused', async () => {
    const email = `resend-${randomUUID().slice(0, 8)}@example.com`;
    const invitation = await invite(tutor.client, email);
    const firstTicket = await ticketOfMail(email, 1);

    expect((await otherTutor.client.request(RESEND, { invitationId: invitation.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await client.client.request(RESEND, { invitationId: invitation.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await visitor.request(RESEND, { invitationId: invitation.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await tutor.client.request(RESEND, { invitationId: randomUUID() })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await inviteMails(email)).toHaveLength(1);

    await tutor.client.data(RESEND, { invitationId: invitation.id });
    const secondTicket = await ticketOfMail(email, 2);
    expect(secondTicket).not.toBe(firstTicket);
    expect((await visitor.data<{ getInvitedUserByToken: unknown }>(INVITED_USER, { token: firstTicket })).getInvitedUserByToken).toBeNull();
    expect((await visitor.request(ACTIVATE, { token: firstTicket, password: 'invited secret 1' })).errors?.[0]?.message).toBe(INVALID_LINK);

    await admin.data(RESEND, { invitationId: invitation.id });
    const thirdTicket = await ticketOfMail(email, 3);
    await app.client().data(ACTIVATE, { token: thirdTicket, password: 'invited secret 1' });
    const afterAccepted = await tutor.client.request(RESEND, { invitationId: invitation.id });
    expect(afterAccepted.errors?.[0]).toMatchObject({ message: 'This invitation was already accepted.' });
    expect(await invitationEvents(invitation.id)).toEqual(['ClientInvited', 'InviteEmailResent', 'InviteEmailResent', 'InvitationAccepted']);
  });

  it("lists a tutor's own invitations, every invitation for an admin, and none for a client", async () => {
    const mine = (await tutor.client.data<{ getSentInvitations: Invitation[] }>(SENT)).getSentInvitations;
    const theirs = (await otherTutor.client.data<{ getSentInvitations: Invitation[] }>(SENT)).getSentInvitations;
    const all = (await admin.data<{ getSentInvitations: Invitation[] }>(SENT)).getSentInvitations;
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(theirs).toEqual([]);
    expect(all.length).toBe(mine.length + 1);
    expect((await client.client.request(SENT)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
