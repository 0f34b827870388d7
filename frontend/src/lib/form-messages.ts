import { useCallback } from 'react';
import { IntlShape, useIntl } from 'react-intl';
import { errorMessage, errorMessageId, fieldErrors, fieldMessageIds } from './graphql-errors';
import { Catalog } from './intl/languages';
import { catalogIdsOfServerMessage } from './server-message-ids';

/**
 * What a form shows at a field or under its button: a message id of the catalogs, or a server
 * message: its stable id (translated) with its English text as the fallback.
 */
export type FormMessage = { id: string } | { server: string; messageId?: string };

/** The first GraphQL error's message (spec section 8), as a form message. */
export function serverMessage(error: unknown): FormMessage {
  const messageId = errorMessageId(error);
  return messageId ? { server: errorMessage(error), messageId } : { server: errorMessage(error) };
}

/** The per-field messages of a BAD_USER_INPUT error. */
export function serverFieldMessages(error: unknown): Record<string, FormMessage> {
  const ids = fieldMessageIds(error);
  return Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([field, text]) => [field, ids[field] ? { server: text, messageId: ids[field] } : { server: text }]),
  );
}

/** Client-side validation results (message ids by field) as form messages. */
export function validationMessages<Field extends string>(found: Partial<Record<Field, string>>): Partial<Record<Field, FormMessage>> {
  return Object.fromEntries(Object.entries(found).map(([field, id]) => [field, { id }])) as Partial<Record<Field, FormMessage>>;
}

/** The errors without the one of a field the user just edited. */
export function withoutField<Field extends string>(errors: Partial<Record<Field, FormMessage>>, field: Field): Partial<Record<Field, FormMessage>> {
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/** The catalog id translating a server message id: one among `preferred` first, else any loaded one. */
function catalogIdOf(intl: IntlShape, messageId: string | undefined, preferred: (id: string) => boolean): string | undefined {
  const candidates = catalogIdsOfServerMessage(messageId).filter((id) => id in intl.messages);
  return candidates.find(preferred) ?? candidates[0];
}

/** A server message in the interface language: by its id, else its English text as sent. */
export function formatServerMessage(intl: IntlShape, text: string, messageId: string | undefined, preferred: (id: string) => boolean = () => true): string {
  const id = catalogIdOf(intl, messageId, preferred);
  return id ? intl.formatMessage({ id }) : text;
}

/** A hook translating any GraphQL error by its message id (the English text is the fallback). */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback((error: unknown) => formatServerMessage(intl, errorMessage(error), errorMessageId(error)), [intl]);
}

/**
 * A hook formatting form messages in the interface language. A server message is translated by its
 * stable id (`extensions.messageId`), preferring the ids under `prefixes`; a server that sent no id
 * is matched by its English text among `englishCatalog`'s entries under `prefixes`; else the text
 * is shown as sent.
 */
export function formMessageFormatter(englishCatalog: Catalog, prefixes: readonly string[]) {
  const ours = (id: string) => prefixes.some((prefix) => id.startsWith(prefix));
  const idOfServerText = new Map(
    Object.entries(englishCatalog)
      .filter(([id]) => ours(id))
      .map(([id, text]) => [text, id]),
  );
  return function useFormatFormMessage(): (message: FormMessage | undefined) => string | undefined {
    const intl = useIntl();
    return useCallback(
      (message: FormMessage | undefined) => {
        if (!message) return undefined;
        if ('id' in message) return intl.formatMessage({ id: message.id });
        const byId = catalogIdOf(intl, message.messageId, ours);
        if (byId) return intl.formatMessage({ id: byId });
        const byText = idOfServerText.get(message.server);
        return byText ? intl.formatMessage({ id: byText }) : message.server;
      },
      [intl],
    );
  };
}
