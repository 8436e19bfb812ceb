import { type AdminPack } from '@maplepack/api-contract';
import { pdfPagesText } from '../../../test/support/pdf-text';
import { packingListPdf, shippingLines } from './packing-list-pdf';

const MADE_AT = new Date('2026-11-21T14:05:00Z');

function pack(orderId: number, overrides: Partial<AdminPack> = {}, lineCount = 2): AdminPack {
  return {
    order_id: orderId,
    date_paid: '2026-11-21T03:30:00.000Z',
    name: 'Ann Lee',
    shipping: {
      first_name: 'Ann',
      last_name: 'Lee',
      address_1: '150 Elgin Street',
      address_2: 'Suite 1000',
      city: 'Ottawa',
      state: 'ON',
      postcode: 'K2P 1L4',
      country: 'CA',
    },
    lines: Array.from({ length: lineCount }, (_, index) => ({
      product_id: 2400 + index,
      name: `Product ${orderId}-${index}`,
      morning_pills: 1,
      evening_pills: index,
      days: 30,
      total_pills: (1 + index) * 30,
    })),
    ...overrides,
  };
}

const make = (packs: AdminPack[], paper: 'letter' | 'a4' = 'letter') =>
  packingListPdf({ date: '2026-11-21', packs }, { madeAt: MADE_AT, paper, compress: false });

describe('the packing list PDF', () => {
  it('has a header with the day and counts, each pack and its pills, and page numbers', async () => {
    const pdf = await make([pack(101), pack(102, {}, 1)]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pdfPagesText(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? [];
    expect(text.slice(0, 3)).toEqual([
      'Packing list for 2026-11-21',
      '2 packs to prepare, 120 pills in all',
      'Made 2026-11-21 14:05 UTC',
    ]);
    expect(text).toEqual(
      expect.arrayContaining([
        'Order #101',
        'Order #102',
        'Ship to',
        'Ann Lee',
        '150 Elgin Street',
        'Suite 1000',
        'Ottawa ON K2P 1L4',
        'Canada',
        'Product',
        'Morning a day',
        'Evening a day',
        'Product 101-1',
        'Page 1 of 1',
      ]),
    );
    // A row reads across: product, morning, evening, days, pills in the pack.
    const row = text.indexOf('Product 101-1');
    expect(text.slice(row, row + 5)).toEqual(['Product 101-1', '1', '1', '30', '60']);
    // Paid on the shop's day (Toronto): 03:30 UTC on the 21st is the evening of the 20th there.
    expect(text).toContain('Paid 2026-11-20');
  });

  it('says so on a day with nothing to pack', async () => {
    const text = pdfPagesText(await make([])).flat();
    expect(text).toContain('0 packs to prepare, 0 pills in all');
    expect(text).toContain('No pack to prepare on this day.');
    expect(text).toContain('Page 1 of 1');
  });

  it('prints French names and addresses with their accents, and ? for what the fonts lack', async () => {
    const french = pack(7, {
      name: 'Élodie Côté',
      shipping: {
        first_name: 'Élodie',
        last_name: 'Côté',
        address_1: '12, rue de l’Œuvre',
        address_2: '',
        city: 'Québec',
        state: 'QC',
        postcode: 'G1R 4P5',
        country: 'CA',
      },
    });
    french.lines[0] = { ...(french.lines[0] as AdminPack['lines'][number]), name: 'Oméga-3 « EPA »' };
    const text = pdfPagesText(
      await make([
        french,
        pack(8, { name: '李 Ming', shipping: { ...pack(8).shipping, first_name: '李', last_name: 'Ming' } }),
      ]),
    ).flat();
    expect(text).toEqual(
      expect.arrayContaining([
        'Élodie Côté',
        '12, rue de l’Œuvre',
        'Québec QC G1R 4P5',
        'Oméga-3 « EPA »',
        '? Ming',
      ]),
    );
  });

  it('never splits a pack across pages, and numbers every page', async () => {
    const packs = Array.from({ length: 23 }, (_, index) => pack(200 + index, {}, 1 + (index % 5)));
    const pages = pdfPagesText(await make(packs));
    expect(pages.length).toBeGreaterThan(2);
    for (const [index, page] of pages.entries())
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    for (const one of packs) {
      const holding = pages.filter((page) =>
        page.some((text) => text === `Order #${one.order_id}` || text.startsWith(`Product ${one.order_id}-`)),
      );
      expect(holding).toHaveLength(1);
      for (const line of one.lines) expect(holding[0]).toContain(line.name);
    }
  });

  it('lays out A4 as well as Letter', async () => {
    const letter = (await make([pack(1)], 'letter')).toString('latin1');
    const a4 = (await make([pack(1)], 'a4')).toString('latin1');
    expect(letter).toMatch(/\/MediaBox \[0 0 612 792\]/);
    expect(a4).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('starts a pack taller than a page on a page of its own and carries it over, header repeated', async () => {
    const pages = pdfPagesText(await make([pack(8), pack(9, {}, 60)]));
    expect(pages.length).toBe(3);
    expect(pages[0]).toContain('Order #8');
    expect(pages[0]).not.toContain('Order #9');
    expect(pages[1]).toEqual(expect.arrayContaining(['Order #9', 'Product 9-0']));
    expect(pages[1]).not.toContain('Product 9-59');
    expect(pages[2]).toEqual(
      expect.arrayContaining(['Order #9 (continued)', 'Morning a day', 'Product 9-59']),
    );
  });

  it('compresses by default and stays a PDF', async () => {
    const pdf = await packingListPdf({ date: '2026-11-21', packs: [pack(1)] }, { madeAt: MADE_AT });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
  });
});

describe('the address on the box', () => {
  it('leaves out empty lines and falls back to the order name', () => {
    expect(
      shippingLines(
        pack(1, {
          name: 'Sam Roy',
          shipping: { ...pack(1).shipping, first_name: '', last_name: '', address_2: '', country: 'US' },
        }),
      ),
    ).toEqual(['Sam Roy', '150 Elgin Street', 'Ottawa ON K2P 1L4', 'US']);
  });
});
