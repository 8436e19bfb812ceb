import { tokenResponseSchema } from '@maplepack/api-contract';
import { customers } from '../../src/db/schema/customers';
import { hashPassword } from '../../src/security/password-hash';
import { type TestApp } from './build-test-app';

let nextIp = 100;

/** A customer row with a known password, signed in: answers its id, its session token and a Bearer header. */
export async function signedInCustomer(
  t: TestApp,
  email: string,
  firstName = 'Ann',
  lastName = 'Lee',
): Promise<{ id: number; token: string; headers: Record<string, string> }> {
  const password = `secret-${email}`;
  const ip = `198.51.100.${nextIp++}`;
  const [row] = await t.database.db
    .insert(customers)
    .values({
      email,
      firstName,
      lastName,
      username: `${firstName}${lastName}-${ip}`.toLowerCase(),
      passwordHash: await hashPassword(password),
    })
    .returning({ id: customers.id });
  if (row === undefined) throw new Error('customer not inserted');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const { token } = tokenResponseSchema.parse(response.json());
  return { id: row.id, token, headers: { authorization: `Bearer ${token}` } };
}
