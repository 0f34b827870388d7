import { createContext, ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Catalog, DEFAULT_LANGUAGE, isLanguage, Language, LOCALE_OF } from '../intl/languages';

const STORAGE_KEY = 'language';

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue>({ language: DEFAULT_LANGUAGE, setLanguage: () => undefined });

function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The interface language: the signed-in user's saved preference, else this browser's last choice. */
export function LanguageProvider({
  children,
  catalogs,
  initialLanguage,
}: {
  children: ReactNode;
  catalogs: Record<Language, Catalog>;
  initialLanguage?: Language;
}) {
  const [language, setLanguageState] = useState<Language>(() => initialLanguage ?? storedLanguage());
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
    document.documentElement.lang = next === 'sp' ? 'es' : 'en';
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={LOCALE_OF[language]} messages={catalogs[language]} defaultLocale={LOCALE_OF.en}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}
