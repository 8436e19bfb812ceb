import { FaqContent } from '../features/content/components/faq-content';
import { Page } from '../components/page';

export function Component() {
  return (
    <Page title="FAQ">
      <FaqContent />
    </Page>
  );
}
