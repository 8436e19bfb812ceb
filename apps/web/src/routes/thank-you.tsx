import { useLingui } from '@lingui/react/macro';
import { api } from '../lib/api';
import { ThankYouReceipt } from '../features/checkout/components/thank-you-receipt';
import { ThankYouContent } from '../features/content/components/thank-you-content';
import { Page } from '../components/page';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Thank You`}>
      <ThankYouReceipt api={api}>
        <ThankYouContent />
      </ThankYouReceipt>
    </Page>
  );
}
