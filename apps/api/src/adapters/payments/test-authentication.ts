import {
  TEST_INTENT_SCOPE,
  TEST_SETUP_SCOPE,
  type TestChargeRepository,
} from '../../db/repositories/test-charge-repository';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  type ChargeResult,
  type OnSessionCharge,
  type TestAuthenticator,
} from './interface';

/** A charge's outcome as the test gateway stores it: decided, or waiting for authentication. */
export type StoredOutcome = ChargeResult | { ok: null; paymentIntentId: string };

interface TestIntent {
  status: 'requires_action' | 'succeeded' | 'failed';
  chargeKey: string;
  providerMethodId: string;
  clientSecret: string;
  chargeId?: string;
}

/**
 * The test gateway's charges that asked for authentication (4000 0025 0000 3155), and the test
 * authentication step that answers them as a bank's 3-D Secure page would: a success takes the
 * money and sets the card up for renewals; a failure or a cancellation declines the charge.
 */
export class TestAuthentications implements TestAuthenticator {
  constructor(
    private readonly ledger: TestChargeRepository,
    private readonly chargeId: () => string,
  ) {}

  /** Stores a charge waiting for authentication; answers its id. */
  async open(id: string, chargeKey: string, providerMethodId: string, secret: string): Promise<string> {
    const intent: TestIntent = {
      status: 'requires_action',
      chargeKey,
      providerMethodId,
      clientSecret: `${id}_secret_${secret}`,
    };
    await this.ledger.recordOnceIn(TEST_INTENT_SCOPE, id, '', intent, 202);
    return id;
  }

  private async intent(id: string): Promise<TestIntent | undefined> {
    return (await this.ledger.byKeyIn(TEST_INTENT_SCOPE, id))?.body as TestIntent | undefined;
  }

  async current(id: string): Promise<OnSessionCharge> {
    const intent = await this.intent(id);
    if (intent === undefined)
      return { status: 'failed', code: 'payment.card-invalid', message: 'This payment was not found.' };
    if (intent.status === 'requires_action')
      return { status: 'requires_action', paymentIntentId: id, clientSecret: intent.clientSecret };
    if (intent.status === 'succeeded' && intent.chargeId !== undefined)
      return { status: 'succeeded', chargeId: intent.chargeId };
    return { status: 'failed', code: 'payment.declined', message: AUTHENTICATION_FAILED_MESSAGE };
  }

  async authenticate(id: string, outcome: 'succeed' | 'fail'): Promise<'done' | 'not-found' | 'settled'> {
    const intent = await this.intent(id);
    if (intent === undefined) return 'not-found';
    const wanted = outcome === 'succeed' ? 'succeeded' : 'failed';
    if (intent.status !== 'requires_action') return intent.status === wanted ? 'done' : 'settled';
    if (!(await this.decide(id, intent, wanted)))
      return (await this.intent(id))?.status === wanted ? 'done' : 'settled';
    return 'done';
  }

  async cancel(id: string): Promise<OnSessionCharge> {
    const intent = await this.intent(id);
    if (intent?.status === 'requires_action') await this.decide(id, intent, 'failed');
    return this.current(id);
  }

  /** Moves a waiting charge to its outcome, once; the charge key then answers that outcome. */
  private async decide(id: string, intent: TestIntent, status: 'succeeded' | 'failed'): Promise<boolean> {
    const decided: TestIntent =
      status === 'succeeded' ? { ...intent, status, chargeId: this.chargeId() } : { ...intent, status };
    if (!(await this.ledger.transition(TEST_INTENT_SCOPE, id, 'requires_action', decided))) return false;
    const stored = await this.ledger.byKey(intent.chargeKey);
    const result: ChargeResult =
      decided.chargeId !== undefined
        ? { ok: true, chargeId: decided.chargeId }
        : { ok: false, code: 'payment.declined', message: AUTHENTICATION_FAILED_MESSAGE };
    if (stored !== undefined)
      await this.ledger.settle(
        intent.chargeKey,
        { ...(stored.body as object), result },
        result.ok ? 200 : 402,
      );
    if (result.ok)
      await this.ledger.recordOnceIn(TEST_SETUP_SCOPE, intent.providerMethodId, '', { setUp: true }, 200);
    return true;
  }
}
