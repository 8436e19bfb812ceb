import { errorForLog, requestSecrets, scrubText } from './log-redaction';

describe('scrubText', () => {
  it.each([
    ['Key (email)=(ann@example.ca) already exists.', 'Key (email)=([redacted]) already exists.'],
    [
      'Failed query: insert into "x" values ($1)\nparams: ann@example.ca,Ann',
      'Failed query: insert into "x" values ($1)\nparams: [redacted]',
    ],
    [
      'invalid input syntax for type integer: "Ann Lee"',
      'invalid input syntax for type integer: "[redacted]"',
    ],
    ['Failing row contains (7, Ann, Lee).', 'Failing row contains ([redacted]).'],
    ['mail to <ann.lee+shop@example.ca> refused', 'mail to <[email]> refused'],
    ['call 613-555-0199 or (514) 555 0142', 'call [phone] or [phone]'],
    ['call +44 20 7946 0958', 'call [phone]'],
    ['ship to K2P 1L4 or h2x1y4', 'ship to [postcode] or [postcode]'],
    ['at 150 Elgin Street, then 88 rue Sainte-Catherine', 'at [address], then [address]'],
  ])('%j', (text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it('leaves what finds a fault: dates, ids, SQLSTATEs, stack frames', () => {
    const text = 'order 12345 on 2026-11-21T15:00:00Z failed (23505)\n    at Foo.bar (/app/src/x.ts:120:17)';
    expect(scrubText(text)).toBe(text);
  });

  it('removes the values of the request being answered, longest first', () => {
    const secrets = requestSecrets([
      { id: '42' },
      {},
      { name: 'Gisèle Tremblay', nested: [{ note: 'Gisèle' }] },
    ]);
    expect(secrets).toEqual(['Gisèle Tremblay', 'Gisèle']);
    expect(scrubText('no route for Gisèle Tremblay (Gisèle)', secrets)).toBe(
      'no route for [redacted] ([redacted])',
    );
  });
});

describe('errorForLog', () => {
  it('keeps type, codes and causes, and drops detail, params and where', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "customers_email_unique"'),
      {
        code: '23505',
        constraint: 'customers_email_unique',
        detail: 'Key (email)=(ann@example.ca) already exists.',
        where: 'ann@example.ca',
      },
    );
    const error = Object.assign(new Error('Failed query: insert\nparams: ann@example.ca'), {
      params: ['ann@example.ca'],
      cause,
    });
    const logged = errorForLog(error);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert\nparams: [redacted]',
      cause: { code: '23505', constraint: 'customers_email_unique' },
    });
    expect(JSON.stringify(logged)).not.toContain('ann@example.ca');
    // Logging what was logged changes nothing (pino's serializer sees the error handler's object).
    expect(errorForLog(logged)).toEqual(logged);
  });

  it("gives a zod error's issue codes and paths, not its values", () => {
    const error = Object.assign(new Error('[{"message":"ann@example.ca is taken","path":["email"]}]'), {
      issues: [{ code: 'custom', path: ['billing', 'email'], message: 'ann@example.ca is taken' }],
    });
    const logged = errorForLog(error);
    expect(logged).toMatchObject({
      message: '1 invalid value(s)',
      issues: [{ code: 'custom', path: 'billing.email' }],
    });
    expect(JSON.stringify(logged)).not.toContain('ann@example.ca');
  });
});
