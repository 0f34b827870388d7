import { ApolloProvider } from '@apollo/client';
import { BlueprintProvider } from '@blueprintjs/core';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo-client';
import { catalogs } from './catalogs';
import { sessionToken } from '../lib/session-token';
import { LanguageProvider } from '../lib/language/LanguageProvider';
import { SessionProvider } from '../lib/session/SessionProvider';
import { createAppRouter } from './router';

let loggingOut = false;

/** Spec: an UNAUTHENTICATED error posts /logout, clears state and goes to /. */
async function logOutAfterUnauthenticated(): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  sessionToken.set(null);
  await fetch('/logout', { method: 'POST', credentials: 'include' }).catch(() => undefined);
  window.location.assign('/');
}

export function App() {
  const client = useMemo(() => createApolloClient({ onUnauthenticated: () => void logOutAfterUnauthenticated() }), []);
  const router = useMemo(() => createAppRouter(), []);
  return (
    <BlueprintProvider>
      <ApolloProvider client={client}>
        <LanguageProvider catalogs={catalogs}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </LanguageProvider>
      </ApolloProvider>
    </BlueprintProvider>
  );
}
