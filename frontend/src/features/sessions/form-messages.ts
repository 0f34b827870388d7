import { formMessageFormatter } from '../../lib/form-messages';
import { sessionsMessages } from './messages';

/** Formats the sessions' form messages; the server's session texts are shown translated. */
export const useFormatFormMessage = formMessageFormatter(sessionsMessages.en, ['sessions.validation.', 'sessions.server.']);
