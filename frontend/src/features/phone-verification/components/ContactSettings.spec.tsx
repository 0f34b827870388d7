import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useSession } from '../../../lib/session/SessionProvider';
import { CurrentUser } from '../../../lib/session/get-current-user';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { EDIT_CONTACT_INFO } from '../graphql/edit-contact-info';
import { SEND_PHONE_VERIFICATION_CODE } from '../graphql/send-phone-verification-code';
import { VERIFY_PHONE_NUMBER } from '../graphql/verify-phone-number';
import { ContactSettings } from './ContactSettings';

function Page() {
  const { user } = useSession();
  return user ? <ContactSettings user={user} /> : null;
}

const withPhone = (phoneNumber: string | null, isPhoneNumberVerified: boolean, languagePreference = 'en'): CurrentUser =>
  testUser({ phoneNumber, isPhoneNumberVerified, languagePreference });

const editMock = (phoneNumber: string, result: object) => ({ request: { query: EDIT_CONTACT_INFO, variables: { phoneNumber } }, result });
const sendMock = (result: object = { data: { sendPhoneVerificationCode: true } }) => ({ request: { query: SEND_PHONE_VERIFICATION_CODE }, result });
const verifyMock = (code: string, result: object) => ({ request: { query: VERIFY_PHONE_NUMBER, variables: { code } }, result });

describe('ContactSettings (/account-settings/contact)', () => {
  it('masks the number as typed, saves it, texts a code and verifies it', async () => {
    renderWithProviders(<Page />, {
      user: withPhone(null, false),
      mocks: [
        editMock('+15125550100', { data: { editContactInfo: withPhone('+15125550100', false) } }),
        sendMock(),
        verifyMock('123456', { data: { verifyPhoneNumber: withPhone('+15125550100', true) } }),
      ],
    });
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone number');
    await user.type(phone, '5125550100');
    expect(phone).toHaveValue('(512) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We texted a 6-digit code to (512) 555-0100.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your phone number (512) 555-0100 is verified.')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(document.title).toBe('Contact info | Tutoring Marketplace');
  });

  it('masks a number starting with 1 as 9 (999) 999-9999 and refuses an incomplete one', async () => {
    renderWithProviders(<Page />, { user: withPhone(null, false) });
    const phone = await screen.findByLabelText('Phone number');
    await userEvent.type(phone, '151255501');
    expect(phone).toHaveValue('1 (512) 555-01');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.');
  });

  it('sends a code to a saved unverified number without saving it again, and shows a wrong code at its field', async () => {
    const fieldErrors = { code: 'That code is not right. Please check it or send a new one.' };
    renderWithProviders(<Page />, {
      user: withPhone('+15125550100', false),
      mocks: [sendMock(), verifyMock('000000', { errors: [new GraphQLError(fieldErrors.code, { extensions: { code: 'BAD_USER_INPUT', fieldErrors } })] })],
    });
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('(512) 555-0100');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Verification code');
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAccessibleDescription('Please enter the 6-digit code we texted you.');
    await userEvent.clear(code);
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(fieldErrors.code));
  });

  it('shows an error of no field under the button, in Spanish', async () => {
    renderWithProviders(<Page />, {
      user: withPhone('+15125550100', false, 'sp'),
      language: 'sp',
      mocks: [sendMock({ errors: [new GraphQLError('Please wait a minute before asking for another code.')] })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a minute before asking for another code.');
    expect(screen.getByText('Sin verificar')).toBeInTheDocument();
  });

  it('shows a verified number, and lets it be changed', async () => {
    renderWithProviders(<Page />, { user: withPhone('+15125550100', true, 'sp'), language: 'sp' });
    expect(await screen.findByText('Tu número de teléfono (512) 555-0100 está verificado.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar número' }));
    expect(screen.getByLabelText('Número de teléfono')).toHaveValue('(512) 555-0100');
  });
});
