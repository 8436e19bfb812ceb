/** Random bytes from the caller's source (crypto.getRandomValues in the browser). */
export type RandomBytes = (size: number) => Uint8Array;

export const ATTEMPT_KEY_PREFIX = 'checkout-';
/** 16 bytes: 128 bits, so two attempts never share a key. */
export const ATTEMPT_KEY_BYTES = 16;

/**
 * One checkout attempt: the Idempotency-Key it is sent with, what it was last sent with (the request
 * without the card and the password, see requestFingerprint), and whether an answer said for sure that
 * this key created nothing (a decline, a refusal, a changed total).
 */
export interface CheckoutAttempt {
  key: string;
  fingerprint: string;
  settled: boolean;
}

/** A new key: the prefix and 32 hex digits of the caller's randomness. */
export function newAttemptKey(randomBytes: RandomBytes): string {
  const bytes = randomBytes(ATTEMPT_KEY_BYTES);
  if (bytes.length !== ATTEMPT_KEY_BYTES) throw new Error(`randomBytes gave ${bytes.length} bytes`);
  return ATTEMPT_KEY_PREFIX + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The attempt to send `fingerprint` with. The key stays while the outcome of the last send is unknown
 * (in flight, lost to the network, waiting for 3-D Secure), whatever changed meanwhile: a second order
 * must never start while the first may exist. After an answer that created nothing, the same request
 * (another card after a decline) keeps the key, and a changed one (a new total, another address)
 * starts a new attempt.
 */
export function attemptFor(
  current: CheckoutAttempt | null,
  fingerprint: string,
  randomBytes: RandomBytes,
): CheckoutAttempt {
  if (current !== null && (!current.settled || current.fingerprint === fingerprint)) {
    return { key: current.key, fingerprint, settled: false };
  }
  return { key: newAttemptKey(randomBytes), fingerprint, settled: false };
}

/** The attempt after an answer that says its key created nothing: a changed request may take a new key. */
export function settleAttempt(current: CheckoutAttempt | null): CheckoutAttempt | null {
  return current === null ? null : { ...current, settled: true };
}
