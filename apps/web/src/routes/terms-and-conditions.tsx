import { useLingui } from '@lingui/react/macro';
import { SectionsContent } from '../features/content/components/sections-content';
import { Page } from '../components/page';

export function Component() {
  const { t } = useLingui();
  const title = t`Terms & Conditions`;
  return (
    <Page title={title}>
      <SectionsContent slug="terms" pageTitle={title} />
    </Page>
  );
}
