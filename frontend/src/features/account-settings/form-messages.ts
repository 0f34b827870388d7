import { formMessageFormatter } from '../../lib/form-messages';
import { accountSettingsMessages } from './messages';

/** Form messages of this feature: its validation texts, and the server's texts it knows, translated. */
export const useFormatFormMessage = formMessageFormatter(accountSettingsMessages.en, ['accountSettings.validation.', 'accountSettings.server.']);
