import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** HKDF context of the receipt key: its own, so it never equals the token key or the health-data key. */
const RECEIPT_KEY_INFO = 'maplepack/checkout-receipt/hs256/v1';
/** The httpOnly cookie naming this browser's latest purchase (GET /api/v1/checkout/receipt). */
export const RECEIPT_COOKIE_NAME = 'maplepack_receipt';
/** Sent to the checkout calls only. */
export const RECEIPT_COOKIE_PATH = '/api/v1/checkout';
/** The thank-you page shows the purchase for a day; after that the signed-in owner still sees it. */
export const RECEIPT_LIFETIME_SECONDS = 24 * 60 * 60;

/** The HMAC-SHA256 key of receipt cookies, derived from DATA_KEY (every instance shares it). */
export function deriveReceiptKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), RECEIPT_KEY_INFO, 32));
}

const mac = (key: Buffer, payload: string): Buffer => createHmac('sha256', key).update(payload).digest();

/** `<attempt id>.<expiry in unix seconds>.<signature>`: names the attempt, proves we set it. */
export function signReceiptCookie(key: Buffer, attemptId: number, now: Date): string {
  const payload = `${attemptId}.${Math.floor(now.getTime() / 1000) + RECEIPT_LIFETIME_SECONDS}`;
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The attempt id of a cookie we signed that has not expired at `now`, else null. */
export function readReceiptCookie(key: Buffer, value: string | undefined, now: Date): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (match === null) return null;
  const [, id, expiry, signature] = match as unknown as [string, string, string, string];
  const expected = mac(key, `${id}.${expiry}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expiry) * 1000 <= now.getTime()) return null;
  return Number(id);
}
