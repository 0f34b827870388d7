import { useState } from 'react';
import { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormMessage } from '../../../lib/form-messages';
import { applyServerErrors } from '../../../lib/forms';
import { ApplicationStep, stepEnumOf } from '../application-steps';
import { TutorApplication } from '../graphql/get-tutor-application';
import { TutorApplicationStepInput, useSaveTutorApplicationStepMutation } from '../graphql/save-tutor-application-step';

/** The server's names of a step's fields where the form names them otherwise. */
export type ServerFieldMap = Record<string, string>;

/**
 * Saves a step's answers with saveTutorApplicationStep; the server's field messages land at the
 * form's fields (renamed by `fieldMap`), any other message under the buttons.
 */
export function useStepSave<Values extends FieldValues>(step: ApplicationStep, form: UseFormReturn<Values>, onSaved: (application: TutorApplication) => Promise<void> | void, fieldMap: ServerFieldMap = {}) {
  const [save] = useSaveTutorApplicationStepMutation();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<FormMessage>();

  const run = async (answers: Omit<TutorApplicationStepInput, 'step'>) => {
    setSaving(true);
    setError(undefined);
    try {
      const { data } = await save({ variables: { input: { step: stepEnumOf(step), ...answers } } });
      if (data) await onSaved(data.saveTutorApplicationStep);
    } catch (caught) {
      setError(applyServerErrors(form, caught, (field) => (fieldMap[field] ?? field) as never) ?? undefined);
    } finally {
      setSaving(false);
    }
  };
  return { run, saving, error, clearError: () => setError(undefined) };
}
