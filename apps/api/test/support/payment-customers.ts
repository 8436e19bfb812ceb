import { argon2id, hash } from 'argon2';
import { tokenResponseSchema } from '@maplepack/api-contract';
import { customers } from '../../src/db/schema/customers';
import { type TestApp } from './build-test-app';

let nextIp = 100;

/** A customer row with a known password, signed in: answers its id and a Bearer header. */
export async function signedInCustomer(
  t: TestApp,
  email: string,
  firstName = 'Ann',
  lastName = 'Lee',
): Promise<{ id: number; headers: Record<string, string> }> {
  const password = `secret-${email}`;
  const ip = `198.51.100.${nextIp++}`;
  const [row] = await t.database.db
    .insert(customers)
    .values({
      email,
      firstName,
      lastName,
      username: `${firstName}${lastName}-${ip}`.toLowerCase(),
      passwordHash: await hash(password, { type: argon2id }),
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
  return {
    id: row.id,
    headers: { authorization: `Bearer ${tokenResponseSchema.parse(response.json()).token}` },
  };
}
