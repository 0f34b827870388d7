import { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { AdminInquiry, GET_ADMIN_INQUIRIES } from '../graphql/get-admin-inquiries';
import { InquiriesTab } from './InquiriesTab';

const inquiry = (index: number): AdminInquiry => ({
  id: `inquiry-${index}`,
  kind: 'GENERAL',
  name: `Pat ${index}`,
  email: `pat-${index}@example.com`,
  subject: `Question ${index}`,
  message: 'Do you tutor chemistry?',
  deviceBeingUsed: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
});
const listed = (includeResolved: boolean, pageNumber: number, inquiries: AdminInquiry[], total: number): MockedResponse => ({
  request: { query: GET_ADMIN_INQUIRIES, variables: { includeResolved, pageNumber } },
  result: { data: { getAdminInquiries: { inquiries, total, pageNumber, exhausted: pageNumber * 10 >= total } } },
});

describe('InquiriesTab', () => {
  it('opens the page the address names, and the answered-inquiries switch starts again at the first page', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<InquiriesTab />, {
      path: '/admin/:tab',
      initialEntry: '/admin/inquiries?page=2',
      user: testUser({ profileTypes: ['ADMIN'] }),
      mocks: [listed(false, 2, [inquiry(10)], 11), listed(true, 1, Array.from({ length: 10 }, (_, index) => inquiry(index)), 12)],
    });
    const table = await screen.findByRole('table', { name: 'Support inbox' });
    expect(within(table).getByText('Question 10')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2, 11 items in all');
    await user.click(screen.getByRole('checkbox', { name: 'Show answered inquiries' }));
    expect(await screen.findByText('Question 0')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1, 12 items in all');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });
});
