import { SectionsContent } from '../features/content/components/sections-content';
import { Page } from '../components/page';

const TITLE = 'Terms & Conditions';

export function Component() {
  return (
    <Page title={TITLE}>
      <SectionsContent slug="terms" pageTitle={TITLE} />
    </Page>
  );
}
