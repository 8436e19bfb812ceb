import { type ReactNode } from 'react';
import { BareLayout } from './bare-layout';

export const MAINTENANCE_HEADING = "We're undergoing a scheduled maintenance";
export const MAINTENANCE_DETAIL = "We'll be back in a minute!";

/** Spec §2 maintenance screen (off unless VITE_MAINTENANCE=1): the message and a login form. */
export function MaintenanceScreen({ loginForm }: { loginForm: ReactNode }) {
  return (
    <BareLayout plainLinks>
      <h1>{MAINTENANCE_HEADING}</h1>
      <p>{MAINTENANCE_DETAIL}</p>
      {loginForm}
    </BareLayout>
  );
}
