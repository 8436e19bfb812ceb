import { hash } from 'argon2';
import { hashingFor, hashPassword, passwordMatches, PRODUCTION_HASHING, TEST_HASHING } from './password-hash';

describe('password hashing', () => {
  it('uses the production cost everywhere but a jest worker', () => {
    expect(hashingFor({})).toEqual(PRODUCTION_HASHING);
    expect(hashingFor({ NODE_ENV: 'production' })).toEqual(PRODUCTION_HASHING);
    expect(hashingFor({ NODE_ENV: 'test' })).toEqual(PRODUCTION_HASHING);
    expect(hashingFor({ JEST_WORKER_ID: '1' })).toEqual(PRODUCTION_HASHING);
    expect(hashingFor({ NODE_ENV: 'test', JEST_WORKER_ID: '1' })).toEqual(TEST_HASHING);
    expect(PRODUCTION_HASHING).toMatchObject({ memoryCost: 65_536, timeCost: 3, parallelism: 4 });
  });

  it('stores argon2id and checks the password', async () => {
    const stored = await hashPassword('maple syrup season');
    expect(stored).toMatch(/^\$argon2id\$/);
    await expect(passwordMatches(stored, 'maple syrup season')).resolves.toBe(true);
    await expect(passwordMatches(stored, 'maple syrup seasoN')).resolves.toBe(false);
    await expect(passwordMatches('not a hash', 'maple syrup season')).resolves.toBe(false);
  });

  it('verifies a hash made at the production cost', async () => {
    const stored = await hash('made in production', PRODUCTION_HASHING);
    expect(stored).toContain('m=65536,p=4,t=3');
    await expect(passwordMatches(stored, 'made in production')).resolves.toBe(true);
  });
});
