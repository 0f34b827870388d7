import { MockedProvider, MockedResponse } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouteObject, RouterProvider } from 'react-router-dom';
import { catalogs } from '../app/catalogs';
import { TutorRequestDialogSlot } from '../components/tutor/tutor-request-dialog-slot';
import { TutorRequestDialog } from '../features/requests/components/TutorRequestDialog';
import { createCache } from '../lib/apollo-cache';
import { LanguageProvider } from '../lib/language/LanguageProvider';
import { SessionProvider } from '../lib/session/SessionProvider';
import { CurrentUser, GET_CURRENT_USER } from '../lib/session/get-current-user';
import { Language } from '../lib/intl/languages';
import { mockWithTypenames } from './typenames';

export interface RenderOptions {
  /** The signed-in user, or null for a visitor; answers getCurrentUserV2. */
  user?: CurrentUser | null;
  mocks?: MockedResponse[];
  language?: Language;
  path?: string;
  /** Extra routes beside the element's own (at `path`), e.g. targets of navigation. */
  routes?: RouteObject[];
  /** Where the router starts when `path` is a pattern (e.g. `/sessions/:subPath`); default `path`. */
  initialEntry?: string;
}

export function currentUserMock(user: CurrentUser | null): MockedResponse {
  return { request: { query: GET_CURRENT_USER }, result: { data: { getCurrentUserV2: user } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

export function testUser(overrides: Partial<CurrentUser['profile']> = {}, verified = true): CurrentUser {
  return {
    id: 'user-1',
    email: { address: 'ana@example.com', verified },
    createdAt: '2026-11-01T10:00:00.000Z',
    profile: {
      firstName: 'Ana',
      lastName: 'López',
      profileTypes: ['STUDENT_OR_PARENT'],
      clientProfileType: 'PARENT',
      languagePreference: 'en',
      phoneNumber: null,
      isPhoneNumberVerified: false,
      timeZoneId: null,
      ...overrides,
    },
  };
}

/**
 * Renders under MockedProvider, the language and session providers and a memory router. The cache is production's,
 * `__typename` included: each mock answers with a `__typename` on every object, as the server does (see typenames.ts).
 */
export function renderWithProviders(element: ReactElement, options: RenderOptions = {}) {
  const { user = null, mocks = [], language = 'en', path = '/', routes = [], initialEntry = path } = options;
  const router = createMemoryRouter([{ path, element }, ...routes, { path: '*', element: <div data-testid="other-route" /> }], { initialEntries: [initialEntry] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={[currentUserMock(user), ...mocks].map(mockWithTypenames)} cache={createCache()}>
      <LanguageProvider catalogs={catalogs} initialLanguage={language}>
        <SessionProvider>
          <TutorRequestDialogSlot.Provider value={TutorRequestDialog}>{children}</TutorRequestDialogSlot.Provider>
        </SessionProvider>
      </LanguageProvider>
    </MockedProvider>
  );
  return { ...render(<RouterProvider router={router} />, { wrapper }), router };
}
