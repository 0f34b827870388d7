import { formMessageFormatter } from '../../lib/form-messages';
import { phoneVerificationMessages } from './messages';

/** Form messages of the phone page: its validation texts, and the server's same texts, translated. */
export const useFormatFormMessage = formMessageFormatter(phoneVerificationMessages.en, ['phone.validation.']);
