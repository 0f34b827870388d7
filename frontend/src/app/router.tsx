import { createBrowserRouter, RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './error/RouteErrorPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { AppLayout } from './layout/AppLayout';
import { loadRouteMessages } from './route-messages';
import { appConfig } from './app-config';

/**
 * Every route is split into its own chunk (route-level code splitting). Routes of features that
 * have not landed fall through to the content-page lookup, which ends in page-not-found.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: () => import('../features/content/components/ContentPageRoute').then((m) => ({ Component: m.HomePage })) },
          { path: 'login', lazy: () => import('../features/auth/components/LoginPage').then((m) => ({ Component: m.LoginPage })) },
          { path: 'signup', lazy: () => import('../features/auth/components/SignupPage').then((m) => ({ Component: m.SignupPage })) },
          { path: 'signup/:step', lazy: () => import('../features/auth/components/SignupPage').then((m) => ({ Component: m.SignupPage })) },
          // One-page sign-ups from links that say who is coming: a lead's personalised link, an organisation's code.
          {
            path: 'signup/personalized',
            lazy: async () => {
              const [{ PersonalizedSignupPage }] = await Promise.all([import('../features/auth/components/QuickSignupPages'), loadRouteMessages('welcome')]);
              return { Component: PersonalizedSignupPage };
            },
          },
          {
            path: 'signup/corporate/:code',
            lazy: async () => {
              const [{ CorporateSignupPage }] = await Promise.all([import('../features/auth/components/QuickSignupPages'), loadRouteMessages('welcome')]);
              return { Component: CorporateSignupPage };
            },
          },
          {
            path: 'oauth/callback/:provider',
            lazy: () => import('../features/auth/components/ProviderCallbackPage').then((m) => ({ Component: m.ProviderCallbackPage })),
          },
          {
            path: 'forgot-password',
            lazy: () => import('../features/auth/components/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: 'reset-password/:token',
            lazy: () => import('../features/auth/components/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
          },
          // The client's guided start (/welcome and its steps; /w/h for a client the team already knows). Add Card needs the payment messages.
          {
            path: 'welcome',
            lazy: async () => {
              const [{ WelcomePage }] = await Promise.all([import('../features/auth/components/WelcomePage'), loadRouteMessages('welcome', 'paymentMethods')]);
              return { Component: WelcomePage };
            },
          },
          {
            path: 'welcome/:step',
            lazy: async () => {
              const [{ WelcomeStepRoute }, { pendingTutorRequest }] = await Promise.all([
                import('../features/auth/components/WelcomePage'),
                import('../features/requests/pending-request'),
                loadRouteMessages('welcome', 'paymentMethods'),
              ]);
              return {
                Component: () => {
                  const kept = pendingTutorRequest.get() !== null;
                  return <WelcomeStepRoute requestATutor={{ available: kept || appConfig.requestATutorForClients, kept }} />;
                },
              };
            },
          },
          // Invitations: the invitee's link, and the page of a used, expired or mistyped one.
          {
            path: 'su/h/:ticketId',
            lazy: async () => {
              const [{ InviteSignupPage }] = await Promise.all([import('../features/invitations/components/InviteSignupPages'), loadRouteMessages('invitations')]);
              return { Component: InviteSignupPage };
            },
          },
          {
            path: 'su/invalid',
            lazy: async () => {
              const [{ InvalidInvitePage }] = await Promise.all([import('../features/invitations/components/InviteSignupPages'), loadRouteMessages('invitations')]);
              return { Component: InvalidInvitePage };
            },
          },
          ...['w/h', 'w/h/:step'].map((path) => ({
            path,
            lazy: async () => {
              const [{ LeadWelcomePage }] = await Promise.all([import('../features/auth/components/WelcomePage'), loadRouteMessages('welcome', 'paymentMethods')]);
              return { Component: LeadWelcomePage };
            },
          })),
          {
            path: 'account-settings',
            lazy: () => import('../features/account-settings/components/AccountSettingsPage').then((m) => ({ Component: m.AccountSettingsPage })),
          },
          {
            path: 'account-settings/notifications',
            lazy: () => import('../features/account-settings/components/NotificationSettingsPage').then((m) => ({ Component: m.NotificationSettingsPage })),
          },
          {
            path: 'account-settings/zoom',
            lazy: () => import('../features/account-settings/components/ZoomSettingsPages').then((m) => ({ Component: m.ZoomSettingsPage })),
          },
          {
            path: 'account-settings/zoom/success',
            lazy: () => import('../features/account-settings/components/ZoomSettingsPages').then((m) => ({ Component: m.ZoomSuccessPage })),
          },
          {
            path: 'account-settings/password',
            lazy: () => import('../features/account-settings/components/ChangePasswordPage').then((m) => ({ Component: m.ChangePasswordPage })),
          },
          {
            // The phone page of the phone-verification feature, framed by the account settings pages.
            path: 'account-settings/contact',
            lazy: async () => {
              const [{ AccountSettingsLayout }, { SignedInOnly }, { ContactSettings }] = await Promise.all([
                import('../features/account-settings/components/AccountSettingsLayout'),
                import('../features/account-settings/components/SignedInOnly'),
                import('../features/phone-verification/components/ContactSettings'),
              ]);
              return {
                Component: () => <SignedInOnly>{(user) => <AccountSettingsLayout><ContactSettings user={user} /></AccountSettingsLayout>}</SignedInOnly>,
              };
            },
          },
          {
            path: 'account-settings/payment',
            lazy: async () => {
              const [{ AccountSettingsLayout }, { SignedInOnly }, { PaymentSettings }] = await Promise.all([
                import('../features/account-settings/components/AccountSettingsLayout'),
                import('../features/account-settings/components/SignedInOnly'),
                import('../features/payments/components/PaymentSettings'),
                loadRouteMessages('payments', 'paymentMethods'),
              ]);
              return { Component: () => <SignedInOnly>{() => <AccountSettingsLayout><PaymentSettings /></AccountSettingsLayout>}</SignedInOnly> };
            },
          },
          ...['account-settings/tutor-payouts', 'account-settings/tutor-payouts/:method'].map((path) => ({
            path,
            lazy: async () => {
              const [{ AccountSettingsLayout, TutorsOnlyNotice }, { SignedInOnly }, { TutorPayoutSettings }, { PayoutPreferencesSection }] = await Promise.all([
                import('../features/account-settings/components/AccountSettingsLayout'),
                import('../features/account-settings/components/SignedInOnly'),
                import('../features/payments/components/TutorPayoutSettings'),
                import('../features/account-settings/components/PayoutPreferencesSection'),
                loadRouteMessages('payments', 'paymentMethods'),
              ]);
              // Payouts are a tutor's: others are told so instead of a payout form that cannot load for them.
              return {
                Component: () => (
                  <SignedInOnly>
                    {(user) => <AccountSettingsLayout>{user.profile.profileTypes.includes('TUTOR') ? (
                          <>
                            <TutorPayoutSettings />
                            <PayoutPreferencesSection />
                          </>
                        ) : (
                          <TutorsOnlyNotice />
                        )}</AccountSettingsLayout>}
                  </SignedInOnly>
                ),
              };
            },
          })),
          { path: 'inbox', lazy: () => import('../features/inbox/components/InboxPage').then((m) => ({ Component: m.InboxPage })) },
          {
            path: 'conversation/:conversationId',
            lazy: () => import('../features/inbox/components/ConversationPage').then((m) => ({ Component: m.ConversationPage })),
          },
          ...['sessions', 'sessions/:subPath'].map((path) => ({
            path,
            lazy: async () => {
              const [{ SessionsPage }] = await Promise.all([import('../features/sessions/components/SessionsPage'), loadRouteMessages('sessions', 'paymentMethods')]);
              return { Component: SessionsPage };
            },
          })),
          // The tutor's own profile (issue 14): the editor with its preview, classes by level, and the tutor's settings.
          ...['edit-profile', 'dashboard/edit-profile', 'dashboard/edit-profile/home'].map((path) => ({
            path,
            lazy: async () => {
              const [{ EditProfilePage }] = await Promise.all([import('../features/tutor-profile-editor/components/EditProfilePage'), loadRouteMessages('tutorProfileEditor')]);
              return { Component: EditProfilePage };
            },
          })),
          {
            // Every role's names and personal details; a tutor's public profile editor below them.
            path: 'account-settings/edit-profile',
            lazy: async () => {
              const [{ EditProfilePage }, { AccountSettingsLayout }, { SignedInOnly }, { ProfileDetailsSection }] = await Promise.all([
                import('../features/tutor-profile-editor/components/EditProfilePage'),
                import('../features/account-settings/components/AccountSettingsLayout'),
                import('../features/account-settings/components/SignedInOnly'),
                import('../features/account-settings/components/ProfileDetailsPage'),
                loadRouteMessages('tutorProfileEditor'),
              ]);
              return {
                Component: () => (
                  <SignedInOnly>
                    {(user) => (
                      <AccountSettingsLayout>
                        <ProfileDetailsSection />
                        {user.profile.profileTypes.includes('TUTOR') && <EditProfilePage />}
                      </AccountSettingsLayout>
                    )}
                  </SignedInOnly>
                ),
              };
            },
          },
          ...(
            [
              ['edit-profile/add-courses', 'any'],
              ['dashboard/edit-profile/add-courses', 'any'],
              ['account-settings/school-and-courses/add-courses', 'any'],
              ['dashboard/edit-profile/add-high-school-classes', 'highSchool'],
              ['dashboard/edit-profile/add-college-classes', 'college'],
            ] as const
          ).map(([path, level]) => ({
            path,
            lazy: async () => {
              const [{ AddClassesPage }] = await Promise.all([import('../features/tutor-profile-editor/components/TutorSettingsPages'), loadRouteMessages('tutorProfileEditor')]);
              return { Component: () => <AddClassesPage level={level} /> };
            },
          })),
          ...(
            [
              ['account-settings/school-and-courses', 'SchoolAndCoursesPage'],
              ['account-settings/location', 'LocationPage'],
              ['account-settings/visibility', 'VisibilityPage'],
            ] as const
          ).map(([path, page]) => ({
            path,
            lazy: async () => {
              const [pages, { AccountSettingsLayout }] = await Promise.all([
                import('../features/tutor-profile-editor/components/TutorSettingsPages'),
                import('../features/account-settings/components/AccountSettingsLayout'),
                loadRouteMessages('tutorProfileEditor'),
              ]);
              const Page = pages[page];
              // Framed by the account settings menu, as the other sub-pages are.
              return { Component: () => <AccountSettingsLayout><Page /></AccountSettingsLayout> };
            },
          })),
          {
            path: 'tutor-tools',
            lazy: async () => {
              const [{ TutorToolsPage }] = await Promise.all([import('../features/tutor-tools/components/TutorToolsPage'), loadRouteMessages('tutorTools')]);
              return { Component: TutorToolsPage };
            },
          },
          ...(
            [
              ['tutor-refer-client', 'CLIENT'],
              ['tutor-refer-tutor', 'TUTOR'],
            ] as const
          ).map(([path, audience]) => ({
            path,
            lazy: async () => {
              const [{ TutorReferPage }, { InviteClientPanel }] = await Promise.all([
                import('../features/tutor-tools/components/TutorReferPage'),
                import('../features/invitations/components/InviteClientPanel'),
                loadRouteMessages('tutorTools', 'invitations'),
              ]);
              // A tutor's clients may also be invited to make their account (invitations).
              return { Component: () => <TutorReferPage audience={audience}>{audience === 'CLIENT' && <InviteClientPanel audience="tutor" />}</TutorReferPage> };
            },
          })),
          {
            // The tutor's onboarding checklist (issue 14); a static segment, so it wins over dashboard/:mainTab.
            path: 'dashboard/onboarding',
            lazy: async () => {
              const [{ TutorOnboardingPage }] = await Promise.all([import('../features/tutor-onboarding/components/TutorOnboardingPage'), loadRouteMessages('tutorOnboarding')]);
              return { Component: TutorOnboardingPage };
            },
          },
          ...['dashboard', 'dashboard/:mainTab', 'dashboard/:mainTab/:subTab'].map((path) => ({
            path,
            lazy: async () => {
              const [{ DashboardRoute }] = await Promise.all([import('./dashboard-route'), loadRouteMessages('dashboard', 'sessions', 'paymentMethods', 'payments', 'tutorOnboarding', 'tutorProfileEditor')]);
              return { Component: DashboardRoute };
            },
          })),
          {
            path: 'rooms/:roomId',
            lazy: async () => {
              const [{ LessonRoomPage }] = await Promise.all([import('../features/sessions/components/LessonRoomPage'), loadRouteMessages('sessions')]);
              return { Component: LessonRoomPage };
            },
          },
          {
            path: 'refer-friend',
            lazy: async () => {
              const [{ ReferFriendPage }] = await Promise.all([import('../features/referrals/components/ReferFriendPage'), loadRouteMessages('referrals')]);
              return { Component: ReferFriendPage };
            },
          },
          // Referral links: /c and /trc invite a client, /trt a tutor (its sign-up is the tutor application).
          ...(
            [
              ['c/:code', 'client'],
              ['trc/:code', 'client'],
              ['trt/:code', 'tutor'],
            ] as const
          ).map(([path, audience]) => ({
            path,
            lazy: async () => {
              const [{ ReferralLandingPage }] = await Promise.all([import('../features/referrals/components/ReferralLandingPage'), loadRouteMessages('referrals')]);
              return { Component: () => <ReferralLandingPage audience={audience} /> };
            },
          })),
          // The tutor application: /apply and its steps, and /student-become-tutor for a student's own account.
          ...(
            [
              ['apply', 'apply'],
              ['apply/:step', 'apply'],
              ['student-become-tutor', 'student'],
              ['student-become-tutor/:step', 'student'],
            ] as const
          ).map(([path, origin]) => ({
            path,
            lazy: async () => {
              const [{ ApplyPage }] = await Promise.all([import('../features/tutor-application/components/ApplyPage'), loadRouteMessages('tutorApplication')]);
              return { Component: () => <ApplyPage origin={origin} /> };
            },
          })),
          ...['admin', 'admin/:tab', 'admin/history/:historyKind/:historyId', 'admin/users/:userId'].map((path) => ({
            path,
            lazy: async () => {
              const [{ AdminPanelPage }, { InviteClientPanel }] = await Promise.all([
                import('../features/admin/components/AdminPanelPage'),
                import('../features/invitations/components/InviteClientPanel'),
                loadRouteMessages('admin', 'invitations'),
              ]);
              return { Component: () => <AdminPanelPage invitePanel={<InviteClientPanel audience="admin" />} /> };
            },
          })),
          {
            path: 'request-a-tutor',
            lazy: () =>
              import('../features/requests/components/RequestATutorPage').then((m) => ({
                Component: () => <m.RequestATutorPage requestATutorForClients={appConfig.requestATutorForClients} />,
              })),
          },
          { path: 'search', lazy: () => import('../features/tutor-search/components/SearchPage').then((m) => ({ Component: m.SearchPage })) },
          { path: 'find-a-tutor', lazy: () => import('../features/tutor-search/components/SearchPage').then((m) => ({ Component: m.SearchPage })) },
          { path: 'find-a-tutor/name', lazy: () => import('../features/tutor-search/components/SearchPage').then((m) => ({ Component: m.SearchByNamePage })) },
          { path: 'u/:profileId', lazy: () => import('../features/tutor-profile/components/TutorProfileByIdPage').then((m) => ({ Component: m.TutorProfileByIdPage })) },
          {
            path: 'tutor/:profilePageId',
            lazy: () => import('../features/tutor-profile/components/TutorProfileByPageIdPage').then((m) => ({ Component: m.TutorProfileByPageIdPage })),
          },
          // The public site (issue 17): the schools programme and its lead form, its blog, contact, pricing.
          {
            path: 'schools',
            lazy: async () => {
              const [{ SchoolsPage }, { ContentPageRoute }] = await Promise.all([
                import('../features/public-site/components/SchoolsPage'),
                import('../features/content/components/ContentPageRoute'),
                loadRouteMessages('publicSite'),
              ]);
              return { Component: () => <SchoolsPage content={<ContentPageRoute slug="schools" />} /> };
            },
          },
          {
            path: 'schools/blog/:article',
            lazy: async () => {
              const [{ BlogArticlePage }, { ContentPageRoute }] = await Promise.all([
                import('../features/public-site/components/SchoolsPage'),
                import('../features/content/components/ContentPageRoute'),
                loadRouteMessages('publicSite'),
              ]);
              return { Component: () => <BlogArticlePage content={<ContentPageRoute />} /> };
            },
          },
          {
            path: 'contact',
            lazy: async () => {
              const [{ ContactPage }, { ContentPageRoute }] = await Promise.all([
                import('../features/public-site/components/ContactPage'),
                import('../features/content/components/ContentPageRoute'),
                loadRouteMessages('publicSite'),
              ]);
              return { Component: () => <ContactPage content={<ContentPageRoute slug="contact" />} requestATutorForClients={appConfig.requestATutorForClients} /> };
            },
          },
          {
            path: 'pricing',
            lazy: async () => {
              const [{ PricingPage }, { ContentBlocks }, { ContentPageRoute }] = await Promise.all([
                import('../features/public-site/components/PricingPage'),
                import('../features/content/components/ContentBlocks'),
                import('../features/content/components/ContentPageRoute'),
                loadRouteMessages('publicSite'),
              ]);
              return {
                Component: () => <ContentPageRoute slug="pricing" render={(page) => <PricingPage page={page} renderBlocks={(blocks) => <ContentBlocks blocks={blocks} />} />} />,
              };
            },
          },
          {
            path: 'school/homestead-hs',
            lazy: async () => {
              const [{ SchoolTutorsPage }, { HOMESTEAD_HIGH_SCHOOL }] = await Promise.all([
                import('../features/public-site/components/SchoolTutorsPage'),
                import('../features/public-site/school-pages'),
                loadRouteMessages('publicSite'),
              ]);
              return { Component: () => <SchoolTutorsPage school={HOMESTEAD_HIGH_SCHOOL} /> };
            },
          },
          {
            path: 'school/:schoolName/:schoolCity/:schoolState',
            lazy: async () => {
              const [{ SchoolTutorsRoute }] = await Promise.all([import('../features/public-site/components/SchoolTutorsPage'), loadRouteMessages('publicSite')]);
              return { Component: SchoolTutorsRoute };
            },
          },
          {
            path: 'institution-search',
            lazy: async () => {
              const [{ InstitutionSearchPage }] = await Promise.all([import('../features/public-site/components/InstitutionSearchPage'), loadRouteMessages('publicSite')]);
              return { Component: InstitutionSearchPage };
            },
          },
          // Short routes the spec names without saying what they show (README: the public site): links to their neighbours.
          ...(
            [
              ['referral/:subPath', 'subPath', 'referralTarget'],
              ['sccvl/:profileId', 'profileId', 'connectLinkTarget'],
              ['ss/:pairId', 'pairId', 'pairSummariesTarget'],
            ] as const
          ).map(([path, param, target]) => ({
            path,
            lazy: async () => {
              const [{ ShortLinkRedirect }, targets] = await Promise.all([import('../features/public-site/components/ShortLinkRedirect'), import('../features/public-site/short-links')]);
              return { Component: () => <ShortLinkRedirect param={param} target={targets[target]} /> };
            },
          })),
          { path: 'not-found', element: <NotFoundPage /> },
          { path: '*', lazy: () => import('../features/content/components/ContentPageRoute').then((m) => ({ Component: m.ContentPageRoute })) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
