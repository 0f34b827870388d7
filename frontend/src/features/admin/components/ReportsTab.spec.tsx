import { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { AdminReport, GET_ADMIN_REPORTS } from '../graphql/get-admin-reports';
import { RESOLVE_REPORT } from '../graphql/resolve-report';
import { ReportsTab } from './ReportsTab';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));
afterEach(() => jest.mocked(showToast).mockClear());

const userReport: AdminReport = {
  id: 'r-1',
  kind: 'USER',
  reporter: { id: 'c-1', name: 'Carla Ruiz' },
  reportedUser: { id: 't-1', name: 'Tomas Vega' },
  sessionId: null,
  reason: 'HARASSMENT',
  details: 'He keeps asking for my phone number.',
  reportedAt: '2026-11-20T10:00:00.000Z',
  conversationId: 'conv-1',
  conversationContext: [
    { id: 'm-1', fromUserId: 'c-1', body: 'Hi, can we start Monday?', sentAt: '2026-11-19T10:00:00.000Z' },
    { id: 'm-2', fromUserId: 't-1', body: 'Send me your phone number.', sentAt: '2026-11-19T10:05:00.000Z' },
  ],
  resolvedAt: null,
  resolutionNote: null,
};
const lessonIssue: AdminReport = { ...userReport, id: 'r-2', kind: 'LESSON_ISSUE', reportedUser: null, sessionId: 's-9', reason: null, details: 'No audio.', conversationId: null, conversationContext: [] };
const listed = (reports: AdminReport[], includeResolved = false, page: { pageNumber?: number; total?: number } = {}): MockedResponse => {
  const { pageNumber = 1, total = reports.length } = page;
  return {
    request: { query: GET_ADMIN_REPORTS, variables: { includeResolved, pageNumber } },
    result: { data: { getAdminReports: { reports, total, pageNumber, exhausted: pageNumber * 10 >= total } } },
  };
};
const render = (mocks: MockedResponse[], language: 'en' | 'sp' = 'en', initialEntry = '/admin/reports') =>
  renderWithProviders(<ReportsTab />, { path: '/admin/:tab', initialEntry, user: testUser({ profileTypes: ['ADMIN'], languagePreference: language }), language, mocks });

describe('ReportsTab', () => {
  it('lists user reports with the conversation’s last messages and history links, and lesson issues with their session', async () => {
    render([listed([userReport, lessonIssue])]);
    const table = await screen.findByRole('table', { name: 'Reports' });
    const [, userRow, issueRow] = within(table).getAllByRole('row');
    expect(userRow).toHaveTextContent('Carla Ruiz');
    expect(userRow).toHaveTextContent('UserTomas Vega');
    expect(userRow).toHaveTextContent('HarassmentHe keeps asking for my phone number.');
    expect(within(userRow).getByText('Last messages between them')).toBeInTheDocument();
    expect(within(userRow).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Carla Ruiz: Hi, can we start Monday?', 'Tomas Vega: Send me your phone number.']);
    const historyLinks = within(userRow).getAllByRole('link', { name: /History/ }).map((link) => link.getAttribute('href'));
    expect(historyLinks).toEqual(['/admin/history/user/c-1', '/admin/history/user/t-1']);
    expect(issueRow).toHaveTextContent('Online lesson issueSession s-9');
    expect(within(issueRow).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/admin/history/session/s-9');
  });

  it('resolves a report with a note, which it requires', async () => {
    const user = userEvent.setup();
    const resolved = jest.fn(() => ({ data: { resolveReport: true } }));
    render([listed([userReport]), { request: { query: RESOLVE_REPORT, variables: { reportId: 'r-1', note: 'Warned the tutor.' } }, result: resolved }, listed([])]);
    const table = await screen.findByRole('table', { name: 'Reports' });
    await user.click(within(table).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Please write a note.')).toBeInTheDocument();
    expect(resolved).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), ' Warned the tutor. ');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    expect(resolved).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'The report is resolved.' }));
  });

  it('pages the queue 10 at a time: Next and Previous move through it, kept in the address; the switch starts again at the first page', async () => {
    const user = userEvent.setup();
    const tenth = (index: number): AdminReport => ({ ...lessonIssue, id: `r-${index}`, sessionId: `s-${index}` });
    const firstPage = Array.from({ length: 10 }, (_, index) => tenth(index));
    const { router } = render([
      listed(firstPage, false, { total: 12 }),
      listed([tenth(10), tenth(11)], false, { pageNumber: 2, total: 12 }),
      listed(firstPage, false, { total: 12 }),
      listed([tenth(10), tenth(11)], false, { pageNumber: 2, total: 12 }),
      listed([tenth(10), tenth(11)], true, { total: 2 }),
    ]);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1, 12 items in all');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Session s-11')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2, 12 items in all');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Session s-0')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Show resolved reports' }));
    expect(await screen.findByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1, 2 items in all');
    expect(router.state.location.search).toBe('');
  });

  it('opens the page the address names', async () => {
    render([listed([lessonIssue], false, { pageNumber: 3, total: 21 })], 'sp', '/admin/reports?page=3');
    expect(await screen.findByRole('navigation', { name: 'Páginas' })).toHaveTextContent('Página 3, 21 elementos en total');
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });

  it('speaks Spanish', async () => {
    render([listed([userReport])], 'sp');
    const table = await screen.findByRole('table', { name: 'Denuncias' });
    expect(table).toHaveTextContent('AcosoHe keeps asking');
    expect(within(table).getByRole('button', { name: 'Resolver' })).toBeInTheDocument();
    expect(within(table).getByText('Últimos mensajes entre ellos')).toBeInTheDocument();
  });
});
