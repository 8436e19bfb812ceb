import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type RateRule } from '../services/accounts/rate-limiter';
import { rateLimited } from './rate-limited';

/**
 * Limits of the public forms (docs/decisions.md), per client address, counted in the database so
 * every instance shares them: the survey's mailing calls are about five per person, the newsletter
 * form one, a survey submission one, the help widget's message form one or two, the trial checkout's eligibility check one or two.
 */
export const PUBLIC_RATE_RULES = {
  mailingPerIp: { name: 'mailing:ip', limit: 60, windowSeconds: 15 * 60 },
  newsletterPerIp: { name: 'newsletter:ip', limit: 10, windowSeconds: 60 * 60 },
  surveyPerIp: { name: 'survey:ip', limit: 30, windowSeconds: 60 * 60 },
  /** A checkout asks once or twice; more is someone probing which e-mails have ordered. */
  trialProgramPerIp: { name: 'trial-program:ip', limit: 20, windowSeconds: 60 * 60 },
  /** A person writes to the shop once or twice; the inbox is not a place to flood. */
  helpPerIp: { name: 'help:ip', limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/** An onRequest hook counting every request of the plugin against `rule` for the client address. */
export function limitPerIp(app: FastifyInstance, rule: RateRule) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const check = await app.accounts.rateLimits.hit(rule, request.ip, app.now());
    if (!check.ok) throw rateLimited(reply, check.retryAfterSeconds);
  };
}
