import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions } from './logger';

describe('loggerOptions', () => {
  it('logs requests without credentials, cookies or query strings', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.post('/echo', async (request) => {
      request.log.info({ body: request.body }, 'received');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/echo?email=ann%40example.ca',
      headers: { authorization: 'Bearer secret-token', cookie: 'session=abc' },
      payload: { password: 'hunter2', answers: { pregnancy_status: 'Pregnant' }, value: '{"sex":"Female"}' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"path":"/echo"');
    for (const secret of [
      'secret-token',
      'session=abc',
      'ann%40example.ca',
      'hunter2',
      'Pregnant',
      'Female',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
