import { SectionsContent } from '../features/content/components/sections-content';
import { Page } from '../components/page';

const TITLE = 'About Us';

export function Component() {
  return (
    <Page title={TITLE}>
      <SectionsContent slug="about" pageTitle={TITLE} />
    </Page>
  );
}
