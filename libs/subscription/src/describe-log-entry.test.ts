import { describeLogEntry } from './describe-log-entry';
import { humanDate } from './human-date';

describe('describeLogEntry', () => {
  it('names the pack by its date, with the year only when it is not the entry’s year', () => {
    expect(
      describeLogEntry({
        on: '2026-12-20',
        by: 'customer',
        kind: 'skipped',
        packDate: '2027-01-12',
        period: '2027-01',
        nextPaymentDate: '2027-02-12',
      }),
    ).toBe('Skipped the 12 January 2027 pack. The next pack is charged on 12 February 2027.');
    expect(
      describeLogEntry({
        on: '2026-01-05',
        by: 'customer',
        kind: 'date-moved',
        from: '2026-01-12',
        to: '2026-01-20',
      }),
    ).toBe('Moved the 12 January pack to 20 January.');
  });

  it('says a pause of one month in the singular', () => {
    expect(
      describeLogEntry({
        on: '2026-01-05',
        by: 'customer',
        kind: 'paused',
        months: 1,
        packDate: '2026-01-12',
        period: '2026-01',
        nextPaymentDate: '2026-02-12',
      }),
    ).toBe('Paused for 1 month from the 12 January pack. The plan resumes with the 12 February pack.');
  });

  it('writes dates as people read them', () => {
    expect(humanDate('2026-01-05')).toBe('5 January 2026');
    expect(humanDate('2026-01-05', '2026-12-31')).toBe('5 January');
  });
});
