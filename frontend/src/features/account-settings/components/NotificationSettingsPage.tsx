import { Button, Callout, Checkbox, HTMLTable, NonIdealState, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { showToast } from '../../../components/toaster';
import { useErrorText } from '../../../lib/form-messages';
import { useZodForm } from '../../../lib/forms';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useEditNotificationSettingsMutation, useNotificationSettingsQuery } from '../graphql/notification-settings';
import { AccountSettingsLayout } from './AccountSettingsLayout';
import { SignedInOnly } from './SignedInOnly';

const KINDS = ['requests', 'messages', 'sessions', 'payouts', 'newsletters'] as const;
const CHANNELS = ['email', 'text', 'push'] as const;
type Kind = (typeof KINDS)[number];
type Channels = { email: boolean; text: boolean; push: boolean };
type Settings = Record<Kind, Channels>;

const channelsSchema = z.object({ email: z.boolean(), text: z.boolean(), push: z.boolean() });
const settingsSchema = z.object({ requests: channelsSchema, messages: channelsSchema, sessions: channelsSchema, payouts: channelsSchema, newsletters: channelsSchema });

/** /account-settings/notifications: e-mail, text and push, on or off per kind of notice. */
export function NotificationSettingsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'accountSettings.notifications.title' }));
  return (
    <SignedInOnly>
      {() => (
        <AccountSettingsLayout>
          <NotificationSettingsLoader />
        </AccountSettingsLayout>
      )}
    </SignedInOnly>
  );
}

function NotificationSettingsLoader() {
  const { data, loading, error } = useNotificationSettingsQuery();
  const errorText = useErrorText();
  const settings = data?.getCurrentUserV2?.notificationSettings;
  if (!settings && loading) return <Spinner />;
  if (!settings) return <NonIdealState icon="error" title={error ? errorText(error) : <FormattedMessage id="accountSettings.notifications.loadFailed" />} />;
  return <NotificationSettingsForm saved={withoutTypenames(settings)} />;
}

/** The cache's objects carry __typename, which the input type does not take. */
function withoutTypenames(settings: Settings): Settings {
  return Object.fromEntries(KINDS.map((kind) => [kind, { email: settings[kind].email, text: settings[kind].text, push: settings[kind].push }])) as Settings;
}

function NotificationSettingsForm({ saved }: { saved: Settings }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [editSettings, { loading }] = useEditNotificationSettingsMutation();
  const form = useZodForm<Settings>(settingsSchema, saved);
  const [formError, setFormError] = useState<string>();

  const submit = async (settings: Settings) => {
    setFormError(undefined);
    try {
      const { data } = await editSettings({ variables: { settings } });
      if (!data) return;
      form.reset(withoutTypenames(data.editNotificationSettings.notificationSettings));
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'accountSettings.notifications.saved' }) });
    } catch (error) {
      setFormError(errorText(error));
    }
  };

  return (
    <Section title={intl.formatMessage({ id: 'accountSettings.notifications.heading' })}>
      <SectionCard>
        <p>
          <FormattedMessage id="accountSettings.notifications.intro" />
        </p>
        <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
          <HTMLTable className="notification-settings" compact>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="accountSettings.notifications.kind" />
                </th>
                {CHANNELS.map((channel) => (
                  <th scope="col" key={channel}>
                    <FormattedMessage id={`accountSettings.notifications.channel.${channel}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row">
                    <FormattedMessage id={`accountSettings.notifications.kind.${kind}`} />
                  </th>
                  {CHANNELS.map((channel) => (
                    <td key={channel}>
                      <Controller
                        control={form.control}
                        name={`${kind}.${channel}`}
                        render={({ field }) => (
                          <Checkbox
                            checked={field.value}
                            onChange={(event) => field.onChange(event.currentTarget.checked)}
                            aria-label={intl.formatMessage(
                              { id: 'accountSettings.notifications.toggle' },
                              {
                                channel: intl.formatMessage({ id: `accountSettings.notifications.channel.${channel}` }),
                                kind: intl.formatMessage({ id: `accountSettings.notifications.kind.${kind}` }),
                              },
                            )}
                          />
                        )}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {formError && (
            <Callout intent="danger" role="alert">
              {formError}
            </Callout>
          )}
          <Button type="submit" intent="primary" loading={loading} text={<FormattedMessage id="accountSettings.notifications.save" />} />
        </form>
      </SectionCard>
    </Section>
  );
}
