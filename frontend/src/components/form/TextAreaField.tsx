import { FormGroup, TextArea } from '@blueprintjs/core';
import { ReactNode } from 'react';

interface TextAreaFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  /** Takes the new text; with react-hook-form, spread `fieldProps(form, name)` for value and onChange. */
  onChange: (value: string) => void;
  /** The message shown at the field; the field is marked invalid and described by it. */
  error?: string;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
}

/** A labelled Blueprint text area filling its row, with its error at the field (TextField's multi-line twin). */
export function TextAreaField({ id, label, value, onChange, error, hint, placeholder, disabled }: TextAreaFieldProps) {
  const helperId = `${id}-helper`;
  const helper = error ?? hint;
  return (
    <FormGroup label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={helper ? <span id={helperId}>{helper}</span> : undefined}>
      <TextArea
        id={id}
        fill
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={helper ? helperId : undefined}
        placeholder={placeholder}
        disabled={disabled}
      />
    </FormGroup>
  );
}
