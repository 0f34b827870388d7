import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderWithProviders } from '../../../test-support/renderWithProviders';
import { FORGOT_PASSWORD } from '../graphql/forgot-password';
import { ForgotPasswordPage } from './ForgotPasswordPage';

async function submit(email: string, labels = { email: 'Email', submit: 'Send reset link' }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.email), email);
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

describe('ForgotPasswordPage', () => {
  it('validates the e-mail at the field, in English', async () => {
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
    await submit('ana@example');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    expect(document.title).toBe('Forgot password | Tutoring Marketplace');
  });

  it('validates the e-mail at the field, in Spanish', async () => {
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password', language: 'sp' });
    await submit('ana', { email: 'Correo electrónico', submit: 'Enviar enlace' });
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Por favor, ingresa un correo electrónico válido.');
  });

  it('confirms without telling whether the account exists', async () => {
    renderWithProviders(<ForgotPasswordPage />, {
      path: '/forgot-password',
      mocks: [{ request: { query: FORGOT_PASSWORD, variables: { email: 'ana@example.com' } }, result: { data: { forgotPassword: true } } }],
    });
    await submit(' ana@example.com ');
    expect(await screen.findByText(/If an account exists for/)).toHaveTextContent(
      'If an account exists for ana@example.com, we sent a link to reset your password. The link expires in one hour.',
    );
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });

  it('shows a server error under the button', async () => {
    renderWithProviders(<ForgotPasswordPage />, {
      path: '/forgot-password',
      mocks: [
        {
          request: { query: FORGOT_PASSWORD, variables: { email: 'ana@example.com' } },
          result: { errors: [new GraphQLError('Too many requests. Please try again later.', { extensions: { code: 'TOO_MANY_REQUESTS' } })] },
        },
      ],
    });
    await submit('ana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });
});
