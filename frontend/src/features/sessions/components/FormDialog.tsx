import { Button, Callout, Dialog, DialogBody, DialogFooter, IconName } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { FormMessage } from '../../../lib/form-messages';
import { formMessageOf } from '../../../lib/forms';

interface FormDialogProps<Values extends FieldValues> {
  title: string;
  icon: IconName;
  onClose: () => void;
  /** The dialog's react-hook-form form (a zod schema): `onValid` runs once its values pass. */
  form: UseFormReturn<Values>;
  onValid: (values: Values) => Promise<void>;
  /** Called as a submit starts, e.g. to clear the last server problem. */
  onSubmitStart?: () => void;
  /** What the last submit ran into, shown above the buttons; `problemId` lets a field point at it (aria-describedby). */
  problem?: string;
  problemId?: string;
  submitting: boolean;
  submitText: ReactNode;
  children: ReactNode;
}

/** The first validation message of a form (its schema's catalog id), else the server's problem. */
export function problemOf<Values extends FieldValues>(form: UseFormReturn<Values>, serverProblem: FormMessage | undefined): FormMessage | undefined {
  const first = Object.values(form.formState.errors)[0];
  return formMessageOf(first as Parameters<typeof formMessageOf>[0]) ?? serverProblem;
}

/** The sessions' small dialogs (feedback, check-in survey, review, lesson issue): one form, its problem, Close and submit. */
export function FormDialog<Values extends FieldValues>({ title, icon, onClose, form, onValid, onSubmitStart, problem, problemId, submitting, submitText, children }: FormDialogProps<Values>) {
  return (
    <Dialog isOpen onClose={onClose} title={title} icon={icon}>
      <form
        onSubmit={(event) => {
          onSubmitStart?.();
          void form.handleSubmit(onValid)(event);
        }}
        noValidate
      >
        <DialogBody>
          {children}
          {problem && (
            <Callout intent="danger" compact role="alert" id={problemId}>
              {problem}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} text={<FormattedMessage id="sessions.form.close" />} />
              <Button type="submit" intent="primary" loading={submitting} text={submitText} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
