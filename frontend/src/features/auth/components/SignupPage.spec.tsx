import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { rememberedReferralCode } from '../../../lib/referral-code';
import { sessionToken } from '../../../lib/session-token';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { EMAIL_SIGNUP, EmailSignupInput } from '../graphql/email-signup';
import { signupFlowStore } from '../hooks/useSignupFlow';
import { SignupPage } from './SignupPage';
import { keyedRequest } from '../../../lib/testing/keyed-mock';

const input: EmailSignupInput = {
  email: 'ana@example.com',
  password: 'long-password',
  firstName: 'Ana',
  lastName: 'López',
  profileType: 'STUDENT_OR_PARENT',
  clientProfileType: 'PARENT',
  phoneNumber: '(415) 555-2671',
};

const signupMock = (variables: EmailSignupInput) => ({
  ...keyedRequest(EMAIL_SIGNUP, { input: variables }),
  result: { data: { emailSignup: { token: 'token-1' } } },
});

const signupErrorMock = (message: string, fieldErrors?: Record<string, string>) => ({
  ...keyedRequest(EMAIL_SIGNUP, { input }),
  result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(fieldErrors ? { fieldErrors } : {}) } })] },
});

function renderSignup(mocks: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<SignupPage />, {
    path: '/signup',
    routes: [
      { path: '/signup/:step', element: <SignupPage /> },
      { path: '/welcome', element: <p>welcome page</p> },
    ],
    ...mocks,
  });
}

const pathOf = (router: ReturnType<typeof renderSignup>['router']) => router.state.location.pathname;

async function completeAccount(email = input.email, password = input.password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function completeProfileType(type = 'I’m a student or parent') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: type }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function completeContactInfo(firstName = input.firstName, lastName = input.lastName, phone = input.phoneNumber ?? '') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('First name'), firstName);
  await user.type(screen.getByLabelText('Last name'), lastName);
  if (phone) await user.type(screen.getByLabelText(/Phone number/), phone);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeEach(() => {
  signupFlowStore.dispatch({ type: 'reset' });
  window.sessionStorage.clear();
  signupFlowStore.forgetMemory();
});
afterEach(() => sessionToken.set(null));

describe('SignupPage', () => {
  it('sends someone already signed in to their dashboard, from any step', async () => {
    const { router } = renderWithProviders(<SignupPage />, {
      path: '/signup/contactInfo',
      user: testUser(),
      routes: [{ path: '/dashboard', element: <p>dashboard</p> }],
    });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('validates the account step at the fields, in English', async () => {
    const { router } = renderSignup();
    await completeAccount(' ', '1234567');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter a valid password.');
    expect(pathOf(router)).toBe('/signup');
    expect(document.title).toBe('Sign up | Tutoring Marketplace');
  });

  it('validates the account step at the fields, in Spanish', async () => {
    renderSignup({ language: 'sp' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Por favor, ingresa un correo electrónico válido.');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Por favor, ingresa una contraseña válida.');
  });

  it('asks for an account type', async () => {
    const { router } = renderSignup();
    await completeAccount();
    await waitFor(() => expect(pathOf(router)).toBe('/signup/profileType'));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radiogroup', { name: 'Account type' })).toHaveAccessibleDescription('Please choose an account type.');
    expect(pathOf(router)).toBe('/signup/profileType');
  });

  it('validates the contact step at the fields, in English', async () => {
    const { router } = renderSignup();
    await completeAccount();
    await completeProfileType();
    await waitFor(() => expect(pathOf(router)).toBe('/signup/contactInfo'));
    await completeContactInfo('  ', ' ', '555-2671');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Please enter a valid first name.');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Please enter a valid last name.');
    expect(screen.getByLabelText(/Phone number/)).toHaveAccessibleDescription('Please enter a valid phone number.');
  });

  it('validates the contact step at the fields, in Spanish', async () => {
    const { router } = renderSignup({ language: 'sp' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), input.email);
    await user.type(screen.getByLabelText('Contraseña'), input.password);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('radio', { name: 'Soy tutor' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(pathOf(router)).toBe('/signup/contactInfo'));
    await user.type(await screen.findByLabelText(/Número de teléfono/), '12');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Por favor, ingresa un nombre válido.');
    expect(screen.getByLabelText('Apellido')).toHaveAccessibleDescription('Por favor, ingresa un apellido válido.');
    expect(screen.getByLabelText(/Número de teléfono/)).toHaveAccessibleDescription('Por favor, ingresa un número de teléfono válido.');
  });

  it('signs up a parent through the three steps, signs in and goes to /welcome', async () => {
    const { router } = renderSignup({ mocks: [signupMock(input)] });
    await completeAccount();
    await userEvent.click(await screen.findByRole('radio', { name: 'I’m a student or parent' }));
    expect(screen.getByRole('radio', { name: 'Parent' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await completeContactInfo();
    await waitFor(() => expect(pathOf(router)).toBe('/welcome'));
    expect(sessionToken.get()).toBe('token-1');
    // The flow is cleared as the page unmounts, just after the navigation.
    await waitFor(() => expect(window.sessionStorage.getItem('signupFlow')).toBeNull());
    expect(signupFlowStore.get().email).toBe('');
  });

  it('signs up a student without a phone number', async () => {
    const { router } = renderSignup({ mocks: [signupMock({ ...input, clientProfileType: 'STUDENT', phoneNumber: null })] });
    await completeAccount();
    await userEvent.click(await screen.findByRole('radio', { name: 'I’m a student or parent' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Student' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await completeContactInfo(input.firstName, input.lastName, '');
    await waitFor(() => expect(pathOf(router)).toBe('/welcome'));
  });

  it('signs up a tutor without a client type', async () => {
    const { clientProfileType: _none, ...tutor } = { ...input, profileType: 'TUTOR' as const };
    const { router } = renderSignup({ mocks: [signupMock(tutor)] });
    await completeAccount();
    await completeProfileType('I’m a tutor');
    expect(screen.queryByRole('radio', { name: 'Parent' })).not.toBeInTheDocument();
    await completeContactInfo();
    await waitFor(() => expect(pathOf(router)).toBe('/welcome'));
  });

  it('sends the code of the referral link it was opened from, kept across the steps and in session storage', async () => {
    const { router } = renderSignup({ initialEntry: '/signup?referralCode=7K3MQ9X2AB', mocks: [signupMock({ ...input, referralCode: '7K3MQ9X2AB' })] });
    await completeAccount();
    expect(window.sessionStorage.getItem('signupFlow')).toContain('"referralCode":"7K3MQ9X2AB"');
    await completeProfileType();
    await completeContactInfo();
    await waitFor(() => expect(pathOf(router)).toBe('/welcome'));
    // The flow is cleared as the page unmounts, which a loaded machine may run after the navigation is seen.
    await waitFor(() => expect(signupFlowStore.get().referralCode).toBeNull());
  });

  it('sends the code remembered by a referral landing when reached without it (the header’s Sign up)', async () => {
    rememberedReferralCode.set('7K3MQ9X2AB');
    const { router } = renderSignup({ mocks: [signupMock({ ...input, referralCode: '7K3MQ9X2AB' })] });
    await completeAccount();
    await completeProfileType();
    await completeContactInfo();
    await waitFor(() => expect(pathOf(router)).toBe('/welcome'));
    expect(rememberedReferralCode.get()).toBeNull();
  });

  it('sends a later step without the earlier data back to /signup', async () => {
    const { router } = renderSignup();
    await screen.findByLabelText('Email');
    await act(() => router.navigate('/signup/contactInfo'));
    await waitFor(() => expect(pathOf(router)).toBe('/signup'));
    await act(() => router.navigate('/signup/profileType'));
    await waitFor(() => expect(pathOf(router)).toBe('/signup'));
    await act(() => router.navigate('/signup/payment'));
    await waitFor(() => expect(pathOf(router)).toBe('/signup'));
  });

  it('keeps the way back open and the entered data', async () => {
    const { router } = renderSignup();
    await completeAccount();
    await completeProfileType();
    await waitFor(() => expect(pathOf(router)).toBe('/signup/contactInfo'));
    await userEvent.type(await screen.findByLabelText('First name'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(pathOf(router)).toBe('/signup/profileType'));
    expect(screen.getByRole('radio', { name: 'I’m a student or parent' })).toBeChecked();
    await act(() => router.navigate('/signup/contactInfo'));
    expect(await screen.findByLabelText('First name')).toHaveValue('Ana');
  });

  it('keeps all but the password across a reload', async () => {
    const { router } = renderSignup();
    await completeAccount();
    await completeProfileType();
    await waitFor(() => expect(pathOf(router)).toBe('/signup/contactInfo'));
    await userEvent.type(await screen.findByLabelText('First name'), 'Ana');
    expect(window.sessionStorage.getItem('signupFlow')).not.toContain(input.password);

    signupFlowStore.forgetMemory();
    await act(() => router.navigate('/signup/profileType'));
    // Without the password the flow restarts at the account step, with the e-mail kept.
    await waitFor(() => expect(pathOf(router)).toBe('/signup'));
    expect(await screen.findByLabelText('Email')).toHaveValue(input.email);
    await userEvent.type(screen.getByLabelText('Password'), input.password);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radio', { name: 'I’m a student or parent' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Ana');
  });

  it('jumps back to the account step with the server’s message at the e-mail field', async () => {
    const taken = 'An account with this email already exists. Please log in or use a different email.';
    const { router } = renderSignup({ mocks: [signupErrorMock(taken, { email: taken })] });
    await completeAccount();
    await completeProfileType();
    await completeContactInfo();
    await waitFor(() => expect(pathOf(router)).toBe('/signup'));
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(taken);
    expect(sessionToken.get()).toBeNull();
  });

  it('keeps a server error of a contact field at that field', async () => {
    const message = 'Please enter a valid phone number.';
    const { router } = renderSignup({ language: 'en', mocks: [signupErrorMock(message, { phoneNumber: message })] });
    await completeAccount();
    await completeProfileType();
    await completeContactInfo();
    await waitFor(() => expect(screen.getByLabelText(/Phone number/)).toHaveAccessibleDescription(message));
    expect(pathOf(router)).toBe('/signup/contactInfo');
  });

  it('shows an error that belongs to no field under the button', async () => {
    renderSignup({ mocks: [signupErrorMock('Something went wrong on our side. Please try again.')] });
    await completeAccount();
    await completeProfileType();
    await completeContactInfo();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  });

  it('links to the login page', async () => {
    renderSignup();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
