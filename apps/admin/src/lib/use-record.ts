import { useParams } from 'react-router-dom';
import { useLoad, type Loaded } from './use-load';

const ID = /^[1-9]\d{0,9}$/;

/**
 * The record a detail page's address names (`/orders/:id`): its id, or null when the address holds no
 * id the API could have (then the load fails without asking the API), what was loaded, and `replace`
 * for the fresher copy a write answers with.
 */
export function useRecord<Data>(load: (id: number, signal: AbortSignal) => Promise<Data>): {
  recordId: number | null;
  loaded: Loaded<Data>;
  replace: (data: Data) => void;
} {
  const { id = '' } = useParams();
  const recordId = ID.test(id) ? Number(id) : null;
  const [loaded, replace] = useLoad(
    (signal) => (recordId === null ? Promise.reject(new Error('bad id')) : load(recordId, signal)),
    id,
  );
  return { recordId, loaded, replace };
}
