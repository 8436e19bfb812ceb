import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** HKDF context of the mailing-link key: its own, so it equals neither the token key nor the data key. */
const MAILING_LINK_KEY_INFO = 'maplepack/mailing-links/hs256/v1';

/**
 * The HMAC-SHA256 key of the mailing list's signed values, derived from DATA_KEY with HKDF-SHA256
 * (as the auth token key is): every instance sharing DATA_KEY checks every other instance's links.
 */
export function deriveMailingLinkKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), MAILING_LINK_KEY_INFO, 32));
}

/** What a signature is for: a value signed for one purpose is refused for the other. */
type Purpose = 'unsubscribe' | 'survey-ticket';

const mac = (key: Buffer, purpose: Purpose, value: string): Buffer =>
  createHmac('sha256', key).update(`${purpose}:${value}`).digest();

function sign(key: Buffer, purpose: Purpose, value: string): string {
  return `${value}.${mac(key, purpose, value).toString('base64url')}`;
}

/** The signed value, or null when the signature is missing or wrong (compared in constant time). */
function verify(key: Buffer, purpose: Purpose, signed: string, valuePattern: RegExp): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  if (!valuePattern.test(value)) return null;
  const given = Buffer.from(signed.slice(dot + 1), 'base64url');
  const expected = mac(key, purpose, value);
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

const SUBSCRIBER_ID = /^[0-9a-f]{32}$/;
const ROW_ID = /^[1-9][0-9]{0,15}$/;

/**
 * The token of the unsubscribe link in every mailing e-mail: the subscriber id (the MD5 of the
 * address, no address in the URL) and its HMAC. It does not expire (CASL wants the link to work for
 * at least 60 days after sending) and can only ever unsubscribe.
 */
export function unsubscribeToken(key: Buffer, subscriberId: string): string {
  if (!SUBSCRIBER_ID.test(subscriberId)) throw new RangeError('not a subscriber id');
  return sign(key, 'unsubscribe', subscriberId);
}

/** The subscriber id an unsubscribe token was made for, or null when it is forged or damaged. */
export function verifyUnsubscribeToken(key: Buffer, token: string): string | null {
  return verify(key, 'unsubscribe', token, SUBSCRIBER_ID);
}

/**
 * The survey ticket: the id of a guest's pending confirmation, signed, kept in an httpOnly cookie of
 * the browser that asked. Only that browser's survey submission may add the survey tags to it.
 */
export function surveyTicket(key: Buffer, confirmationId: number): string {
  if (!Number.isSafeInteger(confirmationId) || confirmationId <= 0) throw new RangeError('not a row id');
  return sign(key, 'survey-ticket', String(confirmationId));
}

/** The confirmation id of a survey ticket, or null when it is forged or damaged. */
export function verifySurveyTicket(key: Buffer, ticket: string): number | null {
  const value = verify(key, 'survey-ticket', ticket, ROW_ID);
  return value === null ? null : Number(value);
}
