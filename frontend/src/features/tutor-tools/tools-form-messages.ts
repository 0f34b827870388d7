import { formMessageFormatter } from '../../lib/form-messages';
import { tutorToolsMessages } from './messages';

/** Form messages of the tutor tools: their validation texts, and the server's texts they know, translated. */
export const useFormatToolsMessage = formMessageFormatter(tutorToolsMessages.en, ['tutorTools.validation.', 'tutorTools.server.']);
