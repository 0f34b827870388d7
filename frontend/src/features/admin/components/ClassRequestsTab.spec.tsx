import { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { APPROVE_CLASS_ADD_REQUEST } from '../graphql/approve-class-add-request';
import { ClassAddRequest, GET_CLASS_ADD_REQUESTS } from '../graphql/get-class-add-requests';
import { REJECT_CLASS_ADD_REQUEST } from '../graphql/reject-class-add-request';
import { ClassRequestsTab } from './ClassRequestsTab';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));
afterEach(() => jest.mocked(showToast).mockClear());

const request: ClassAddRequest = { id: 'r1', status: 'PENDING', courseName: 'AP Seismology', subject: null, isHighSchoolCourse: true, requestedAt: '2026-11-20T10:00:00.000Z' };
const pending = (requests: ClassAddRequest[]): MockedResponse => ({ request: { query: GET_CLASS_ADD_REQUESTS }, result: { data: { getClassAddRequests: requests } } });
const render = (mocks: MockedResponse[], language: 'en' | 'sp' = 'en') =>
  renderWithProviders(<ClassRequestsTab />, { path: '/admin', initialEntry: '/admin', user: testUser({ profileTypes: ['ADMIN'], languagePreference: language }), language, mocks });

describe('ClassRequestsTab', () => {
  it('adds a requested course to the catalog under the chosen subject and name, then refreshes the queue', async () => {
    const user = userEvent.setup();
    const approved = jest.fn(() => ({ data: { approveClassAddRequest: { id: 'r1', status: 'APPROVED' } } }));
    render([pending([request]), { request: { query: APPROVE_CLASS_ADD_REQUEST, variables: { requestId: 'r1', subject: 'Science', courseName: 'AP Seismology I' } }, result: approved }, pending([])]);
    const table = await screen.findByRole('table', { name: 'Courses asked to be added to the catalog' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('High school');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Science');
    await user.type(screen.getByRole('textbox', { name: 'Course' }), ' I');
    await user.click(screen.getByRole('button', { name: 'Add to catalog' }));
    await waitFor(() => expect(approved).toHaveBeenCalled());
    expect(await screen.findByText('No class requests to review.')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ intent: 'success', message: '"AP Seismology I" was added to the catalog.' }));
  });

  it('rejects a request, in Spanish', async () => {
    const user = userEvent.setup();
    const rejected = jest.fn(() => ({ data: { rejectClassAddRequest: { id: 'r1', status: 'REJECTED' } } }));
    render([pending([request]), { request: { query: REJECT_CLASS_ADD_REQUEST, variables: { requestId: 'r1' } }, result: rejected }, pending([])], 'sp');
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(rejected).toHaveBeenCalled());
    expect(await screen.findByText('No hay solicitudes de cursos por revisar.')).toBeInTheDocument();
  });
});
