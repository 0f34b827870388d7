import { formMessageFormatter } from '../../lib/form-messages';
import { paymentsMessages } from './messages';

/** The server's payment and payout texts, shown in the interface language. */
export const useFormatFormMessage = formMessageFormatter(paymentsMessages.en, ['payments.server.', 'payouts.server.']);
