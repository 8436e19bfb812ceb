import { csvCell, packingListCsv } from './fulfilment';

describe('the packing list CSV', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 613 555 0142', "'+1 613 555 0142"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['Ann Lee', 'Ann Lee'],
    ['Suite 1000, rear', '"Suite 1000, rear"'],
    ['The "big" one', '"The ""big"" one"'],
    ['=A1,B1', `"'=A1,B1"`],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves numbers alone', () => {
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(60)).toBe('60');
  });

  it('writes a header row even for a day with nothing to pack, CRLF line ends', () => {
    expect(packingListCsv({ date: '2026-11-21', packs: [] })).toBe(
      'order_id,name,address_1,address_2,city,province,postcode,product,morning_pills,evening_pills,days,total_pills\r\n',
    );
  });
});
