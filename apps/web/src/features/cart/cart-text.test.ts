import { TIER_NUMBERS, tierInfo } from '@maplepack/cart';
import { checkDoseLine } from '@maplepack/catalog';
import { FIXTURE_VITAMIN_D } from '@maplepack/catalog/testing';
import { i18n, withCatalogue } from '../../lib/i18n/i18n';
import { loadFrench } from '../../testing';
import { cartMessageText, corruptedLineText, knownCartMessages, tierNames } from './cart-text';
import { totalsAmountLabel } from './cart-totals';

function corrupted(amQty: number | null, pmQty: number | null) {
  const check = checkDoseLine(FIXTURE_VITAMIN_D, { amQty, pmQty });
  if (check.ok) throw new Error('expected a corrupted line');
  return check;
}

describe('the cart’s words from the libs, in English', () => {
  it('are the libs’ own English, byte for byte', () => {
    for (const [english, read] of Object.entries(knownCartMessages())) expect(read).toBe(english);
    for (const tier of TIER_NUMBERS) {
      const { name, mobileName } = tierInfo(tier);
      expect(tierNames(tier)).toEqual({ name, mobileName });
    }
    const above = corrupted(20, 20);
    expect(corruptedLineText(FIXTURE_VITAMIN_D.name, above)).toBe(above.message);
    expect(totalsAmountLabel({ kind: 'free' })).toBe('FREE');
    expect(totalsAmountLabel({ kind: 'to-be-calculated' })).toBe('To be calculated');
  });
});

describe('the cart’s words from the libs, in French', () => {
  beforeAll(async () => {
    await loadFrench();
    await withCatalogue(Promise.resolve(), ['cart']);
  });
  afterAll(() => i18n.activate('en'));

  it('translates them, and the server’s own text stays as it is', () => {
    for (const [english, french] of Object.entries(knownCartMessages())) expect(french).not.toBe(english);
    expect(cartMessageText('Ce coupon est expiré.')).toBe('Ce coupon est expiré.');
    expect(tierNames(2)).toEqual({ name: 'Santé avancée', mobileName: 'Avancée' });
    expect(totalsAmountLabel({ kind: 'free' })).toBe('GRATUIT');
    expect(totalsAmountLabel({ kind: 'amount', cents: 450 })).toBe('4,50\u00a0$');
    expect(corruptedLineText('Vitamine D3', corrupted(null, 1))).toBe(
      'Il manque la quantité du matin pour Vitamine D3.',
    );
    expect(corruptedLineText('Vitamine D3', corrupted(20, 20))).toMatch(
      /^Vitamine D3 permet au plus \d+ comprimés? par jour\.$/,
    );
  });
});
