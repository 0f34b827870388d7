import { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { AuditEvent, GET_AUDIT_STREAM_HISTORY } from '../graphql/get-audit-stream-history';
import { HistoryTab } from './HistoryTab';

const at = '2026-11-20T10:00:00.000Z';
const event = (id: string, type: string, actor: AuditEvent['actor'], values: Array<{ name: string; value: string }> = []): AuditEvent => ({
  id,
  streamId: 'session-s1',
  revision: Number(id.slice(1)),
  type,
  occurredAt: at,
  correlationId: `c-${id}`,
  causationId: `c-${id}`,
  description: { messageId: `audit.event.${type}`, values },
  actor,
});
const events: AuditEvent[] = [
  event('e0', 'SessionScheduled', { role: 'CLIENT', userId: 'u1', name: null, deleted: true }, [
    { name: 'subject', value: 'SAT' },
    { name: 'minutes', value: '60' },
    { name: 'meeting', value: 'IN_PERSON' },
  ]),
  event('e1', 'SessionMeetingCreated', { role: 'REACTION', userId: 'u2', name: 'Tomás Ruiz', deleted: false }, [{ name: 'meeting', value: 'ZOOM' }]),
  event('e2', 'SomethingNew', { role: 'VISITOR', userId: null, name: null, deleted: false }),
];
const history: MockedResponse = {
  request: { query: GET_AUDIT_STREAM_HISTORY, variables: { kind: 'SESSION', id: 's1', offset: 0, limit: 50 } },
  result: { data: { getAuditStreamHistory: { total: 3, offset: 0, limit: 50, events: [...events.slice(0, 2), { ...events[2], description: { messageId: 'audit.event.other', values: [{ name: 'type', value: 'SomethingNew' }] } }] } } },
};
const render = (language: 'en' | 'sp') =>
  renderWithProviders(<HistoryTab kind="session" id="s1" />, {
    path: '/admin/history/:historyKind/:historyId',
    initialEntry: '/admin/history/session/s1',
    user: testUser({ profileTypes: ['ADMIN'], languagePreference: language }),
    language,
    mocks: [history],
  });

describe('HistoryTab', () => {
  it('shows each event with its description, its actor (a deleted user as such) and a link to its correlation', async () => {
    render('en');
    const table = await screen.findByRole('table', { name: 'Events' });
    const [, scheduled, room, unknown] = within(table).getAllByRole('row');
    expect(scheduled).toHaveTextContent('Session scheduled: SAT, 60 minutes, in person');
    expect(scheduled).toHaveTextContent('deleted user client');
    expect(room).toHaveTextContent('Online room created (Zoom)');
    expect(room).toHaveTextContent('system reaction for Tomás Ruiz');
    expect(unknown).toHaveTextContent('SomethingNew recorded');
    expect(unknown).toHaveTextContent('visitor');
    expect(within(room).getByRole('link', { name: 'Follow correlation c-e1' })).toHaveAttribute('href', '/admin/history/correlation/c-e1');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Events 1–3 of 3');
    expect(screen.getByRole('link', { name: 'Payout' })).toHaveAttribute('href', '/admin/history/payout/s1');
  });

  it('reads in Spanish', async () => {
    render('sp');
    const table = await screen.findByRole('table', { name: 'Eventos' });
    const [, scheduled, room] = within(table).getAllByRole('row');
    expect(scheduled).toHaveTextContent('Sesión programada: SAT, 60 minutos, en persona');
    expect(scheduled).toHaveTextContent('usuario eliminado cliente');
    expect(room).toHaveTextContent('reacción del sistema por Tomás Ruiz');
  });
});
