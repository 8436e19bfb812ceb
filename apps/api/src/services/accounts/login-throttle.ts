import { type RateLimitRepository } from '../../db/repositories/rate-limit-repository';
import { addressBlock } from './address-block';
import { RATE_RULES, type RateCheck, type RateLimiter } from './rate-limiter';

/**
 * Growing delays for password checks: after `freeFailures` failures in a window, each further
 * one makes the next attempt wait 1 s, 2 s, 4 s … up to `maxDelaySeconds`. A waiting attempt is
 * refused (429 with Retry-After) before the password is looked at.
 */
export interface DelayRule {
  name: string;
  freeFailures: number;
  maxDelaySeconds: number;
  /** Failures are forgotten this long after the first one of the window. */
  windowSeconds: number;
}

/**
 * The numbers (docs/decisions.md). `pair`: one account from one address, the guesser's own
 * counter; three typos are free, then the wait doubles to 15 minutes. `account`: all addresses
 * together, so a botnet is slowed too; looser and capped at one minute, so nobody can keep the
 * owner out for long, and the owner's known addresses skip it altogether.
 */
export const LOGIN_DELAYS = {
  pair: { name: 'login:pair', freeFailures: 3, maxDelaySeconds: 15 * 60, windowSeconds: 24 * 60 * 60 },
  account: { name: 'login:account', freeFailures: 10, maxDelaySeconds: 60, windowSeconds: 60 * 60 },
} as const satisfies Record<string, DelayRule>;

/** An address the account signed in from is its owner's "usual" one for this long. */
export const KNOWN_ADDRESS_DAYS = 30;

/** Seconds the next attempt waits after `failures` failures: 0, then 1, 2, 4 … up to the cap. */
export function delayAfterFailures(rule: DelayRule, failures: number): number {
  if (failures <= rule.freeFailures) return 0;
  // 2^30 s is far past any cap; stopping there keeps the arithmetic exact.
  return Math.min(rule.maxDelaySeconds, 2 ** Math.min(30, failures - rule.freeFailures - 1));
}

const retryAfter = (blockedUntil: Date, now: Date): RateCheck => ({
  ok: false,
  code: 'auth.rate-limited',
  retryAfterSeconds: Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000)),
});

/**
 * Limits password guessing by address and account together (OWASP's login throttling): every
 * attempt counts against the address (RATE_RULES.loginPerIp) and is counted as a failure of its
 * (account, address) pair and of the account until the password proves right, so concurrent
 * guesses cannot slip past a delay. A success clears the pair and gives back the account's count.
 * Unknown e-mails are counted the same way, so the answers tell nothing about which accounts exist.
 */
export class LoginThrottle {
  constructor(
    private readonly repository: RateLimitRepository,
    private readonly limiter: RateLimiter,
  ) {}

  /** May this address try a password for this e-mail now? Counts the attempt when it may. */
  async admit(email: string, ip: string, now: Date): Promise<RateCheck> {
    const block = addressBlock(ip);
    const perIp = await this.limiter.hit(RATE_RULES.loginPerIp, block, now);
    if (!perIp.ok) return perIp;
    const countsForAccount = !(await this.isKnownAddress(email, block, now));
    // The longest wait first, so a refused client is told the time that will really let it in.
    const rules: [DelayRule, string][] = [[LOGIN_DELAYS.pair, pairKey(email, block)]];
    if (countsForAccount) rules.push([LOGIN_DELAYS.account, accountKey(email)]);
    const waits = await Promise.all(
      rules.map(([rule, key]) =>
        this.repository.blockedUntil(key, new Date(now.getTime() - rule.windowSeconds * 1000)),
      ),
    );
    const until = Math.max(0, ...waits.map((wait) => wait?.getTime() ?? 0));
    if (until > now.getTime()) return retryAfter(new Date(until), now);
    if (countsForAccount) {
      const account = await this.attempt(LOGIN_DELAYS.account, accountKey(email), now);
      if (!account.ok) return account;
    }
    const pair = await this.attempt(LOGIN_DELAYS.pair, pairKey(email, block), now);
    // No password was checked: the account's count must not grow by it.
    if (!pair.ok && countsForAccount)
      await this.repository.release(accountKey(email), LOGIN_DELAYS.account.freeFailures);
    return pair;
  }

  /** The password was right: the pair starts afresh and the address becomes a known one. */
  async succeeded(email: string, ip: string, now: Date): Promise<void> {
    const block = addressBlock(ip);
    await this.repository.clear(pairKey(email, block));
    await this.repository.release(accountKey(email), LOGIN_DELAYS.account.freeFailures);
    await this.repository.touch(knownKey(email, block), now);
  }

  /** The owner proved the mailbox (password reset, e-mail change undo): no delay holds them back. */
  async forgive(email: string): Promise<void> {
    await this.repository.clearPrefix(`${LOGIN_DELAYS.pair.name}:${email}:`);
    await this.repository.clear(accountKey(email));
  }

  private async attempt(rule: DelayRule, key: string, now: Date): Promise<RateCheck> {
    const result = await this.repository.attempt(
      key,
      now,
      new Date(now.getTime() - rule.windowSeconds * 1000),
      (count) => delayAfterFailures(rule, count),
    );
    return result.admitted ? { ok: true } : retryAfter(result.blockedUntil, now);
  }

  private async isKnownAddress(email: string, block: string, now: Date): Promise<boolean> {
    const known = await this.repository.get(knownKey(email, block));
    return (
      known !== undefined &&
      known.windowStartedAt.getTime() > now.getTime() - KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000
    );
  }
}

const accountKey = (email: string): string => `${LOGIN_DELAYS.account.name}:${email}`;
const pairKey = (email: string, block: string): string => `${LOGIN_DELAYS.pair.name}:${email}:${block}`;
const knownKey = (email: string, block: string): string => `login:known:${email}:${block}`;
