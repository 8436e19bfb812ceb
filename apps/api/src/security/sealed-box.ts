import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/** Thrown when sealed data was altered, sealed under another key, or bound to another record. */
export class SealedDataError extends Error {
  override readonly name = 'SealedDataError';
}

/** A short public fingerprint of a key, stored with the ciphertext so a rotated key is recognised. */
export function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

function assertKey(key: Buffer): void {
  if (key.length !== 32) throw new RangeError('an AES-256 key has 32 bytes');
}

/**
 * Seals text with AES-256-GCM: `v1.<key id>.<base64url(iv | tag | ciphertext)>`. `context` (for
 * example the row id) is authenticated but not stored, so a sealed value copied to another record
 * does not open there. A fresh random 96-bit IV per call.
 */
export function seal(key: Buffer, plaintext: string, context: string): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const packed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  return `${VERSION}.${keyId(key)}.${packed}`;
}

/** Opens what {@link seal} produced with the same key and context; throws SealedDataError otherwise. */
export function open(key: Buffer, sealed: string, context: string): string {
  assertKey(key);
  const [version, id, packed, ...rest] = sealed.split('.');
  if (version !== VERSION || packed === undefined || rest.length > 0)
    throw new SealedDataError('not sealed data');
  if (id !== keyId(key)) throw new SealedDataError('sealed under another key');
  const bytes = Buffer.from(packed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new SealedDataError('sealed data is truncated');
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SealedDataError('sealed data was altered');
  }
}
