import { argon2id, hash, verify, type HashOptions } from 'argon2';

type Options = HashOptions & { raw?: false };

/** Argon2id at the library's defaults (64 MiB, 3 passes, 4 lanes), stronger than OWASP's minimum. */
export const PRODUCTION_HASHING: Options = {
  type: argon2id,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
};

/**
 * Inside jest only: the API suite signs up and signs in customers hundreds of times, and each hash at
 * the production cost takes about a second on a 2-core machine, which made that cost the suite's
 * largest. The stored format and the checks are the same; a hash records its own cost, so either kind
 * verifies under the other.
 */
export const TEST_HASHING: Options = { type: argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** The production cost unless this process is a jest worker (both markers, so no setting can lower it). */
export function hashingFor(env: Readonly<Record<string, string | undefined>>): Options {
  return env['NODE_ENV'] === 'test' && env['JEST_WORKER_ID'] !== undefined
    ? TEST_HASHING
    : PRODUCTION_HASHING;
}

const hashing = hashingFor(process.env);

export const hashPassword = (password: string): Promise<string> => hash(password, hashing);

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export const passwordMatches = (storedHash: string, password: string): Promise<boolean> =>
  verify(storedHash, password).catch(() => false);
