import { GENERIC_ERROR_MESSAGE } from '@maplepack/access';
import { isApiError } from '@maplepack/api-client';
import { useSearchParams } from 'react-router-dom';
import { api } from '../lib/api';
import {
  type UndoEmailChangeResult,
  UndoEmailChangeForm,
} from '../features/auth/components/undo-email-change-form';
import { useAuthStore } from '../stores/auth-store';
import { Page } from '../components/page';

/** The link in the notice an e-mail change sends to the old address (`?key=…&id=…`). */
export function Component() {
  const [search] = useSearchParams();
  const key = search.get('key');
  const id = search.get('id');

  const submit = async (password: string): Promise<UndoEmailChangeResult> => {
    if (key === null || id === null) return { ok: false, message: GENERIC_ERROR_MESSAGE };
    try {
      const answer = await api.customers.undoEmailChange({ key, id, password });
      // Every session ended on the server, this browser's too.
      useAuthStore.getState().clear();
      return { ok: true, message: answer.message };
    } catch (error) {
      return { ok: false, message: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE };
    }
  };

  return (
    <Page title="Restore Your Email Address">
      <UndoEmailChangeForm link={key === null || id === null ? null : { key, id }} onSubmit={submit} />
    </Page>
  );
}
