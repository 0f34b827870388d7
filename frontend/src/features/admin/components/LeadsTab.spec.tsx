import { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { AdminLead, GET_ADMIN_LEADS } from '../graphql/get-admin-leads';
import { LeadsTab } from './LeadsTab';

const lead = (index: number): AdminLead => ({
  id: `lead-${index}`,
  firstName: 'Ada',
  lastName: `Lovelace ${index}`,
  title: 'Principal',
  company: `School ${index}`,
  email: `ada-${index}@school.org`,
  phoneNumber: '(212) 555-0199',
  state: 'NY',
  subject: null,
  status: 'NEW',
  submittedAt: '2026-11-20T10:00:00.000Z',
  lastSubmittedAt: '2026-11-20T10:00:00.000Z',
  submissions: 1,
  crm: null,
  crmId: null,
});
const listed = (pageNumber: number, leads: AdminLead[], total: number): MockedResponse => ({
  request: { query: GET_ADMIN_LEADS, variables: { pageNumber } },
  result: { data: { getAdminLeads: { leads, total, pageNumber, exhausted: pageNumber * 10 >= total } } },
});

describe('LeadsTab', () => {
  it('shows the leads 10 a page and moves to the next page, kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LeadsTab />, {
      path: '/admin/:tab',
      initialEntry: '/admin/leads',
      user: testUser({ profileTypes: ['ADMIN'] }),
      mocks: [listed(1, Array.from({ length: 10 }, (_, index) => lead(index)), 11), listed(2, [lead(10)], 11)],
    });
    const table = await screen.findByRole('table', { name: 'School leads' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Ada Lovelace 10')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2, 11 items in all');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
