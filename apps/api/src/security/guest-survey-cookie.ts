import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** HKDF context of the cookie's key: its own, never the token key nor the health-data key. */
const COOKIE_KEY_INFO = 'maplepack/guest-surveys/hmac-sha256/v1';
const VERSION = 'v1';
/** The newest surveys a browser remembers; an older one can no longer be attached from it. */
export const GUEST_SURVEYS_REMEMBERED = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cookie's HMAC-SHA256 key, derived from DATA_KEY (every instance shares it). */
export function deriveGuestSurveyKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), COOKIE_KEY_INFO, 32));
}

const mac = (key: Buffer, body: string): Buffer => createHmac('sha256', key).update(body).digest();

/**
 * The cookie value naming the guest surveys this browser submitted, newest last:
 * `v1.<id>,<id>….<HMAC>`. Only ids a browser was given can be in it; it holds no answers.
 */
export function guestSurveysCookie(key: Buffer, ids: readonly string[]): string {
  const kept = [...new Set(ids.map((id) => id.toLowerCase()))].slice(-GUEST_SURVEYS_REMEMBERED);
  const body = `${VERSION}.${kept.join(',')}`;
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/** The ids of a cookie made by `guestSurveysCookie` with this key; none for anything else. */
export function guestSurveyIds(key: Buffer, cookie: string | undefined): string[] {
  if (cookie === undefined || cookie.length > 1000) return [];
  const parts = cookie.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return [];
  const [version, list, signature] = parts as [string, string, string];
  const expected = mac(key, `${version}.${list}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  const ids = list === '' ? [] : list.split(',');
  return ids.every((id) => UUID.test(id)) ? ids : [];
}
