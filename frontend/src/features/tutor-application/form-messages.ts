import { formMessageFormatter } from '../../lib/form-messages';
import { tutorApplicationMessages } from './messages';

/** Form messages of the application: its validation texts, and the server's texts it knows, translated. */
export const useFormatFormMessage = formMessageFormatter(tutorApplicationMessages.en, ['tutorApplication.validation.', 'tutorApplication.server.']);
