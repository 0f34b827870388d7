import { useApolloClient } from '@apollo/client';
import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { CurrentUser, useCurrentUserQuery } from './get-current-user';
import { isLanguage } from '../intl/languages';
import { sessionToken } from '../session-token';
import { endSession } from './end-session';
import { useLanguage } from '../language/LanguageProvider';

export type Mode = 'tutor' | 'client';
const MODE_KEY = 'mode';

export interface Session {
  user: CurrentUser | null;
  loading: boolean;
  isAdmin: boolean;
  isTutor: boolean;
  isClient: boolean;
  /** Tutor or client mode; only users with both profiles can switch. */
  mode: Mode | null;
  canSwitchMode: boolean;
  switchMode: () => void;
  /** Starts a session with the token a sign-up, login or password change returned. */
  signIn: (token: string) => Promise<void>;
  /** Spec: POST /logout, clear state, go to / and reload. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

function storedMode(): Mode | null {
  try {
    const value = window.localStorage.getItem(MODE_KEY);
    return value === 'tutor' || value === 'client' ? value : null;
  } catch {
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { data, loading, refetch } = useCurrentUserQuery();
  const { setLanguage, setTimeZone } = useLanguage();
  const user = data?.getCurrentUserV2 ?? null;
  const [chosenMode, setChosenMode] = useState<Mode | null>(storedMode);

  // The saved language preference is applied on load.
  const savedLanguage = user?.profile.languagePreference;
  useEffect(() => {
    if (isLanguage(savedLanguage)) setLanguage(savedLanguage);
  }, [savedLanguage, setLanguage]);

  // Times are shown in the user's own zone once they chose one; the browser's before, and for visitors.
  const savedTimeZone = user?.profile.timeZoneId ?? null;
  useEffect(() => {
    setTimeZone(savedTimeZone);
  }, [savedTimeZone, setTimeZone]);

  const types = user?.profile.profileTypes ?? [];
  const isTutor = types.includes('TUTOR');
  const isClient = types.includes('STUDENT_OR_PARENT');
  const isAdmin = types.includes('ADMIN');
  const canSwitchMode = isTutor && isClient;
  const mode: Mode | null = !user ? null : canSwitchMode ? (chosenMode ?? 'tutor') : isTutor ? 'tutor' : isClient ? 'client' : null;

  const switchMode = useCallback(() => {
    const next: Mode = mode === 'tutor' ? 'client' : 'tutor';
    setChosenMode(next);
    try {
      window.localStorage.setItem(MODE_KEY, next);
    } catch {
      // The choice lasts for this page only.
    }
  }, [mode]);

  const signIn = useCallback(
    async (token: string) => {
      sessionToken.set(token);
      await refetch();
    },
    [refetch],
  );

  const logout = useCallback(async () => {
    await client.clearStore();
    await endSession();
  }, [client]);

  const value = useMemo<Session>(
    () => ({ user, loading, isAdmin, isTutor, isClient, mode, canSwitchMode, switchMode, signIn, logout }),
    [user, loading, isAdmin, isTutor, isClient, mode, canSwitchMode, switchMode, signIn, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
