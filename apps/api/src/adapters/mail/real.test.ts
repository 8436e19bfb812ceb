import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMailer, OutboxMailer, SmtpMailer } from './real';

describe('mail adapters', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'maplepack-outbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes one .eml file per message into the outbox, readable by the owner only', async () => {
    const outbox = path.join(dir, 'outbox');
    const mailer = new OutboxMailer(outbox, () => new Date('2026-11-21T15:00:00Z'));
    const first = await mailer.send({
      to: 'ann@example.ca',
      subject: 'Hello',
      text: 'Plain body',
      html: '<p>HTML body</p>',
    });
    await mailer.send({ to: 'bob@example.ca', subject: 'Second', text: 'Two' });
    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.startsWith('2026-11-21T15-00-00-000Z-') && file.endsWith('.eml'))).toBe(
      true,
    );
    expect(first.id).toMatch(/\.eml$/);
    const eml = await readFile(first.id, 'utf8');
    expect(eml).toMatch(/^To: ann@example\.ca$/m);
    expect(eml).toMatch(/^Subject: Hello$/m);
    expect(eml).toMatch(/^From: Maplepack <no-reply@maplepack\.ca>$/m);
    expect(eml).toContain('Plain body');
    expect(eml).toContain('<p>HTML body</p>');
    expect((await stat(first.id)).mode & 0o777).toBe(0o600);
  });

  it('writes the extra headers a message carries (List-Unsubscribe)', async () => {
    const mailer = new OutboxMailer(path.join(dir, 'outbox'));
    const sent = await mailer.send({
      to: 'ann@example.ca',
      subject: 'News',
      text: 'Body',
      headers: { 'List-Unsubscribe': '<https://shop.example/mailing-list/unsubscribe?token=abc>' },
    });
    expect(await readFile(sent.id, 'utf8')).toMatch(
      /^List-Unsubscribe: <https:\/\/shop\.example\/mailing-list\/unsubscribe\?token=abc>$/m,
    );
  });

  it('uses SMTP when SMTP_URL is set, else the outbox', () => {
    expect(createMailer({ smtpUrl: null, outboxDir: dir })).toBeInstanceOf(OutboxMailer);
    expect(createMailer({ smtpUrl: 'smtp://localhost:2525', outboxDir: dir })).toBeInstanceOf(SmtpMailer);
  });
});
