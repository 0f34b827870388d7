import { zodResolver } from '@hookform/resolvers/zod';
import { DefaultValues, FieldError, FieldErrors, FieldValues, Path, PathValue, useForm, UseFormReturn } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormMessage, serverFieldMessages, serverMessage } from './form-messages';

/**
 * The forms of the app: react-hook-form with a zod schema whose messages are catalog ids (the spec's
 * texts live in the intl catalogs, English and Spanish). Validation runs on submit; editing a field
 * clears its message (fieldProps); the values stay as typed through a server error.
 */
export function useZodForm<Values extends FieldValues>(schema: z.ZodMiniType<Values, Values>, defaultValues: DefaultValues<Values>): UseFormReturn<Values> {
  return useForm<Values, unknown, Values>({ resolver: zodResolver(schema), defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false });
}

/** A field's error as a form message: a catalog id from the schema, or the server's message (with its id). */
export function formMessageOf(error: FieldError | undefined): FormMessage | undefined {
  if (!error?.message) return undefined;
  if (error.type === 'server') {
    const messageId = error.types?.messageId;
    return typeof messageId === 'string' ? { server: error.message, messageId } : { server: error.message };
  }
  return { id: error.message };
}

/** The form messages of every field with an error. */
export function formMessagesOf<Values extends FieldValues>(errors: FieldErrors<Values>): Partial<Record<Path<Values>, FormMessage>> {
  const messages: Partial<Record<string, FormMessage>> = {};
  for (const [field, error] of Object.entries(errors)) {
    const message = formMessageOf(error as FieldError | undefined);
    if (message) messages[field] = message;
  }
  return messages as Partial<Record<Path<Values>, FormMessage>>;
}

/**
 * Puts a BAD_USER_INPUT error's field messages at the form's fields (`fieldOf` maps the server's
 * input field names to the form's). Answers the form-level message when no field took one.
 */
export function applyServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  error: unknown,
  fieldOf: (serverField: string) => Path<Values> | undefined = (field) => field as Path<Values>,
): FormMessage | undefined {
  let placed = false;
  for (const [serverField, message] of Object.entries(serverFieldMessages(error))) {
    const field = fieldOf(serverField);
    if (!field || 'id' in message) continue;
    form.setError(field, { type: 'server', message: message.server, ...(message.messageId ? { types: { messageId: message.messageId } } : {}) });
    placed = true;
  }
  return placed ? undefined : serverMessage(error);
}

/** A controlled input's props for a field: its value, and a change that clears the field's message. */
export function fieldProps<Values extends FieldValues, Name extends Path<Values>>(form: UseFormReturn<Values>, name: Name) {
  return {
    value: form.watch(name),
    onChange: (value: PathValue<Values, Name>) => {
      form.setValue(name, value);
      form.clearErrors(name);
    },
  };
}

/**
 * A zod schema from a form's object shape and its validation rules (a function answering the catalog
 * id of each failing field's message), so the rules stay in one place and every message shows at once.
 */
export function schemaWithRules<Values extends FieldValues>(
  shape: z.ZodMiniType<Values, Values>,
  rules: (values: Values) => Partial<Record<string, string | undefined>>,
): z.ZodMiniType<Values, Values> {
  return shape.check(z.superRefine((values, context) => {
    for (const [field, id] of Object.entries(rules(values))) {
      if (id) context.addIssue({ code: 'custom', message: id, path: [field] });
    }
  }));
}
