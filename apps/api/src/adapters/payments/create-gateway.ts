import { type Db } from '../../db/client';
import { TestGateway } from './fake';
import { type PaymentGateway } from './interface';
import { StripeGateway, type StripeGatewayOptions } from './real';

/** Which provider the API uses: chosen at start-up from STRIPE_* (config.ts), the test gateway without. */
export type PaymentsConfig = { kind: 'test' } | ({ kind: 'stripe' } & StripeGatewayOptions);

export function createPaymentGateway(config: PaymentsConfig, db: Db, now: () => Date): PaymentGateway {
  if (config.kind === 'stripe') {
    const { kind: _kind, ...options } = config;
    return new StripeGateway(options);
  }
  return new TestGateway(db, { now });
}
