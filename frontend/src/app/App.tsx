import { ApolloProvider } from '@apollo/client';
import { BlueprintProvider } from '@blueprintjs/core';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo-client';
import { Language } from '../lib/intl/languages';
import english from 'virtual:compiled-catalog/en';
import { endSession } from '../lib/session/end-session';
import { LanguageProvider } from '../lib/language/LanguageProvider';
import { SessionProvider } from '../lib/session/SessionProvider';
import { createAppRouter } from './router';

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
    <BlueprintProvider>
      <ApolloProvider client={client}>
        <LanguageProvider catalogs={CATALOGS} loadCatalog={loadCatalog}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </LanguageProvider>
      </ApolloProvider>
    </BlueprintProvider>
  );
}
