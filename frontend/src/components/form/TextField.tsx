import { FormGroup, InputGroup } from '@blueprintjs/core';
import { ReactNode } from 'react';

interface TextFieldProps {
  id: string;
  label: ReactNode;
  labelInfo?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The message shown at the field; the field is marked invalid and described by it. */
  error?: string;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
}

/** A labelled Blueprint input with its error at the field. */
export function TextField({ id, label, labelInfo, value, onChange, error, hint, type = 'text', autoComplete, placeholder, disabled }: TextFieldProps) {
  const helperId = `${id}-helper`;
  const helper = error ?? hint;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={labelInfo}
      intent={error ? 'danger' : 'none'}
      helperText={helper ? <span id={helperId}>{helper}</span> : undefined}
    >
      <InputGroup
        id={id}
        type={type}
        value={value}
        onValueChange={(next) => onChange(next)}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={helper ? helperId : undefined}
        autoComplete={autoComplete}
        placeholder={placeholder}
        disabled={disabled}
      />
    </FormGroup>
  );
}
