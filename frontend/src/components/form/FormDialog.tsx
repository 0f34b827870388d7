import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { FormEvent, ReactNode } from 'react';

interface FormDialogProps {
  title: string;
  onClose: () => void;
  /** The form's submit, e.g. react-hook-form's `handleSubmit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** What went wrong with the last submit, shown above the buttons. */
  failure?: string;
  cancelText: ReactNode;
  submitText: ReactNode;
  submitIntent?: Intent;
  submitting: boolean;
  children: ReactNode;
}

/** A dialog holding one form: its fields, the failure of the last submit, and Cancel and Submit at the foot. */
export function FormDialog({ title, onClose, onSubmit, failure, cancelText, submitText, submitIntent = 'primary', submitting, children }: FormDialogProps) {
  return (
    <Dialog isOpen onClose={onClose} title={title}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogBody>
          {children}
          {failure && (
            <Callout intent="danger" compact role="alert">
              {failure}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} text={cancelText} />
              <Button type="submit" intent={submitIntent} loading={submitting} text={submitText} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
