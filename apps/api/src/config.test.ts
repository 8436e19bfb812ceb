import { loadConfig } from './config';

const load = (env: Record<string, string>) => loadConfig(env, '/srv/maplepack');

describe('loadConfig', () => {
  it('defaults to port 3000 and the embedded database under data/', () => {
    const result = load({});
    expect(result).toMatchObject({
      ok: true,
      config: {
        port: 3000,
        databaseUrl: null,
        dataDir: '/srv/maplepack/data',
        stripe: null,
        mailchimp: null,
        smtpUrl: null,
      },
    });
  });

  it.each(['abc', '0', '70000', '30.5', '-1'])('stops on PORT=%p with one clear line naming PORT', (port) => {
    const result = load({ PORT: port });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe('invalid configuration: PORT must be a whole number from 1 to 65535');
    expect(result.message).not.toContain('\n');
  });

  it('seeds the demo staff only on the embedded database and never with NODE_ENV=production', () => {
    const key = 'a'.repeat(64);
    expect(load({})).toMatchObject({ config: { demoStaff: true, adminSessionIdleMinutes: 30 } });
    expect(load({ NODE_ENV: 'production' })).toMatchObject({ config: { demoStaff: false } });
    expect(load({ DATABASE_URL: 'postgres://u:p@db:5432/shop', DATA_KEY: key })).toMatchObject({
      config: { demoStaff: false },
    });
  });

  it('reads ADMIN_SESSION_IDLE_MINUTES from 1 to 720', () => {
    expect(load({ ADMIN_SESSION_IDLE_MINUTES: '15' })).toMatchObject({
      config: { adminSessionIdleMinutes: 15 },
    });
    for (const bad of ['0', '721', 'soon']) expect(load({ ADMIN_SESSION_IDLE_MINUTES: bad }).ok).toBe(false);
  });

  it('treats an empty value as unset', () => {
    expect(load({ PORT: '', SMTP_URL: ' ' })).toMatchObject({
      ok: true,
      config: { port: 3000, smtpUrl: null },
    });
  });

  it('reads a PostgreSQL URL with its shared DATA_KEY', () => {
    const key = 'a'.repeat(64);
    const result = load({
      PORT: '8080',
      DATABASE_URL: 'postgres://shop:pw@db:5432/maplepack',
      DATA_KEY: key,
    });
    expect(result).toMatchObject({
      ok: true,
      config: { port: 8080, databaseUrl: 'postgres://shop:pw@db:5432/maplepack', dataKey: key },
    });
  });

  it.each([
    [{ DATABASE_URL: 'mysql://db/shop', DATA_KEY: 'a'.repeat(64) }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://db/shop' }, 'DATA_KEY is required when DATABASE_URL is set'],
    [{ DATA_KEY: 'too-short' }, 'DATA_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }, 'STRIPE_SECRET_KEY'],
    [{ MAILCHIMP_API_KEY: 'nope' }, 'MAILCHIMP_API_KEY'],
    [{ SMTP_URL: 'http://mail.example.ca' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %p naming %s', (env, expected) => {
    const result = load(env);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(expected);
  });

  it('never echoes a secret value in its message', () => {
    const result = load({
      STRIPE_SECRET_KEY: 'sk_live_hunter2-with-dash',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).not.toContain('hunter2');
  });

  it('accepts complete Stripe, Mailchimp and SMTP settings', () => {
    const result = load({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      MAILCHIMP_API_KEY: `${'0'.repeat(32)}-us21`,
      MAILCHIMP_LIST_ID: 'a1b2c3d4e5',
      SMTP_URL: 'smtps://user:pw@smtp.example.ca:465',
    });
    expect(result).toMatchObject({
      ok: true,
      config: {
        stripe: { secretKey: 'sk_test_123', webhookSecret: null },
        mailchimp: { listId: 'a1b2c3d4e5' },
      },
    });
  });

  it('trusts no proxy and links to localhost unless told otherwise', () => {
    expect(load({})).toMatchObject({
      ok: true,
      config: { trustedProxies: [], publicUrl: 'http://localhost:3000' },
    });
    expect(
      load({ TRUST_PROXY: '10.0.0.0/8, loopback', PUBLIC_URL: 'https://shop.maplepack.ca' }),
    ).toMatchObject({
      ok: true,
      config: { trustedProxies: ['10.0.0.0/8', 'loopback'], publicUrl: 'https://shop.maplepack.ca' },
    });
  });

  it('sends help messages to HELP_INBOX, or to the contact address of the shop when unset', () => {
    expect(load({})).toMatchObject({ ok: true, config: { helpInbox: null } });
    expect(load({ HELP_INBOX: 'care@maplepack.ca' })).toMatchObject({
      ok: true,
      config: { helpInbox: 'care@maplepack.ca' },
    });
  });

  it.each([
    ['TRUST_PROXY', 'yes please'],
    ['PUBLIC_URL', 'shop.maplepack.ca'],
    ['HELP_INBOX', 'help desk'],
  ])('stops on %s=%p with one line naming it', (name, value) => {
    const result = load({ [name]: value });
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.message).toMatch(new RegExp(`^invalid configuration: ${name} `));
  });

  it('runs the renewal workers with the default retries and reminder unless told otherwise', () => {
    expect(load({})).toMatchObject({
      config: { renewals: { workers: true, retryHours: [12, 12, 24, 48, 72], reminderDays: 3 } },
    });
    expect(load({ RENEWALS: 'off', RENEWAL_RETRY_HOURS: '24,48', RENEWAL_REMINDER_DAYS: '5' })).toMatchObject(
      { config: { renewals: { workers: false, retryHours: [24, 48], reminderDays: 5 } } },
    );
  });

  it.each([
    [{ RENEWALS: 'maybe' }, 'invalid configuration: RENEWALS must be on or off'],
    [
      { RENEWAL_RETRY_HOURS: '12,,24' },
      'invalid configuration: RENEWAL_RETRY_HOURS must list whole hours between retries, like 12,12,24,48,72',
    ],
    [
      { RENEWAL_RETRY_HOURS: '0' },
      'invalid configuration: RENEWAL_RETRY_HOURS must list whole hours of at least 1',
    ],
    [
      { RENEWAL_REMINDER_DAYS: '0' },
      'invalid configuration: RENEWAL_REMINDER_DAYS must be a whole number of days from 1 to 28',
    ],
    [
      { RENEWAL_REMINDER_DAYS: '3.5' },
      'invalid configuration: RENEWAL_REMINDER_DAYS must be a whole number of days from 1 to 28',
    ],
  ])('stops on %j with one clear line', (env, message) => {
    expect(load(env)).toEqual({ ok: false, code: 'config.invalid', message });
  });
});
