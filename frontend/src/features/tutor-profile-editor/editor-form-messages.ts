import { formMessageFormatter } from '../../lib/form-messages';
import { tutorProfileEditorMessages } from './messages';

/** Form messages of the editor: its validation texts, and the server's texts it knows, translated. */
export const useFormatEditorMessage = formMessageFormatter(tutorProfileEditorMessages.en, ['profileEditor.validation.', 'profileEditor.server.']);
