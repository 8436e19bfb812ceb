import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@maplepack/api-contract';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { subscriberHash } from '../adapters/mailing-list/subscriber-hash';
import { type AuthCustomer } from '../services/accounts/auth-service';
import {
  CONFIRMATION_LIFETIME_HOURS,
  type RequestOrigin,
} from '../services/survey/mailing-confirmation-service';
import { type MailingFailure, type MailingFailureCode } from '../services/survey/mailing-failure';
import { type RateCheck } from '../services/accounts/rate-limiter';
import { parseAnswers } from '../services/survey/survey-service';
import { verifySurveyTicket } from '../security/mailing-link';
import { ApiError } from './api-error';
import { rateLimited } from './rate-limited';
import { requestLanguage } from './request-language';

const STATUS: Record<MailingFailureCode, number> = {
  'mailing.not-found': 404,
  'mailing.invalid-link': 400,
  'mailing.expired-link': 410,
  'mailing.already-confirmed': 409,
  // The provider refused what was sent: the request's fault, never 'unavailable'.
  'mailing.rejected': 400,
  'mailing.unavailable': 503,
};

/** The HTTP error of a failed mailing result (a rate refusal is a 429 with Retry-After). */
export function mailingError(
  reply: FastifyReply,
  result: MailingFailure | Extract<RateCheck, { ok: false }>,
): ApiError {
  if (result.code === 'auth.rate-limited') return rateLimited(reply, result.retryAfterSeconds);
  return new ApiError(STATUS[result.code], result.code, result.message);
}

export const originOf = (request: FastifyRequest, now: Date): RequestOrigin => ({
  ip: request.ip,
  endpoint: `${request.method} ${request.routeOptions.url ?? ''}`,
  now,
  language: requestLanguage(request),
});

/** A signed-in customer's member is the one of their account's e-mail; any other is a 403. */
export function requireOwnMember(customer: AuthCustomer, memberId: string): void {
  if (memberId !== subscriberHash(customer.email))
    throw new ApiError(403, AUTH_ERROR_CODES.forbidden, AUTH_MESSAGES.forbidden);
}

/**
 * The survey ticket (security/mailing-link.ts): httpOnly, sent only to POST /api/v1/survey, for as
 * long as the confirmation link works. It lets this browser's survey, and no one else's, add the
 * completion tags to the request it made.
 */
export const MAILING_TICKET_COOKIE = 'maplepack_mailing';
const TICKET_PATH = '/api/v1/survey';

export function setSurveyTicket(request: FastifyRequest, reply: FastifyReply, ticket: string): void {
  reply.setCookie(MAILING_TICKET_COOKIE, ticket, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: TICKET_PATH,
    maxAge: CONFIRMATION_LIFETIME_HOURS * 3600,
  });
}

/**
 * After POST /api/v1/survey stored a survey (`value`, its answers as posted): the spec's completion tags for the membership the
 * submitter is tied to (services/survey/survey-mailing.ts). Mailing failures never fail the survey
 * (spec §8: swallowed), they are logged.
 */
export async function completeSurveyMailing(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
): Promise<void> {
  const parsed = parseAnswers(value);
  if (!parsed.ok) return;
  const ticket = request.cookies[MAILING_TICKET_COOKIE];
  const confirmationId = ticket === undefined ? null : verifySurveyTicket(app.mailing.linkKey, ticket);
  try {
    await app.mailing.survey.surveyStored({
      answers: parsed.answers,
      customer: request.customer,
      confirmationId,
      now: app.now(),
    });
  } catch (error) {
    request.log.warn({ failure: error instanceof Error ? error.name : 'unknown' }, 'survey mailing failed');
  }
  if (ticket !== undefined) {
    reply.clearCookie(MAILING_TICKET_COOKIE, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: TICKET_PATH,
    });
  }
}
