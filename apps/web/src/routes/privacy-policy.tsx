import { SectionsContent } from '../features/content/components/sections-content';
import { Page } from '../components/page';

const TITLE = 'Privacy Policy';

export function Component() {
  return (
    <Page title={TITLE}>
      <SectionsContent slug="privacy" pageTitle={TITLE} />
    </Page>
  );
}
