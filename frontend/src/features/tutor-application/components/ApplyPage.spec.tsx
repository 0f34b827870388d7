import { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { CHECK_EMAIL_PHONE_EXISTS } from '../graphql/check-email-phone-exists';
import { GET_TUTOR_APPLICATION, TutorApplication } from '../graphql/get-tutor-application';
import { SAVE_TUTOR_APPLICATION_STEP } from '../graphql/save-tutor-application-step';
import { ApplyPage } from './ApplyPage';

const STEPS = ['referral', 'core-subjects', 'education-level', 'location', 'school-info', 'high-school-courses', 'tutoring-preferences', 'availability', 'about'];
const application = (overrides: Partial<TutorApplication> = {}): TutorApplication => ({
  applicantId: 'u1',
  origin: 'apply',
  submitted: false,
  dob: '02/29/2008',
  steps: STEPS,
  savedSteps: ['referral'],
  nextStep: 'core-subjects',
  percentComplete: 20,
  referralSource: 'FRIEND',
  subjects: [],
  isHighSchoolTutor: null,
  tutorGradeLevel: null,
  gradeLevels: [],
  zipcode: null,
  school: null,
  highSchoolCourses: [],
  collegeCourses: [],
  onlinePreference: true,
  paidPreference: true,
  prefPaymentMethod: 'venmo',
  nonProfitName: null,
  donationLink: null,
  dailyAvaliability: [],
  avaliabilityDesc: null,
  aboutYourself: null,
  gpa: null,
  ...overrides,
});
const applicationMock = (found: TutorApplication | null): MockedResponse => ({ request: { query: GET_TUTOR_APPLICATION }, result: { data: { getTutorApplication: found } } });

const render = (initialEntry: string, mocks: MockedResponse[], user: ReturnType<typeof testUser> | null = null, language: 'en' | 'sp' = 'en') =>
  renderWithProviders(<ApplyPage origin="apply" />, { path: '/apply/*', initialEntry, user, mocks, language, routes: [{ path: '/apply/:step', element: <ApplyPage origin="apply" /> }] });

describe('ApplyPage', () => {
  it('shows step 1 with the spec prompts and checks every field before Next', async () => {
    const user = userEvent.setup();
    render('/apply', []);
    for (const prompt of ['Please enter your full name', 'Please enter your birthday', 'We will notify you via email and text with tutoring opportunities', 'Please create a password for your account']) {
      expect(await screen.findByText(prompt)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of ['Please enter a valid first name.', 'Please enter a valid last name.', 'Please use the format mm/dd/yyyy.', 'Please enter a valid email.', 'Please enter a valid phone number.', 'Please enter a valid password.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it("shows the server's message and asks for another address when it is taken, in Spanish", async () => {
    const user = userEvent.setup();
    const checked = jest.fn(() => ({ data: { checkEmailPhoneExists: { emailTaken: true, phoneTaken: false, message: 'An account with this email already exists.' } } }));
    render('/apply', [{ request: { query: CHECK_EMAIL_PHONE_EXISTS, variables: { email: 'ana@example.com', phone: '(512) 555-0100' } }, result: checked }], null, 'sp');
    await user.type(await screen.findByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Apellido'), 'López');
    await user.type(screen.getByLabelText('Fecha de nacimiento (mm/dd/aaaa)'), '02292008');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Número de teléfono'), '5125550100');
    await user.type(screen.getByLabelText('Contraseña'), 'tutor secret');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(/Ya existe una cuenta con este correo electrónico\. Por favor, indica otro correo electrónico u otro número de teléfono\./)).toBeInTheDocument();
    expect(checked).toHaveBeenCalled();
  });

  it('resumes a signed-in applicant at the first step not saved, and saves a step with Next', async () => {
    const user = userEvent.setup();
    const saved = application({ savedSteps: ['referral', 'core-subjects'], nextStep: 'education-level', percentComplete: 30, subjects: ['Math'] });
    const save = jest.fn(() => ({ data: { saveTutorApplicationStep: saved } }));
    const { router } = render('/apply', [applicationMock(application()), { request: { query: SAVE_TUTOR_APPLICATION_STEP, variables: { input: { step: 'CORE_SUBJECTS', subjects: ['Math'] } } }, result: save }], testUser({ profileTypes: ['TUTOR'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/core-subjects'));
    expect(await screen.findByText('20% complete')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select at least one subject.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Math'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/education-level'));
    expect(save).toHaveBeenCalled();
  });
});
