import { formMessageFormatter } from '../../lib/form-messages';
import { invitationsMessages } from './messages';

/** Form messages of invitations: their validation texts, and the server's texts they know, translated. */
export const useFormatInvitationMessage = formMessageFormatter(invitationsMessages.en, ['invitations.validation.', 'invitations.server.', 'invitations.invalid.']);
