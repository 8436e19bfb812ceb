import { api } from '../app/api';
import { ThankYouReceipt } from '../features/checkout/components/thank-you-receipt';
import { ThankYouContent } from '../features/content/components/thank-you-content';
import { Page } from '../features/shell/components/page';

export function Component() {
  return (
    <Page title="Thank You">
      <ThankYouReceipt api={api}>
        <ThankYouContent />
      </ThankYouReceipt>
    </Page>
  );
}
