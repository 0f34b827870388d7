import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { showToast } from '../../../components/toaster';
import { RenderOptions, renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { ADD_REVIEW_MUTATION } from '../graphql/add-review-mutation';
import { CHECK_FOR_SESSION_FEEDBACK } from '../graphql/check-for-session-feedback';
import { CREATE_POST_SESSION_FEEDBACK } from '../graphql/create-post-session-feedback';
import { EDIT_REVIEW_MUTATION } from '../graphql/edit-review-mutation';
import { GET_ALL_REVIEWS_FOR_TUTOR } from '../graphql/get-all-reviews-for-tutor';
import { GET_COMPLETED_SESSION_SUMMARY_V3 } from '../graphql/get-completed-session-summary-v3';
import { REPORT_ONLINE_LESSON_ISSUE } from '../graphql/report-online-lesson-issue';
import { cardsMock, HOUR, paymentErrorsMock, session, TUTOR, upcomingMock, VISA } from '../test-fixtures';
import { SessionsPage } from './SessionsPage';
import { keyedRequest } from '../../../lib/testing/keyed-mock';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const client = (overrides = {}) => testUser({ isPhoneNumberVerified: true, phoneNumber: '5555550100', ...overrides });
const ended = session({ id: 'done-1', status: 'COMPLETED', startTime: new Date(Date.now() - 3 * HOUR).toISOString(), endTime: new Date(Date.now() - 2 * HOUR).toISOString() });
const surveyMock = (pending: typeof ended | null) => ({ request: { query: CHECK_FOR_SESSION_FEEDBACK }, result: { data: { checkForSessionFeedback: pending } } });
const today = new Date();
const summaryMock = {
  request: { query: GET_COMPLETED_SESSION_SUMMARY_V3, variables: { input: { isTutorContext: false, month: today.getMonth() + 1, year: today.getFullYear() } } },
  result: {
    data: {
      getCompletedSessionSummaryV3: {
        monthlyTotal: 30,
        monthlyTotalFee: 2.91, monthlyRefunded: 0,
        summaries: [{ user: TUTOR, pairId: null, numSessions: 1, numMins: 60, rate: 30, total: 30, totalFee: 2.91, refunded: 0, sessionIdsWithoutFeedback: [] }],
      },
    },
  },
};

function renderAt(initialEntry: string, options: RenderOptions = {}) {
  return renderWithProviders(<SessionsPage />, { ...options, path: '/sessions/:subPath', initialEntry });
}

afterEach(() => jest.mocked(showToast).mockClear());

describe('check-in survey', () => {
  it('offers a client the survey of their latest session and records the answers', async () => {
    renderAt('/sessions/upcoming', {
      user: client(),
      mocks: [
        upcomingMock(false, 1, []),
        cardsMock([VISA]),
        surveyMock(ended),
        {
          ...keyedRequest(CREATE_POST_SESSION_FEEDBACK, { sessionId: 'done-1', q1Score: 5, q2Score: 4, q3Score: 5, extraComments: 'Very patient.' }),
          result: { data: { createPostSessionFeedback: { sessionId: 'done-1' } } },
        },
        surveyMock(null),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Take the check-in survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check-in survey' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please answer all three questions.');
    const [q1, q2, q3] = [within(dialog).getAllByRole('radio', { name: '5' })[0]!, within(dialog).getAllByRole('radio', { name: '4' })[1]!, within(dialog).getAllByRole('radio', { name: '5' })[2]!];
    for (const radio of [q1, q2, q3]) await userEvent.click(radio);
    await userEvent.type(within(dialog).getByLabelText('Anything else you would like to share? (optional)'), 'Very patient.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Thank you for answering the check-in survey!' })));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Take the check-in survey' })).not.toBeInTheDocument());
  });

  it('asks in Spanish', async () => {
    renderAt('/sessions/upcoming', { user: client({ languagePreference: 'sp' }), language: 'sp', mocks: [upcomingMock(false, 1, []), cardsMock([VISA]), surveyMock(ended)] });
    expect(await screen.findByText(/¿Cómo fue tu sesión de Algebra 1 el/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Responder la encuesta de seguimiento' })).toBeInTheDocument();
  });
});

describe('reviews', () => {
  const reviewsMock = (reviews: object[]) => ({ request: { query: GET_ALL_REVIEWS_FOR_TUTOR, variables: { tutorId: TUTOR.id } }, result: { data: { getAllReviewsForTutorQuery: reviews } } });

  it('lets a client edit the review they wrote', async () => {
    const own = { id: 'review-1', clientId: 'user-1', tutorId: TUTOR.id, score: 4, comments: 'Helpful.' };
    renderAt('/sessions/completed', {
      user: client(),
      mocks: [
        summaryMock,
        cardsMock([VISA]),
        paymentErrorsMock([]),
        reviewsMock([own]),
        { request: { query: EDIT_REVIEW_MUTATION, variables: { tutorId: TUTOR.id, score: 5, comments: 'Helpful and patient.' } }, result: { data: { editReviewMutation: { ...own, score: 5 } } } },
        reviewsMock([{ ...own, score: 5 }]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Review Tomás Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Tomás Rivera' });
    expect(await within(dialog).findByText('You reviewed Tomás Rivera before; saving replaces your review.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await userEvent.type(within(dialog).getByLabelText('Your review'), ' and patient', { initialSelectionStart: 7, initialSelectionEnd: 8 });
    await userEvent.type(within(dialog).getByLabelText('Your review'), '.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Thank you! Your review was saved.' })));
  });

  it('shows the server’s refusal of a new review, in Spanish', async () => {
    renderAt('/sessions/completed', {
      user: client({ languagePreference: 'sp' }),
      language: 'sp',
      mocks: [
        summaryMock,
        cardsMock([VISA]),
        paymentErrorsMock([]),
        reviewsMock([]),
        {
          ...keyedRequest(ADD_REVIEW_MUTATION, { tutorId: TUTOR.id, score: 3, comments: 'Bien.' }),
          result: { errors: [new GraphQLError('You have already reviewed this tutor. You can edit your review instead.', { extensions: { code: 'BAD_USER_INPUT' } })] },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reseñar a Tomás Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reseña de Tomás Rivera' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Enviar reseña' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Por favor, elige una puntuación y escribe algunas palabras.');
    await userEvent.click(within(dialog).getByRole('radio', { name: '3 estrellas' }));
    await userEvent.type(within(dialog).getByLabelText('Tu reseña'), 'Bien.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar reseña' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Ya reseñaste a este tutor. Puedes editar tu reseña.'));
  });
});

describe('reporting a problem with an online lesson', () => {
  it('sends the report once with a key for retries', async () => {
    let sent: { sessionId?: string; issue?: string; idempotencyKey?: string } = {};
    renderAt('/sessions/upcoming', {
      user: client(),
      mocks: [
        upcomingMock(false, 1, [session()]),
        cardsMock([VISA]),
        {
          request: { query: REPORT_ONLINE_LESSON_ISSUE },
          variableMatcher: (variables: typeof sent) => {
            sent = variables;
            return true;
          },
          result: { data: { reportOnlineLessonIssue: 'report-1' } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with the online lesson' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please describe the problem.');
    await userEvent.type(within(dialog).getByLabelText('What went wrong?'), 'The whiteboard did not load.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Thank you. Our team will look into it.' })));
    expect(sent).toMatchObject({ sessionId: 'session-1', issue: 'The whiteboard did not load.' });
    expect(sent.idempotencyKey).toBeTruthy();
  });
});
