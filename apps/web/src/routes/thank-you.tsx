import { Page } from '../features/shell/components/page';

export function Component() {
  return <Page title="Thank You" />;
}
