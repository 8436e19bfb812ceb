import {
  MAILING_ERROR_CODES,
  MAILING_MESSAGES,
  MAILING_USER_NOT_FOUND_MESSAGE,
} from '@maplepack/api-contract';
import { type FastifyBaseLogger } from 'fastify';
import { MailingInputRejected } from '../../adapters/mailing-list/interface';
import { isDataException } from '../../db/data-exception';

type FailureKey = keyof typeof MAILING_ERROR_CODES;
export type MailingFailureCode = (typeof MAILING_ERROR_CODES)[FailureKey];

/** An expected failure of the mailing list; the route picks the status (404, 400, 409, 410 or 503). */
export interface MailingFailure {
  ok: false;
  code: MailingFailureCode;
  message: string;
}
export type MailingResult<T> = ({ ok: true } & T) | MailingFailure;

const MESSAGES: Record<FailureKey, string> = {
  notFound: MAILING_USER_NOT_FOUND_MESSAGE,
  invalidLink: MAILING_MESSAGES.invalidLink,
  expiredLink: MAILING_MESSAGES.expiredLink,
  alreadyConfirmed: MAILING_MESSAGES.alreadyConfirmed,
  rejected: MAILING_MESSAGES.rejected,
  unavailable: MAILING_MESSAGES.unavailable,
};

export function mailingFailure(key: FailureKey): MailingFailure {
  return { ok: false, code: MAILING_ERROR_CODES[key], message: MESSAGES[key] };
}

/**
 * What a thrown error means for the caller: a value the provider refused is the request's fault
 * ('mailing.rejected', a 4xx); anything else is an outage ('mailing.unavailable', 503), logged
 * without the request's data.
 */
export function failureOf(error: unknown, log: FastifyBaseLogger): MailingFailure {
  if (error instanceof MailingInputRejected || isDataException(error)) return mailingFailure('rejected');
  // Name and message only: a provider's error object can carry the whole request, addresses included.
  const detail =
    error instanceof Error ? { name: error.name, message: error.message } : { value: typeof error };
  log.error({ failure: detail }, 'mailing list unavailable');
  return mailingFailure('unavailable');
}

/** Runs provider work, answering a failure (never throwing) when it throws. */
export async function guarded<T>(
  log: FastifyBaseLogger,
  work: () => Promise<MailingResult<T>>,
): Promise<MailingResult<T>> {
  try {
    return await work();
  } catch (error) {
    return failureOf(error, log);
  }
}
