import { Button, Callout, Dialog, DialogBody, DialogFooter, IconName } from '@blueprintjs/core';
import { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface FormDialogProps {
  title: string;
  icon: IconName;
  onClose: () => void;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** What the last submit ran into, shown above the buttons; `problemId` lets a field point at it (aria-describedby). */
  problem?: string;
  problemId?: string;
  submitting: boolean;
  submitText: ReactNode;
  children: ReactNode;
}

/** The sessions' small dialogs (feedback, check-in survey, review, lesson issue): one form, its problem, Close and submit. */
export function FormDialog({ title, icon, onClose, onSubmit, problem, problemId, submitting, submitText, children }: FormDialogProps) {
  return (
    <Dialog isOpen onClose={onClose} title={title} icon={icon}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
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
