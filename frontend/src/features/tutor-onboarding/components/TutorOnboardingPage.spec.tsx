import { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { GET_TUTOR_ONBOARDING, TutorOnboardingChecklist } from '../graphql/get-tutor-onboarding';
import { TUTOR_HAS_COMPLETED_QUIZ } from '../graphql/tutor-has-completed-quiz';
import { OnboardingChecklistCard } from './OnboardingChecklistCard';
import { TutorOnboardingPage } from './TutorOnboardingPage';

const tutor = testUser({ firstName: 'Tomás', profileTypes: ['TUTOR'] });

const checklist = (onboarding: Partial<TutorOnboardingChecklist['onboarding']> = {}, hasSignedCurrentAgreement = false): TutorOnboardingChecklist => ({
  onboarding: {
    tutorId: 'user-1',
    status: 'applying',
    hasSignedAgreement: hasSignedCurrentAgreement,
    agreementVersion: hasSignedCurrentAgreement ? 'v1' : null,
    tutorQuizSubmitted: false,
    onboardVideoLink: null,
    primaryPayoutMethod: null,
    tutorOnboardingSubmitTime: null,
    sentBackReason: null,
    isOnboarded: false,
    ...onboarding,
  },
  hasSignedCurrentAgreement,
  agreement: { version: 'v1', title: 'Tutor agreement', paragraphs: ['Be kind.'] },
  quiz: {
    version: 'q1',
    passMark: 1,
    questions: [{ id: 'fee', question: 'What fee?', options: [{ id: 'low', text: '0%' }, { id: 'right', text: '9.7%' }] }],
  },
  videoInstructions: 'Record a video.',
});

const onboardingMock = (answer: TutorOnboardingChecklist, language = 'en'): MockedResponse => ({
  request: { query: GET_TUTOR_ONBOARDING, variables: { language } },
  result: { data: { getTutorOnboarding: answer } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('TutorOnboardingPage', () => {
  it('shows every step, and a failed quiz with its score so the tutor can try again', async () => {
    const quiz: MockedResponse = {
      request: { query: TUTOR_HAS_COMPLETED_QUIZ, variables: { answers: [{ questionId: 'fee', optionId: 'low' }] } },
      result: { data: { tutorHasCompletedQuiz: { passed: false, correctAnswers: 0, questionCount: 1, passMark: 1 } } },
    };
    renderWithProviders(<TutorOnboardingPage />, { path: '/dashboard/onboarding', user: tutor, mocks: [onboardingMock(checklist()), quiz] });
    expect(await screen.findByRole('heading', { name: 'Your onboarding checklist' })).toBeInTheDocument();
    expect(screen.getByText('Be kind.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a payout method' })).toHaveAttribute('href', '/account-settings/tutor-payouts/venmo');

    await userEvent.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await screen.findByText('Please answer every question.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('0%'));
    await userEvent.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await screen.findByText('You answered 0 of 1 right; 1 are needed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check my answers' })).toBeEnabled();
  });

  it('checks the video link before sending it, in Spanish', async () => {
    const spanishTutor = testUser({ firstName: 'Tomás', profileTypes: ['TUTOR'], languagePreference: 'sp' });
    renderWithProviders(<TutorOnboardingPage />, { path: '/dashboard/onboarding', user: spanishTutor, language: 'sp', mocks: [onboardingMock(checklist({}, true), 'sp')] });
    await userEvent.type(await screen.findByLabelText('Enlace a tu video'), 'http://video.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar enlace' }));
    expect(await screen.findByText('Introduce un enlace a tu video que empiece por https://.')).toBeInTheDocument();
    expect(screen.getByText('Firmaste la versión v1 del acuerdo.')).toBeInTheDocument();
  });

  it('shows the reason of an application sent back', async () => {
    renderWithProviders(<TutorOnboardingPage />, { path: '/dashboard/onboarding', user: tutor, mocks: [onboardingMock(checklist({ sentBackReason: 'No sound.' }, true))] });
    expect(await screen.findByText('An admin sent your application back: No sound.')).toBeInTheDocument();
  });
});

describe('OnboardingChecklistCard', () => {
  it('lists what is left on the dashboard', async () => {
    renderWithProviders(<OnboardingChecklistCard />, { path: '/dashboard', user: tutor, mocks: [onboardingMock(checklist({ tutorQuizSubmitted: true }, true))] });
    const card = await screen.findByRole('region', { name: 'Finish onboarding' });
    const items = within(card).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Add your onboarding video', 'Choose how you are paid', 'Submit for review']);
  });

  it('shows nothing once the tutor is onboarded', async () => {
    // Beside the checklist page, which reads the same query: once the page shows the answer, the card has it too.
    const both = (
      <>
        <OnboardingChecklistCard />
        <TutorOnboardingPage />
      </>
    );
    renderWithProviders(both, { path: '/dashboard', user: tutor, mocks: [onboardingMock(checklist({ isOnboarded: true, status: 'onboarded' }, true))] });
    expect(await screen.findByText('You are onboarded: clients can now find you in search.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Finish onboarding' })).not.toBeInTheDocument();
  });
});
