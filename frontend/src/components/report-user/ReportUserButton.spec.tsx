import { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { equal } from '@wry/equality';
import { showToast } from '../toaster';
import { renderWithProviders, testUser } from '../../test-support/renderWithProviders';
import { REPORT_USER_V2 } from './report-user-v2';
import { ReportUserButton } from './ReportUserButton';

jest.mock('../toaster', () => ({ showToast: jest.fn() }));
afterEach(() => jest.mocked(showToast).mockClear());

const render = (options: { mocks?: MockedResponse[]; language?: 'en' | 'sp'; signedIn?: boolean; userId?: string } = {}) =>
  renderWithProviders(<ReportUserButton userId={options.userId ?? 'tutor-1'} name="Tomas V." />, {
    user: options.signedIn === false ? null : testUser({ languagePreference: options.language ?? 'en' }),
    language: options.language ?? 'en',
    mocks: options.mocks ?? [],
  });

describe('ReportUserButton', () => {
  it('reports the user with a reason and what happened, under one idempotency key', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    const reported = jest.fn(() => ({ data: { reportUserV2: 'report-1' } }));
    const expected = { reportedUserId: 'tutor-1', reason: 'SPAM_OR_SCAM', details: 'Asked me to pay outside the site.' };
    const report: MockedResponse = {
      request: { query: REPORT_USER_V2 },
      variableMatcher: (sent: { input?: unknown; idempotencyKey?: unknown } = {}) => {
        if (typeof sent.idempotencyKey !== 'string' || !sent.idempotencyKey || !equal(sent.input, expected)) return false;
        keys.push(sent.idempotencyKey);
        return true;
      },
      result: reported,
    };
    render({ mocks: [report] });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Tomas V.' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please tell us what happened (at most 2,000 characters).')).toBeInTheDocument();
    expect(reported).not.toHaveBeenCalled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Spam or scam');
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened?' }), ' Asked me to pay outside the site. ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reported).toHaveBeenCalledTimes(1);
    expect(keys).toHaveLength(1);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Thank you. Our team will review your report.' }));
  });

  it('shows the server’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    const refused: MockedResponse = {
      request: { query: REPORT_USER_V2 },
      variableMatcher: () => true,
      result: { errors: [{ message: 'This user does not exist.', extensions: { code: 'NOT_FOUND' } }] } as never,
    };
    render({ mocks: [refused] });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened?' }), 'Rude.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This user does not exist.');
  });

  it('is not offered to visitors nor about oneself', async () => {
    render({ signedIn: false });
    render({ userId: 'user-1' });
    // Beside them, a signed-in user about someone else: once their button shows, the sessions are known.
    render();
    expect(await screen.findAllByRole('button', { name: 'Report' })).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    render({ language: 'sp' });
    await user.click(await screen.findByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar a Tomas V.' });
    expect(within(dialog).getByRole('textbox', { name: '¿Qué pasó?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Acoso' })).toBeInTheDocument();
  });
});
