import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { api } from '../lib/api';
import { knownText, messageOf } from '../features/account/account-messages';
import {
  type UndoEmailChangeResult,
  UndoEmailChangeForm,
} from '../features/auth/components/undo-email-change-form';
import { useAuthStore } from '../stores/auth-store';
import { Page } from '../components/page';

/** The link in the notice an e-mail change sends to the old address (`?key=…&id=…`). */
export function Component() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const key = search.get('key');
  const id = search.get('id');

  const submit = async (password: string): Promise<UndoEmailChangeResult> => {
    if (key === null || id === null) return { ok: false, message: messageOf(null) };
    try {
      const answer = await api.customers.undoEmailChange({ key, id, password });
      // Every session ended on the server, this browser's too.
      useAuthStore.getState().clear();
      return { ok: true, message: knownText(answer.message) };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  };

  return (
    <Page title={t`Restore Your Email Address`}>
      <UndoEmailChangeForm link={key === null || id === null ? null : { key, id }} onSubmit={submit} />
    </Page>
  );
}
