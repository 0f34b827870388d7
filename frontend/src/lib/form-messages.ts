import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage, fieldErrors } from './graphql-errors';
import { Catalog } from './intl/languages';

/** What a form shows at a field or under its button: a message id of the catalogs, or a server text. */
export type FormMessage = { id: string } | { server: string };

/** The first GraphQL error's message (spec section 8), as a form message. */
export function serverMessage(error: unknown): FormMessage {
  return { server: errorMessage(error) };
}

/** The per-field messages of a BAD_USER_INPUT error. */
export function serverFieldMessages(error: unknown): Record<string, FormMessage> {
  return Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, text]) => [field, { server: text }]));
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

/**
 * A hook formatting form messages in the interface language. The server answers in English with the
 * spec's texts; those found among `englishCatalog`'s entries under `prefixes` are shown translated.
 */
export function formMessageFormatter(englishCatalog: Catalog, prefixes: readonly string[]) {
  const idOfServerText = new Map(
    Object.entries(englishCatalog)
      .filter(([id]) => prefixes.some((prefix) => id.startsWith(prefix)))
      .map(([id, text]) => [text, id]),
  );
  return function useFormatFormMessage(): (message: FormMessage | undefined) => string | undefined {
    const intl = useIntl();
    return useCallback(
      (message: FormMessage | undefined) => {
        if (!message) return undefined;
        if ('id' in message) return intl.formatMessage({ id: message.id });
        const id = idOfServerText.get(message.server);
        return id ? intl.formatMessage({ id }) : message.server;
      },
      [intl],
    );
  };
}
