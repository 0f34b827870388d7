import { Callout } from '@blueprintjs/core';
import { ReactNode } from 'react';

/** A form's error that belongs to no field, shown under its submit button. */
export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Callout intent="danger" compact role="alert" className="auth-form-error">
      {children}
    </Callout>
  );
}
