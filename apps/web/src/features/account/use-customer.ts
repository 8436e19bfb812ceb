import { type CustomerResponse } from '@maplepack/api-contract';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { useAuthStore } from '../../stores/auth-store';
import { messageOf } from './account-messages';

export type CustomerLoad =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; customer: CustomerResponse };

/** The signed-in customer's own account (GET /customers/{id}); `replace` keeps it after a save. */
export function useCustomer(): {
  load: CustomerLoad;
  userId: number | null;
  replace: (customer: CustomerResponse) => void;
} {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const [load, setLoad] = useState<CustomerLoad>({ kind: 'loading' });
  useEffect(() => {
    if (userId === null) return undefined;
    let live = true;
    api.customers.get(userId).then(
      (customer) => live && setLoad({ kind: 'ready', customer }),
      (error: unknown) => live && setLoad({ kind: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  const replace = useCallback((customer: CustomerResponse) => setLoad({ kind: 'ready', customer }), []);
  return { load, userId, replace };
}
