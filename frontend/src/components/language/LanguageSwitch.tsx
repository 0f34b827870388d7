import { HTMLSelect } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../lib/language/LanguageProvider';
import { useSession } from '../../lib/session/SessionProvider';
import { useSaveUserLanguagePreferenceMutation } from '../../lib/session/save-user-language-preference';
import { showToast } from '../toaster';
import { isLanguage, LANGUAGES } from '../../lib/intl/languages';

/** Switches the interface language at once, and saves it to the account of a signed-in user. */
export function LanguageSwitch({ minimal = false }: { minimal?: boolean }) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const { user } = useSession();
  const [saveLanguage] = useSaveUserLanguagePreferenceMutation();

  const change = async (next: string) => {
    if (!isLanguage(next)) return;
    setLanguage(next);
    if (!user) return;
    try {
      await saveLanguage({ variables: { language: next } });
    } catch {
      void showToast({ intent: 'danger', message: intl.formatMessage({ id: 'language.saveFailed' }) });
    }
  };

  return (
    <HTMLSelect
      minimal={minimal}
      aria-label={intl.formatMessage({ id: 'language.label' })}
      value={language}
      onChange={(event) => void change(event.currentTarget.value)}
      options={LANGUAGES.map((value) => ({ value, label: intl.formatMessage({ id: `language.${value}` }) }))}
      data-testid="language-switch"
    />
  );
}
