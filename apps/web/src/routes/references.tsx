import { ReferencesContent } from '../features/content/components/references-content';
import { Page } from '../components/page';

export function Component() {
  return (
    <Page title="References">
      <ReferencesContent />
    </Page>
  );
}
