import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { accountSettingsMessages } from './messages';

/** What a form shows at a field or under its button: one of this feature's messages, or a server text. */
export type FormMessage = { id: string } | { server: string };

// The server answers in English with the spec's texts; those this feature knows are shown translated.
const ID_OF_SERVER_TEXT = new Map(
  Object.entries(accountSettingsMessages.en)
    .filter(([id]) => id.startsWith('accountSettings.validation.') || id.startsWith('accountSettings.server.'))
    .map(([id, text]) => [text, id]),
);

export function useFormatFormMessage(): (message: FormMessage | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message: FormMessage | undefined) => {
      if (!message) return undefined;
      if ('id' in message) return intl.formatMessage({ id: message.id });
      const id = ID_OF_SERVER_TEXT.get(message.server);
      return id ? intl.formatMessage({ id }) : message.server;
    },
    [intl],
  );
}
