import { buttonClass } from '@maplepack/ui';
import { Link } from 'react-router-dom';
import { Page } from '../features/shell/components/page';

// The home page's copy comes from the content backend (spec §1) with the content-pages work.
export function Component() {
  return (
    <Page title="Maplepack">
      <Link to="/health-assessment" className={buttonClass()}>
        Health Assessment
      </Link>
    </Page>
  );
}
