import { ApolloProvider } from '@apollo/client';
import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { lazy, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo-client';
import { Language } from '../lib/intl/languages';
import english from 'virtual:compiled-catalog/en';
import { endSession } from '../lib/session/end-session';
import { LanguageProvider } from '../lib/language/LanguageProvider';
import { SessionProvider } from '../lib/session/SessionProvider';
import { TutorRequestDialogSlot } from '../components/tutor/tutor-request-dialog-slot';
import { createAppRouter } from './router';

// The request dialog loads with the first Connect click, not with the search or profile page.
const TutorRequestDialog = lazy(() => import('../features/requests/components/TutorRequestDialog').then((module) => ({ default: module.TutorRequestDialog })));

let loggingOut = false;

// English ships with the page; Spanish loads when it is first shown.
const CATALOGS = { en: english };
const loadCatalog = async (language: Language) => {
  if (language === 'sp') return (await import('virtual:compiled-catalog/sp')).default;
  return english;
};

/** Spec: an UNAUTHENTICATED error posts /logout, clears state and goes to /. */
async function logOutAfterUnauthenticated(): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  await endSession();
}

export function App() {
  const client = useMemo(() => createApolloClient({ onUnauthenticated: () => void logOutAfterUnauthenticated() }), []);
  const router = useMemo(() => createAppRouter(), []);
  return (
    // BlueprintProvider without its HotkeysProvider: the app registers no hotkeys, and the provider's
    // hotkeys dialog would put Blueprint's dialog and overlay into the JavaScript of every page.
    <PortalProvider>
      <OverlaysProvider>
      <ApolloProvider client={client}>
        <LanguageProvider catalogs={CATALOGS} loadCatalog={loadCatalog}>
          <SessionProvider>
            <TutorRequestDialogSlot.Provider value={TutorRequestDialog}>
              <RouterProvider router={router} />
            </TutorRequestDialogSlot.Provider>
          </SessionProvider>
        </LanguageProvider>
      </ApolloProvider>
      </OverlaysProvider>
    </PortalProvider>
  );
}
