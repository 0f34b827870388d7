import { formMessageFormatter } from '../../lib/form-messages';
import { tutorOnboardingMessages } from './messages';

/** The server's onboarding texts, shown in the interface language. */
export const useFormatFormMessage = formMessageFormatter(tutorOnboardingMessages.en, ['tutorOnboarding.server.']);
