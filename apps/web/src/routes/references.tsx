import { useLingui } from '@lingui/react/macro';
import { ReferencesContent } from '../features/content/components/references-content';
import { Page } from '../components/page';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`References`}>
      <ReferencesContent />
    </Page>
  );
}
