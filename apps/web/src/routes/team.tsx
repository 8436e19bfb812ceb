import { useLingui } from '@lingui/react/macro';
import { TeamContent } from '../features/content/components/team-content';
import { Page } from '../components/page';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Our Team`}>
      <TeamContent />
    </Page>
  );
}
