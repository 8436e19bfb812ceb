import { type RateLimitRepository, type WindowCount } from '../../db/repositories/rate-limit-repository';

/** At most `limit` hits per fixed window of `windowSeconds`. */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The limits (docs/decisions.md): logins 20 attempts per address in 15 minutes (with growing
 * delays per account and address: services/accounts/login-throttle.ts); reset e-mails 10 per IP and 3 per
 * e-mail an hour; new accounts 10 per IP an hour.
 */
export const RATE_RULES = {
  loginPerIp: { name: 'token:ip', limit: 20, windowSeconds: 15 * 60 },
  resetRequestPerIp: { name: 'reset:ip', limit: 10, windowSeconds: 60 * 60 },
  resetRequestPerEmail: { name: 'reset:email', limit: 3, windowSeconds: 60 * 60 },
  signUpPerIp: { name: 'signup:ip', limit: 10, windowSeconds: 60 * 60 },
  /** Card testing: a person saves a card once or twice; a script tries hundreds. */
  cardSavePerIp: { name: 'card-save:ip', limit: 10, windowSeconds: 60 * 60 },
  cardSavePerEmail: { name: 'card-save:email', limit: 5, windowSeconds: 60 * 60 },
  /** Refused cards (on save or on charge): after this many, no more attempts for a while. */
  declinesPerIp: { name: 'declines:ip', limit: 5, windowSeconds: 60 * 60 },
  declinesPerEmail: { name: 'declines:email', limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

export type RateCheck = { ok: true } | { ok: false; code: 'auth.rate-limited'; retryAfterSeconds: number };

/** Fixed-window limits counted in the database, so every instance shares them. */
export class RateLimiter {
  constructor(private readonly repository: RateLimitRepository) {}

  /** Counts a hit; refuses when it is over the limit (the refused hit counts too). */
  async hit(rule: RateRule, subject: string, now: Date): Promise<RateCheck> {
    const window = await this.repository.hit(
      keyOf(rule, subject),
      now,
      new Date(now.getTime() - rule.windowSeconds * 1000),
    );
    return window.count > rule.limit ? refusal(rule, window, now) : { ok: true };
  }

  /** Refuses when the limit is already used up, without counting (failures are counted by `hit`). */
  async check(rule: RateRule, subject: string, now: Date): Promise<RateCheck> {
    const window = await this.repository.get(keyOf(rule, subject));
    if (window === undefined || isOver(rule, window, now) || window.count < rule.limit) return { ok: true };
    return refusal(rule, window, now);
  }
}

const keyOf = (rule: RateRule, subject: string): string => `${rule.name}:${subject}`;

const windowEnd = (rule: RateRule, window: WindowCount): number =>
  window.windowStartedAt.getTime() + rule.windowSeconds * 1000;

const isOver = (rule: RateRule, window: WindowCount, now: Date): boolean =>
  windowEnd(rule, window) <= now.getTime();

/** Retry-After in whole seconds, rounded up and at least 1. */
function refusal(rule: RateRule, window: WindowCount, now: Date): RateCheck {
  const seconds = Math.max(1, Math.ceil((windowEnd(rule, window) - now.getTime()) / 1000));
  return { ok: false, code: 'auth.rate-limited', retryAfterSeconds: seconds };
}
