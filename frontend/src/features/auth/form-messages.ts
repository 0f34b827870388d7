import { formMessageFormatter } from '../../lib/form-messages';
import { authMessages } from './messages';

/** Form messages of this feature: its validation texts, and the server's texts it knows, translated. */
export const useFormatFormMessage = formMessageFormatter(authMessages.en, ['auth.validation.', 'auth.server.']);
