import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase } from '../../src/db/client';

/**
 * A PostgreSQL connection that dies while idle in the pool (the server restarted, an admin or a
 * failover ended it) must not stop the process: the pool drops it and the next query opens another.
 * Without an 'error' listener on the pool, Node threw the event and the API exited (seen in CI when
 * a test database was dropped under an idle connection). Needs a real PostgreSQL (DATABASE_URL).
 */
const adminUrl = process.env['DATABASE_URL'];
const onPostgres = adminUrl === undefined || adminUrl === '' ? describe.skip : describe;

onPostgres('an idle connection ended by the server', () => {
  it('is reported, and the next query works on a new connection', async () => {
    const url = new URL(adminUrl ?? '');
    const admin = new Client({ connectionString: url.toString() });
    await admin.connect();
    const name = `maplepack_dropped_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    url.pathname = `/${name}`;
    const reported: string[] = [];
    const handle = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      onConnectionError: (error) => reported.push(error.message),
    });
    try {
      await handle.ping(); // one idle connection now sits in the pool
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reported).toEqual([expect.stringMatching(/terminating connection/)]);
      await expect(handle.ping()).resolves.toBeUndefined();
    } finally {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
