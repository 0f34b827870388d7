import { formMessageFormatter } from '../../lib/form-messages';
import { requestsMessages } from './messages';

/** Form messages of the request dialog: its validation texts, and the server's same texts, translated. */
export const useFormatFormMessage = formMessageFormatter(requestsMessages.en, ['requests.validation.', 'requests.phone.']);
