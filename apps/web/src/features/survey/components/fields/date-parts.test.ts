import { partsOfAnswer, typeIntoDate } from './date-parts';

const empty = { month: '', day: '', year: '' };

describe('typeIntoDate', () => {
  it('keeps digits only and moves on after two month or day digits', () => {
    expect(typeIntoDate(empty, 'month', '0')).toEqual({ parts: { ...empty, month: '0' }, focus: null });
    expect(typeIntoDate({ ...empty, month: '0' }, 'month', '03')).toEqual({
      parts: { ...empty, month: '03' },
      focus: 'day',
    });
    expect(typeIntoDate({ ...empty, month: '03' }, 'day', '1x5')).toEqual({
      parts: { ...empty, month: '03', day: '15' },
      focus: 'year',
    });
    expect(typeIntoDate(empty, 'year', '19905')).toEqual({ parts: { ...empty, year: '1990' }, focus: null });
  });

  it("pads a single digit followed by '/'", () => {
    expect(typeIntoDate(empty, 'month', '3/')).toEqual({ parts: { ...empty, month: '03' }, focus: 'day' });
    expect(typeIntoDate(empty, 'day', '7/')).toEqual({ parts: { ...empty, day: '07' }, focus: 'year' });
  });

  it('fills all three boxes from a pasted date', () => {
    expect(typeIntoDate(empty, 'month', '03/15/1990')).toEqual({
      parts: { month: '03', day: '15', year: '1990' },
      focus: 'year',
    });
    expect(typeIntoDate(empty, 'month', '03151990').parts).toEqual({ month: '03', day: '15', year: '1990' });
  });

  it('does not move on when a full box is only re-typed', () => {
    expect(typeIntoDate({ ...empty, month: '12' }, 'month', '123').focus).toBeNull();
  });
});

describe('partsOfAnswer', () => {
  it('splits a stored MMDDYYYY answer and ignores anything else', () => {
    expect(partsOfAnswer('03151990')).toEqual({ month: '03', day: '15', year: '1990' });
    expect(partsOfAnswer('3/15/1990')).toEqual(empty);
    expect(partsOfAnswer(undefined)).toEqual(empty);
  });
});
