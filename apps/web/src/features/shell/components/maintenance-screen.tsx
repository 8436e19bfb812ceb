import { msg } from '@lingui/core/macro';
import { useLingui } from '../../../lib/i18n/react';
import { type ReactNode } from 'react';
import { BareLayout } from './bare-layout';

export const MAINTENANCE_HEADING = msg`We're undergoing a scheduled maintenance`;
export const MAINTENANCE_DETAIL = msg`We'll be back in a minute!`;

/** Spec §2 maintenance screen (off unless VITE_MAINTENANCE=1): the message and a login form. */
export function MaintenanceScreen({ loginForm }: { loginForm: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <BareLayout plainLinks>
      <h1>{i18n._(MAINTENANCE_HEADING)}</h1>
      <p>{i18n._(MAINTENANCE_DETAIL)}</p>
      {loginForm}
    </BareLayout>
  );
}
