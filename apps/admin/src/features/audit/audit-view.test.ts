import { changeLines } from './audit-view';

describe('an audit entry’s change, readably', () => {
  it('lists each field as before → after, nested ones by dotted path', () => {
    expect(
      changeLines(
        { status: 'processing', shipment: null },
        { status: 'completed', shipment: { carrier: 'Canada Post', tracking_number: '7023' } },
      ),
    ).toEqual([
      { field: 'status', before: 'processing', after: 'completed' },
      { field: 'shipment', before: '—', after: '—' },
      { field: 'shipment.carrier', before: '—', after: 'Canada Post' },
      { field: 'shipment.tracking_number', before: '—', after: '7023' },
    ]);
  });

  it('shows a sign-in’s after alone, and nothing for no change at all', () => {
    expect(changeLines(null, { email: 'x@maplepack.test' })).toEqual([
      { field: 'email', before: '—', after: 'x@maplepack.test' },
    ]);
    expect(changeLines(null, null)).toEqual([]);
  });
});
