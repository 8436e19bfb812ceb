import { TeamContent } from '../features/content/components/team-content';
import { Page } from '../components/page';

export function Component() {
  return (
    <Page title="Our Team">
      <TeamContent />
    </Page>
  );
}
