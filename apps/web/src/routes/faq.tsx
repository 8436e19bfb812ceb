import { useLingui } from '@lingui/react/macro';
import { FaqContent } from '../features/content/components/faq-content';
import { Page } from '../components/page';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`FAQ`}>
      <FaqContent />
    </Page>
  );
}
