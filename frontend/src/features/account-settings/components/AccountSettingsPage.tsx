import { Classes, FormGroup, HTMLSelect, Section, SectionCard, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { isLanguage, LANGUAGES } from '../../../lib/intl/languages';
import { useLanguage } from '../../../lib/language/LanguageProvider';
import { CurrentUser } from '../../../lib/session/get-current-user';
import { useSaveUserLanguagePreferenceMutation } from '../../../lib/session/save-user-language-preference';
import { AccountSettingsLayout } from './AccountSettingsLayout';
import { SignedInOnly } from './SignedInOnly';

/** /account-settings: the signed-in user's name, e-mail and language, with the menu of sub-pages. */
export function AccountSettingsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'accountSettings.title' }));
  return (
    <SignedInOnly>
      {(user) => (
        <AccountSettingsLayout>
          <AccountOverview user={user} />
        </AccountSettingsLayout>
      )}
    </SignedInOnly>
  );
}

function AccountOverview({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage({ id: 'accountSettings.profile.heading' })}>
      <SectionCard>
        <FormGroup label={<FormattedMessage id="accountSettings.name" />}>
          <span data-testid="account-name">
            {user.profile.firstName} {user.profile.lastName}
          </span>
        </FormGroup>
        <FormGroup label={<FormattedMessage id="accountSettings.email" />}>
          <span data-testid="account-email">{user.email.address}</span>{' '}
          {user.email.verified ? (
            <Tag intent="success" icon="tick" minimal>
              <FormattedMessage id="accountSettings.email.verified" />
            </Tag>
          ) : (
            <>
              <Tag intent="warning" minimal>
                <FormattedMessage id="accountSettings.email.unverified" />
              </Tag>{' '}
              <Link to="/welcome">
                <FormattedMessage id="accountSettings.email.verify" />
              </Link>
            </>
          )}
        </FormGroup>
        <LanguageField />
      </SectionCard>
    </Section>
  );
}

/** Switches the interface language at once and saves it as the account's preference. */
function LanguageField() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const [save, { loading }] = useSaveUserLanguagePreferenceMutation();
  const [failed, setFailed] = useState(false);

  const change = async (next: string) => {
    if (!isLanguage(next)) return;
    setFailed(false);
    setLanguage(next);
    try {
      await save({ variables: { language: next } });
    } catch {
      setFailed(true);
    }
  };

  return (
    <FormGroup
      label={<FormattedMessage id="accountSettings.language.label" />}
      labelFor="account-settings-language"
      intent={failed ? 'danger' : 'none'}
      helperText={failed ? <span role="alert">{intl.formatMessage({ id: 'accountSettings.language.saveFailed' })}</span> : undefined}
      className={Classes.FILL}
    >
      <HTMLSelect
        id="account-settings-language"
        value={language}
        disabled={loading}
        onChange={(event) => void change(event.currentTarget.value)}
        options={LANGUAGES.map((value) => ({ value, label: intl.formatMessage({ id: `accountSettings.language.${value}` }) }))}
      />
    </FormGroup>
  );
}
