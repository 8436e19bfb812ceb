import { UnsupportedLayout } from '../features/shell/components/unsupported-layout';
import { PageOutlet } from './page-outlet';

/** The layout of /unsupported, where only Internet Explorer is sent. */
export function UnsupportedLayoutRoute() {
  return (
    <UnsupportedLayout>
      <PageOutlet />
    </UnsupportedLayout>
  );
}
