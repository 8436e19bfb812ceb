import { choiceParam, dateParam, draftOf, pageParam, textParam } from './list-params';
import { pageFrom } from './use-list-query';

const address = (query: string) => new URLSearchParams(query);

describe('a list’s filters read from the address bar', () => {
  it('trims text and cuts it to the contract’s length; blank is no filter', () => {
    expect(textParam(address('search=%20ann%20'), 'search', 200)).toBe('ann');
    expect(textParam(address(`search=${'x'.repeat(250)}`), 'search', 200)).toHaveLength(200);
    expect(textParam(address('search=%20%20'), 'search', 200)).toBeUndefined();
    expect(textParam(address(''), 'search', 200)).toBeUndefined();
  });

  it('keeps a day only as YYYY-MM-DD', () => {
    expect(dateParam(address('from=2026-11-01'), 'from')).toBe('2026-11-01');
    expect(dateParam(address('from=yesterday'), 'from')).toBeUndefined();
    expect(dateParam(address('from=2026-11-1'), 'from')).toBeUndefined();
  });

  it('keeps a choice only when it is one of the set', () => {
    const states = ['pending', 'completed'] as const;
    expect(choiceParam(address('state=pending'), 'state', states)).toBe('pending');
    expect(choiceParam(address('state=lost'), 'state', states)).toBeUndefined();
    expect(choiceParam(address(''), 'state', states)).toBeUndefined();
  });

  it.each([
    ['page=2', '2', 2],
    ['page=999999', '999999', 999999],
    ['page=0', undefined, 1],
    ['page=2.5', undefined, 1],
    ['page=-1', undefined, 1],
    ['page=1000000', undefined, 1],
    ['', undefined, 1],
  ])('reads %j as page %j (shown as %j)', (query, param, shown) => {
    expect(pageParam(address(query))).toBe(param);
    expect(pageFrom(address(query))).toBe(shown);
  });

  it('fills a search form from what the query kept, blank for the rest', () => {
    expect(draftOf({ search: 'ann', status: undefined }, ['search', 'status', 'from'])).toEqual({
      search: 'ann',
      status: '',
      from: '',
    });
  });
});
