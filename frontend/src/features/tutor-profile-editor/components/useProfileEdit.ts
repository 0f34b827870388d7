import { useCallback, useState } from 'react';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { isConflict } from '../../../lib/graphql-errors';

/**
 * What a profile form shows after an edit: CONFLICT (the profile changed since the screen loaded it:
 * ConflictNotice offers to reload), or the server's message. `run` clears both and catches either;
 * `onFieldErrors` may place a BAD_USER_INPUT's messages at the fields and answer what is left.
 */
export function useProfileEdit() {
  const [conflict, setConflict] = useState(false);
  const [message, setMessage] = useState<FormMessage>();
  const run = useCallback(async <T,>(action: () => Promise<T>, onFieldErrors?: (error: unknown) => FormMessage | undefined): Promise<T | undefined> => {
    setConflict(false);
    setMessage(undefined);
    try {
      return await action();
    } catch (error) {
      if (isConflict(error)) setConflict(true);
      else setMessage(onFieldErrors ? onFieldErrors(error) : serverMessage(error));
      return undefined;
    }
  }, []);
  const clear = useCallback(() => {
    setConflict(false);
    setMessage(undefined);
  }, []);
  return { conflict, message, run, clear };
}
