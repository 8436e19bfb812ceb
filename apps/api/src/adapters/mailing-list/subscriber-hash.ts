import { createHash } from 'node:crypto';

/**
 * Mailchimp's subscriber hash: the MD5 of the lower-cased address. Both providers use it as the
 * subscriber id, so a client never sees a sequential row id it could walk.
 */
export function subscriberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}
