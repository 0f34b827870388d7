import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { GET_SENT_INVITATIONS } from '../graphql/get-sent-invitations';
import { INVITE_CLIENT } from '../graphql/invite-client';
import { RESEND_INVITE_EMAIL } from '../graphql/resend-invite-email';
import { InviteClientPanel } from './InviteClientPanel';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const invitation = (overrides: Record<string, unknown> = {}) => ({
  id: 'inv-1',
  email: 'ivy@example.com',
  firstName: 'Ivy',
  lastName: 'Invitee',
  status: 'PENDING',
  invitedAt: '2026-11-20T10:00:00.000Z',
  lastSentAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  ...overrides,
});
const sentMock = (invitations: object[]) => ({ request: { query: GET_SENT_INVITATIONS }, result: { data: { getSentInvitations: invitations } }, maxUsageCount: Number.POSITIVE_INFINITY });
const tutor = testUser({ profileTypes: ['TUTOR'], clientProfileType: null });

afterEach(() => jest.mocked(showToast).mockClear());

describe('InviteClientPanel', () => {
  it('checks the form with the sign-up messages, then invites with one idempotency key and confirms', async () => {
    renderWithProviders(<InviteClientPanel audience="tutor" />, {
      user: tutor,
      mocks: [
        sentMock([]),
        {
          request: { query: INVITE_CLIENT },
          variableMatcher: (variables: { input: Record<string, string>; idempotencyKey: string }) =>
            variables.input.email === 'ivy@example.com' && variables.input.firstName === 'Ivy' && variables.input.clientProfileType === 'STUDENT' && variables.idempotencyKey.length > 0,
          result: { data: { inviteClient: invitation() } },
        },
      ],
    });
    expect(await screen.findByText('No invitations sent yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid first name.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First name'), ' Ivy ');
    await userEvent.type(screen.getByLabelText('Last name'), 'Invitee');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ivy@example.com');
    await userEvent.selectOptions(screen.getByLabelText('They are a'), 'STUDENT');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ intent: 'success', message: 'Invitation sent to ivy@example.com.' })));
  });

  it("shows the server's refusal at its field", async () => {
    const message = 'This person already has an account: ask them to log in.';
    renderWithProviders(<InviteClientPanel audience="admin" />, {
      user: testUser({ profileTypes: ['ADMIN'], clientProfileType: null, languagePreference: 'sp' }),
      language: 'sp',
      mocks: [
        sentMock([]),
        {
          request: { query: INVITE_CLIENT },
          variableMatcher: () => true,
          result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', messageId: 'invitation.alreadyHasAccount', fieldErrors: { email: message }, fieldMessageIds: { email: 'invitation.alreadyHasAccount' } } })] },
        },
      ],
    });
    await userEvent.type(await screen.findByLabelText('Nombre'), 'Ivy');
    await userEvent.type(screen.getByLabelText('Apellido'), 'Invitee');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ivy@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Esta persona ya tiene una cuenta: pídele que inicie sesión.')).toBeInTheDocument();
  });

  it('lists the invitations sent, and resends a waiting one', async () => {
    renderWithProviders(<InviteClientPanel audience="tutor" />, {
      user: tutor,
      mocks: [
        sentMock([invitation(), invitation({ id: 'inv-2', firstName: 'Ada', lastName: 'Accepted', email: 'ada@example.com', status: 'ACCEPTED' })]),
        { request: { query: RESEND_INVITE_EMAIL, variables: { invitationId: 'inv-1' } }, result: { data: { resendInviteEmail: invitation({ lastSentAt: '2026-11-25T10:00:00.000Z' }) } } },
      ],
    });
    const waiting = await screen.findByRole('listitem', { name: 'Ivy Invitee' });
    expect(within(screen.getByRole('listitem', { name: 'Ada Accepted' })).queryByRole('button', { name: 'Resend' })).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Ada Accepted' })).getByText('Accepted')).toBeInTheDocument();
    await userEvent.click(within(waiting).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'A new link was sent to ivy@example.com.' })));
  });
});
