import { adminScheduleCalls, type AdminScheduleCalls } from '@maplepack/api-client';
import { useMemo } from 'react';
import { useServices } from '../../lib/admin-context';

/**
 * The tax rule and shipping calls on the app's client. Built here, in the pages' lazily loaded chunk,
 * with their contract schemas, rather than in the client the first load makes (the 150 KB budget).
 */
export function useScheduleCalls(): AdminScheduleCalls {
  const { client } = useServices();
  return useMemo(() => adminScheduleCalls(client.http), [client]);
}
