import { FormGroup, InputGroup } from '@blueprintjs/core';
import { ReactNode } from 'react';

interface PasswordFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** The message shown at the field; the field is marked invalid and described by it. */
  error?: string;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
}

export function PasswordField({ id, label, value, onChange, autoComplete, error, hint }: PasswordFieldProps) {
  const helperId = `${id}-helper`;
  const helper = error ?? hint;
  return (
    <FormGroup label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={helper ? <span id={helperId}>{helper}</span> : undefined}>
      <InputGroup
        id={id}
        type="password"
        value={value}
        onValueChange={(next) => onChange(next)}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={helper ? helperId : undefined}
        autoComplete={autoComplete}
      />
    </FormGroup>
  );
}
