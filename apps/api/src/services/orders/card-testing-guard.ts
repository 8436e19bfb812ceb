import { RATE_RULES, type RateCheck, type RateLimiter } from '../accounts/rate-limiter';

/** Where a card attempt comes from: the client address and the e-mail it is for (lower-cased). */
export interface CardAttempt {
  ip: string;
  email: string;
}

/**
 * Limits against card testing (someone checking stolen card numbers through our forms): card
 * saves are counted per address and per e-mail, refused cards (on save or on charge) too, and once
 * either has too many refusals no further card is tried from there for a while. Counted in the
 * database, so every instance shares the limits.
 */
export class CardTestingGuard {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts a card save; refuses it when the address or e-mail saved or failed too many. */
  async beforeSave(attempt: CardAttempt, now: Date): Promise<RateCheck> {
    const refused = await this.declinesOver(attempt, now);
    if (refused !== null) return refused;
    for (const [rule, subject] of [
      [RATE_RULES.cardSavePerIp, attempt.ip],
      [RATE_RULES.cardSavePerEmail, attempt.email],
    ] as const) {
      const check = await this.limiter.hit(rule, subject, now);
      if (!check.ok) return check;
    }
    return { ok: true };
  }

  /** Refuses a charge when the address or e-mail has had too many refused cards. */
  async beforeCharge(attempt: CardAttempt, now: Date): Promise<RateCheck> {
    return (await this.declinesOver(attempt, now)) ?? { ok: true };
  }

  /** Records a refused card. */
  async declined(attempt: CardAttempt, now: Date): Promise<void> {
    await this.limiter.hit(RATE_RULES.declinesPerIp, attempt.ip, now);
    await this.limiter.hit(RATE_RULES.declinesPerEmail, attempt.email, now);
  }

  private async declinesOver(attempt: CardAttempt, now: Date): Promise<(RateCheck & { ok: false }) | null> {
    for (const [rule, subject] of [
      [RATE_RULES.declinesPerIp, attempt.ip],
      [RATE_RULES.declinesPerEmail, attempt.email],
    ] as const) {
      const check = await this.limiter.check(rule, subject, now);
      if (!check.ok) return check;
    }
    return null;
  }
}
