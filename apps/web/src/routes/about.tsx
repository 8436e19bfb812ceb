import { useLingui } from '@lingui/react/macro';
import { SectionsContent } from '../features/content/components/sections-content';
import { Page } from '../components/page';

export function Component() {
  const { t } = useLingui();
  const title = t`About Us`;
  return (
    <Page title={title}>
      <SectionsContent slug="about" pageTitle={title} />
    </Page>
  );
}
