import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { EDIT_CURRENT_LOCATION } from '../graphql/edit-current-location';
import { GET_WELCOME_PROGRESS } from '../graphql/get-welcome-progress';
import { SEND_VERIFICATION_TOKEN } from '../graphql/send-verification-token';
import { LeadWelcomePage, WelcomePage, WelcomeStepRoute } from './WelcomePage';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const austin = { zip: '78701', city: 'Austin', state: 'TX' };

function progressMock({ verified = false, location = null as typeof austin | null, cards = 0, withCards = true } = {}) {
  return {
    request: { query: GET_WELCOME_PROGRESS, variables: { withCards } },
    result: {
      data: {
        getCurrentUserV2: { id: 'user-1', email: { address: 'ana@example.com', verified }, profile: { currentLocation: location } },
        ...(withCards ? { getCreditCardData: Array.from({ length: cards }, (_, index) => ({ id: `card-${index}`, brand: 'visa', last4: '4242' })) } : {}),
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const noOffer = { available: false, kept: false };
const stepRoute = (path: string) => renderWithProviders(<WelcomeStepRoute requestATutor={noOffer} />, { path: '/welcome/:step', initialEntry: path, user: testUser({}, false), mocks: [progressMock()] });

afterEach(() => jest.mocked(showToast).mockClear());

describe('WelcomePage', () => {
  it('sends a visitor to log in, back here after', async () => {
    const { router } = renderWithProviders(<WelcomePage />, { path: '/welcome' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/welcome');
  });

  it('lists a new client’s steps with what is done, continuing at the first open one', async () => {
    renderWithProviders(<WelcomePage />, { path: '/welcome', user: testUser({}, true), mocks: [progressMock({ verified: true, cards: 1 })] });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ana!' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Your first steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Verify your e-mailDone', 'Add your locationTo do', 'Add a payment methodDone', 'Request a tutorOptional']);
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/welcome/location');
    expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/dashboard');
    expect(document.title).toBe('Welcome | Tutoring Marketplace');
  });

  it('shows a tutor only the e-mail step, in Spanish', async () => {
    renderWithProviders(<WelcomePage />, {
      path: '/welcome',
      user: testUser({ profileTypes: ['TUTOR'], clientProfileType: null, languagePreference: 'sp' }, false),
      language: 'sp',
      mocks: [progressMock({ withCards: false })],
    });
    const steps = within(await screen.findByRole('list', { name: 'Tus primeros pasos' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Verifica tu correo electrónicoPendiente']);
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/welcome/verify-account');
  });

  it('offers to find a tutor once nothing is missing', async () => {
    renderWithProviders(<WelcomePage />, { path: '/welcome', user: testUser(), mocks: [progressMock({ verified: true, location: austin, cards: 1 })] });
    expect(await screen.findByRole('link', { name: 'Find a tutor' })).toHaveAttribute('href', '/search');
  });
});

describe('WelcomeStepRoute', () => {
  it('asks to verify the e-mail, resends the link, and can be skipped to the location', async () => {
    const { router } = renderWithProviders(<WelcomeStepRoute requestATutor={noOffer} />, {
      path: '/welcome/:step',
      initialEntry: '/welcome/verify-account',
      user: testUser({}, false),
      mocks: [progressMock(), { request: { query: SEND_VERIFICATION_TOKEN }, result: { data: { sendVerificationToken: true } } }],
    });
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend the e-mail' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ intent: 'success', message: 'We sent a new verification link to ana@example.com.' })));
    await userEvent.click(screen.getByRole('link', { name: 'Skip' }));
    expect(router.state.location.pathname).toBe('/welcome/location');
  });

  it('saves the location and goes on to the payment step', async () => {
    const { router } = renderWithProviders(<WelcomeStepRoute requestATutor={noOffer} />, {
      path: '/welcome/:step',
      initialEntry: '/welcome/location',
      user: testUser({}, false),
      mocks: [
        progressMock(),
        {
          request: { query: EDIT_CURRENT_LOCATION, variables: { zipCode: '78701' } },
          result: { data: { editCurrentLocation: { id: 'user-1', profile: { currentLocation: austin } } } },
        },
      ],
    });
    await userEvent.type(await screen.findByLabelText('ZIP code'), '78701');
    await userEvent.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome/payment'));
  });

  it('asks for a ZIP code before sending, and shows the server’s message translated', async () => {
    renderWithProviders(<WelcomeStepRoute requestATutor={noOffer} />, {
      path: '/welcome/:step',
      initialEntry: '/welcome/location',
      user: testUser({ languagePreference: 'sp' }, false),
      language: 'sp',
      mocks: [
        progressMock(),
        {
          request: { query: EDIT_CURRENT_LOCATION, variables: { zipCode: '00000' } },
          result: { errors: [new GraphQLError('No ZIP Code Found', { extensions: { code: 'BAD_USER_INPUT', messageId: 'account.zipNotFound', fieldErrors: { zipCode: 'No ZIP Code Found' }, fieldMessageIds: { zipCode: 'account.zipNotFound' } } })] },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar ubicación' }));
    expect(await screen.findByText('Ingresa un código postal.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Código postal'), '00000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ubicación' }));
    expect(await screen.findByText('No se encontró el código postal')).toBeInTheDocument();
  });

  it('ends at the request step, with Request a Tutor only when it is offered', async () => {
    renderWithProviders(<WelcomeStepRoute requestATutor={{ available: true, kept: true }} />, {
      path: '/welcome/:step',
      initialEntry: '/welcome/request-a-tutor',
      user: testUser(),
      mocks: [progressMock({ verified: true })],
    });
    expect(await screen.findByRole('link', { name: 'Request a Tutor' })).toHaveAttribute('href', '/request-a-tutor');
    expect(screen.getByText('Your request is waiting to be sent.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finish' })).toHaveAttribute('href', '/dashboard');
  });

  it('sends an unknown step to the overview', async () => {
    const { router } = stepRoute('/welcome/nowhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });
});

describe('LeadWelcomePage', () => {
  it('welcomes a known client, then shows the card on file and completes', async () => {
    const { router } = renderWithProviders(<LeadWelcomePage />, { path: '/w/h/:step?', initialEntry: '/w/h', user: testUser(), mocks: [progressMock({ verified: true, cards: 1 })] });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ana!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Add a payment method' }));
    expect(await screen.findByText('Card on file: Visa ending in 4242')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(router.state.location.pathname).toBe('/w/h/complete');
    expect(await screen.findByRole('heading', { name: 'You are all set!' })).toBeInTheDocument();
  });
});
