import { ThankYouContent } from '../features/content/components/thank-you-content';
import { Page } from '../features/shell/components/page';

export function Component() {
  return (
    <Page title="Thank You">
      <ThankYouContent />
    </Page>
  );
}
