import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { IntlProvider, MessageFormatElement } from 'react-intl';
import { Catalog, DEFAULT_LANGUAGE, isLanguage, Language, LOCALE_OF } from '../intl/languages';
import { addedMessages, subscribeToAddedMessages } from '../intl/added-messages';

const STORAGE_KEY = 'language';

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
  /** The signed-in user's time zone (editTimeZoneId): dates and times are shown in it; null: the browser's own. */
  setTimeZone: (timeZone: string | null) => void;
}

const LanguageContext = createContext<LanguageContextValue>({ language: DEFAULT_LANGUAGE, setLanguage: () => undefined, setTimeZone: () => undefined });

function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The interface language: the signed-in user's saved preference, else this browser's last choice. */
type LanguageCatalog = Catalog | Record<string, MessageFormatElement[]>;

export function LanguageProvider({
  children,
  catalogs: givenCatalogs,
  loadCatalog,
  initialLanguage,
}: {
  children: ReactNode;
  /** Plain message texts, or (in the built app) texts already parsed into ICU message ASTs; English at least. */
  catalogs: Partial<Record<Language, LanguageCatalog>> & { en: LanguageCatalog };
  /** Loads a language missing from `catalogs`; until it arrives the interface stays in English. */
  loadCatalog?: (language: Language) => Promise<LanguageCatalog>;
  initialLanguage?: Language;
}) {
  const [language, setLanguageState] = useState<Language>(() => initialLanguage ?? storedLanguage());
  const [catalogs, setCatalogs] = useState(givenCatalogs);
  const missing = catalogs[language] === undefined;
  useEffect(() => {
    if (!missing || !loadCatalog) return;
    let current = true;
    loadCatalog(language)
      .then((catalog) => current && setCatalogs((loaded) => ({ ...loaded, [language]: catalog })))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language, missing, loadCatalog]);
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
    document.documentElement.lang = next === 'sp' ? 'es' : 'en';
  }, []);
  const [timeZone, setTimeZoneState] = useState<string | null>(null);
  const setTimeZone = useCallback((next: string | null) => setTimeZoneState(next), []);
  const value = useMemo(() => ({ language, setLanguage, setTimeZone }), [language, setLanguage, setTimeZone]);
  const shown: Language = missing ? DEFAULT_LANGUAGE : language;
  // Messages of route-loaded features join the catalog when their route loads (each addition is a new object, so it is the store's snapshot).
  const addedOfShown = useCallback(() => addedMessages(shown), [shown]);
  const extra = useSyncExternalStore(subscribeToAddedMessages, addedOfShown, addedOfShown);
  const messages = useMemo(() => {
    const base = catalogs[shown] ?? catalogs[DEFAULT_LANGUAGE];
    return extra ? { ...base, ...extra } : base;
  }, [catalogs, shown, extra]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider
        locale={LOCALE_OF[shown]}
        messages={messages as LanguageCatalog}
        defaultLocale={LOCALE_OF.en}
        timeZone={timeZone ?? undefined}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}
