import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { api } from '../lib/api';
import { Unsubscribe } from '../features/mailing-list/components/unsubscribe';
import { Page } from '../components/page';

const unsubscribe = (token: string) => api.mailingList.unsubscribe(token);

/** /mailing-list/unsubscribe?token=…: the signed link in every mailing-list e-mail. */
export function Component() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  return (
    <Page title={t`Unsubscribe`}>
      <Unsubscribe token={search.get('token')} unsubscribe={unsubscribe} />
    </Page>
  );
}
