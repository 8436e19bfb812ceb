import { errorBodySchema } from '@maplepack/api-contract';
import { customers } from '../../src/db/schema/customers';
import { hashPassword } from '../../src/security/password-hash';
import { buildTestApp, TEST_NOW, type TestApp } from '../support/build-test-app';

/*
 * Issue 11, accounts (low): five failed logins from anywhere locked the real owner out for 15
 * minutes. Failures are now counted per (account, address) with growing delays, the account as a
 * whole is only slowed (at most a minute), and never from an address its owner signed in from.
 */

let t: TestApp;
let clock = TEST_NOW;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(() => t.close());

const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

const PASSWORD = 'owner-knows-this-one';
let nextAccount = 1;
/** A fresh account, so each test starts with no failures counted. */
async function account(): Promise<string> {
  const email = `owner${nextAccount++}@example.ca`;
  await t.database.db.insert(customers).values({
    email,
    firstName: 'Owner',
    lastName: 'Account',
    username: `owner-${email.slice(0, 6)}${nextAccount}`,
    passwordHash: await hashPassword(PASSWORD),
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
  });
  return email;
}

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

const codeOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).error.code;
let nextBot = 1;
const botIp = () => `198.18.${Math.floor(nextBot / 250)}.${(nextBot++ % 250) + 1}`;

describe('an attacker elsewhere', () => {
  it('cannot keep the owner out of their usual address, however many addresses they guess from', async () => {
    const email = await account();
    const home = '203.0.113.10';
    expect((await login(email, PASSWORD, home)).statusCode).toBe(200);
    const answers: number[] = [];
    for (let i = 0; i < 14; i += 1) answers.push((await login(email, 'guess-guess', botIp())).statusCode);
    // The account as a whole is slowed: after 11 failures the botnet waits.
    expect(answers).toEqual([...Array<number>(11).fill(401), 429, 429, 429]);
    expect((await login(email, PASSWORD, home)).statusCode).toBe(200);
  });

  it('only slows the owner at a new address, for at most a minute', async () => {
    const email = await account();
    // Enough failures, a minute apart, to take the account's delay to its cap.
    for (let i = 0; i < 17; i += 1) {
      await login(email, 'guess-guess', botIp());
      later(61);
    }
    expect((await login(email, 'guess-guess', botIp())).statusCode).toBe(401);
    const travelling = await login(email, PASSWORD, '192.0.2.200');
    expect(travelling.statusCode).toBe(429);
    expect(codeOf(travelling)).toBe('auth.rate-limited');
    const wait = Number(travelling.headers['retry-after']);
    expect(wait).toBe(60);
    later(wait);
    expect((await login(email, PASSWORD, '192.0.2.200')).statusCode).toBe(200);
  });
});

describe('one address guessing one account', () => {
  it('waits 1 s after the fourth failure, then 2 s, 4 s … up to 15 minutes', async () => {
    const email = await account();
    const ip = '203.0.113.20';
    for (let i = 0; i < 4; i += 1) expect((await login(email, 'guess-guess', ip)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const refused = await login(email, 'guess-guess', ip);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      later(wait);
      expect((await login(email, 'guess-guess', ip)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    // Without asking in between (each refused attempt counts against the address's 20 per 15 minutes).
    for (const wait of [32, 64, 128, 256, 512]) {
      later(wait);
      expect((await login(email, 'guess-guess', ip)).statusCode).toBe(401);
    }
    const capped = await login(email, 'guess-guess', ip);
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['retry-after']).toBe('900');
  });

  it('refuses even the right password while it waits, and takes it afterwards', async () => {
    const email = await account();
    const ip = '203.0.113.21';
    for (let i = 0; i < 4; i += 1) await login(email, 'guess-guess', ip);
    const early = await login(email, PASSWORD, ip);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    later(1);
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('lets no more than four of twenty concurrent guesses through', async () => {
    const email = await account();
    const ip = '203.0.113.22';
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(email, 'guess-guess', ip)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    const email = await account();
    for (let i = 1; i <= 4; i += 1) await login(email, 'guess-guess', `2001:db8:5:6::${i}`);
    expect((await login(email, 'guess-guess', '2001:db8:5:6:ffff::99')).statusCode).toBe(429);
    expect((await login(email, PASSWORD, '2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('starts afresh after the right password', async () => {
    const email = await account();
    const ip = '203.0.113.23';
    for (let i = 0; i < 3; i += 1) await login(email, 'guess-guess', ip);
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await login(email, 'guess-guess', ip)).statusCode).toBe(401);
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('treats an unknown e-mail exactly like an account', async () => {
    const ip = '203.0.113.24';
    for (let i = 0; i < 4; i += 1)
      expect((await login('nobody.here@example.ca', 'guess-guess', ip)).statusCode).toBe(401);
    const refused = await login('nobody.here@example.ca', 'guess-guess', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
  });
});
