import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The generated key of the embedded database, beside its data. */
export const DATA_KEY_FILE = 'data-key';

/** Decodes DATA_KEY: 64 hex digits or base64 of 32 bytes (config.ts has already checked the form). */
export function decodeDataKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new RangeError('DATA_KEY must be 32 bytes');
  return key;
}

/**
 * The AES-256 key for health data: DATA_KEY when given; otherwise the key file in `dataDir`,
 * generated (owner read/write only) on first use. Only the embedded database may rely on the file:
 * config.ts requires DATA_KEY with DATABASE_URL, so every instance shares one key.
 */
export function loadDataKey(options: { dataKey: string | null; dataDir: string }): Buffer {
  if (options.dataKey !== null) return decodeDataKey(options.dataKey);
  const file = path.join(options.dataDir, DATA_KEY_FILE);
  if (existsSync(file)) return decodeDataKey(readFileSync(file, 'utf8'));
  mkdirSync(options.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
