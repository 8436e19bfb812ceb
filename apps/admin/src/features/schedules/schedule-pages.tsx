import { ShippingPage } from './shipping-page';
import { TaxRulesPage } from './tax-rules-page';

/**
 * Tax rules or shipping rates: one component, so both pages (and the forms they share) are one
 * lazily loaded chunk. Two chunks sharing a form made the bundler split the first load into shared
 * chunks, which gzip worse (docs/decisions.md).
 */
export function SchedulePage({ page }: { page: 'tax-rules' | 'shipping' }) {
  return page === 'tax-rules' ? <TaxRulesPage /> : <ShippingPage />;
}
