import { Card, H2 } from '@blueprintjs/core';
import { ReactNode } from 'react';
import './auth.css';

/** The narrow card every login, sign-up and password screen sits in. */
export function AuthCard({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <Card className="auth-card" elevation={1}>
      <H2>{heading}</H2>
      {children}
    </Card>
  );
}
