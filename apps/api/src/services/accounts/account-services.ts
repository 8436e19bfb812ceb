import { type FastifyBaseLogger } from 'fastify';
import { type Mailer } from '../../adapters/mail/interface';
import { type Db } from '../../db/client';
import { CustomerRepository } from '../../db/repositories/customer-repository';
import { EmailChangeRepository } from '../../db/repositories/email-change-repository';
import { PasswordResetRepository } from '../../db/repositories/password-reset-repository';
import { RateLimitRepository } from '../../db/repositories/rate-limit-repository';
import { AuthService } from './auth-service';
import { CustomerService } from './customer-service';
import { EmailChangeService } from './email-change-service';
import { LoginThrottle } from './login-throttle';
import { PasswordResetService } from './password-reset-service';
import { RateLimiter } from './rate-limiter';

export interface AccountDependencies {
  /** HMAC key of the tokens (security/auth-token.ts deriveTokenKey). */
  tokenKey: Buffer;
  mailer: Mailer;
  randomBytes: (size: number) => Buffer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * The account services (auth, customers, e-mail change, password reset, rate limits). Wired apart from
 * services.ts because they need the token key, the mailer and randomness; plugins/app/auth.ts
 * decorates the app with them as `app.accounts`.
 */
export function createAccountServices(db: Db, deps: AccountDependencies) {
  const customers = new CustomerRepository(db);
  const rateLimitRows = new RateLimitRepository(db);
  const rateLimits = new RateLimiter(rateLimitRows);
  const loginThrottle = new LoginThrottle(rateLimitRows, rateLimits);
  const auth = new AuthService(customers, deps.tokenKey, loginThrottle);
  const emailChange = new EmailChangeService(
    customers,
    new EmailChangeRepository(db),
    auth,
    loginThrottle,
    deps,
  );
  return {
    auth,
    customers: new CustomerService(customers, rateLimits, deps.randomBytes, emailChange),
    emailChange,
    passwordReset: new PasswordResetService(
      customers,
      new PasswordResetRepository(db),
      rateLimits,
      loginThrottle,
      deps,
    ),
    rateLimits,
    loginThrottle,
  };
}
export type AccountServices = ReturnType<typeof createAccountServices>;
