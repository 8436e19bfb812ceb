import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { api } from '../lib/api';
import { ConfirmSubscription } from '../features/mailing-list/components/confirm-subscription';
import { Page } from '../components/page';

const confirm = (token: string) => api.mailingList.confirm(token);

/** /mailing-list/confirm?token=…: the link of the double opt-in e-mail. */
export function Component() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  return (
    <Page title={t`Confirm your subscription`}>
      <ConfirmSubscription token={search.get('token')} confirm={confirm} />
    </Page>
  );
}
