import { formMessageFormatter } from '../../lib/form-messages';
import { publicSiteMessages } from './messages';

/** Form messages of the public forms: their validation texts, and the server's texts they know (matched by English text), translated. */
export const useFormatFormMessage = formMessageFormatter(publicSiteMessages.en, ['publicSite.lead.', 'publicSite.contact.', 'publicSite.captcha.']);
