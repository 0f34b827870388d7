import { appMessages } from './messages';
import { languageMessages } from '../components/language/messages';
import { authMessages } from '../features/auth/messages';
import { welcomeMessages } from '../features/auth/welcome-messages';
import { invitationsMessages } from '../features/invitations/messages';
import { accountSettingsMessages } from '../features/account-settings/messages';
import { layoutMessages } from './layout/messages';
import { tutorMessages } from '../components/tutor/messages';
import { tutorSearchMessages } from '../features/tutor-search/messages';
import { tutorProfileMessages } from '../features/tutor-profile/messages';
import { filesMessages } from '../components/files/messages';
import { requestsMessages } from '../features/requests/messages';
import { phoneVerificationMessages } from '../features/phone-verification/messages';
import { inboxMessages } from '../features/inbox/messages';
import { reportsMessages } from '../components/report-user/messages';
import { notificationsMessages } from '../features/notifications/messages';
import { sessionsMessages } from '../features/sessions/messages';
import { paymentMethodsMessages } from '../components/payments/messages';
import { paymentsMessages } from '../features/payments/messages';
import { referralsMessages } from '../features/referrals/messages';
import { dashboardMessages } from '../features/dashboard/messages';
import { adminMessages } from '../features/admin/messages';
import { tutorApplicationMessages } from '../features/tutor-application/messages';
import { tutorOnboardingMessages } from '../features/tutor-onboarding/messages';
import { publicSiteMessages } from '../features/public-site/messages';
import { conflictMessages } from '../components/conflict/messages';
import { valueBoundsMessages } from '../components/value-bounds/messages';
import { tutorProfileEditorMessages } from '../features/tutor-profile-editor/messages';
import { tutorToolsMessages } from '../features/tutor-tools/messages';
import { Catalog, FeatureMessages, Language, LANGUAGES } from '../lib/intl/languages';

/**
 * Every feature's messages, merged per language. A feature adds its messages file here; the
 * catalog test fails when a key exists in one language and not the other.
 */
export const FEATURE_MESSAGES: Record<string, FeatureMessages> = {
  app: appMessages,
  language: languageMessages,
  auth: authMessages,
  welcome: welcomeMessages,
  invitations: invitationsMessages,
  accountSettings: accountSettingsMessages,
  layout: layoutMessages,
  tutor: tutorMessages,
  tutorSearch: tutorSearchMessages,
  tutorProfile: tutorProfileMessages,
  files: filesMessages,
  requests: requestsMessages,
  phoneVerification: phoneVerificationMessages,
  inbox: inboxMessages,
  notifications: notificationsMessages,
  sessions: sessionsMessages,
  paymentMethods: paymentMethodsMessages,
  payments: paymentsMessages,
  referrals: referralsMessages,
  dashboard: dashboardMessages,
  admin: adminMessages,
  tutorApplication: tutorApplicationMessages,
  tutorOnboarding: tutorOnboardingMessages,
  publicSite: publicSiteMessages,
  conflict: conflictMessages,
  valueBounds: valueBoundsMessages,
  tutorProfileEditor: tutorProfileEditorMessages,
  tutorTools: tutorToolsMessages,
  reports: reportsMessages,
};

/**
 * Features whose messages load with their routes' chunks rather than with every page (the /login
 * bundle budget): the build serves them as `virtual:compiled-catalog/{language}/{feature}`, left out
 * of `virtual:compiled-catalog/{language}`, and app/route-messages.ts adds them when a route loads.
 * Tests use `catalogs`, which holds everything.
 */
export const ROUTE_LOADED_FEATURES = ['sessions', 'payments', 'paymentMethods', 'referrals', 'dashboard', 'admin', 'tutorProfileEditor', 'tutorTools', 'tutorApplication', 'tutorOnboarding', 'publicSite', 'welcome', 'invitations'] as const;
export type RouteLoadedFeature = (typeof ROUTE_LOADED_FEATURES)[number];

export const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => [language, Object.assign({}, ...Object.values(FEATURE_MESSAGES).map((messages) => messages[language])) as Catalog]),
) as Record<Language, Catalog>;
