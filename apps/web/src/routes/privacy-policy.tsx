import { useLingui } from '@lingui/react/macro';
import { SectionsContent } from '../features/content/components/sections-content';
import { Page } from '../components/page';

export function Component() {
  const { t } = useLingui();
  const title = t`Privacy Policy`;
  return (
    <Page title={title}>
      <SectionsContent slug="privacy" pageTitle={title} />
    </Page>
  );
}
