import { CheckoutRoute } from './checkout';

export function Component() {
  return <CheckoutRoute trial />;
}
