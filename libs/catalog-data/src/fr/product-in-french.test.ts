import { CATEGORIES, CATEGORY_NAMES_FR, type Product } from '@maplepack/catalog';
import { BOX_PRODUCT, CATALOGUE } from '../catalogue';
import { productById } from '../product-lookup';
import { productInFrench } from './product-in-french';

const d3 = productById(2201) as Product;

describe('productInFrench', () => {
  it('gives a product its French name, description and category names', () => {
    const french = productInFrench(d3);
    expect(french.name).toBe('Vitamine D3 1\u00a0000\u00a0UI');
    expect(french.description).toMatch(/^Vitamine D3 \(cholécalciférol\) tirée de la lanoline, 25\u00a0µg/);
    expect(french.categories).toEqual([
      { id: 46, name: 'Vitamines' },
      { id: 78, name: 'Les incontournables' },
    ]);
  });

  it('changes only the words: ids, slug, price, doses, NPN and the rest stay the product’s own', () => {
    for (const product of CATALOGUE) {
      const french = productInFrench(product);
      const withoutWords = (p: Product) => ({
        ...p,
        name: '',
        description: '',
        categories: p.categories.map((c) => ({ ...c, name: '' })),
      });
      expect(withoutWords(french)).toEqual(withoutWords(product));
    }
  });

  it('translates the accessories too', () => {
    expect(productInFrench(BOX_PRODUCT).name).toBe('Boîte Maplepack');
    expect(productInFrench(BOX_PRODUCT).categories[0]?.name).toBe(CATEGORY_NAMES_FR[47]);
  });

  it('keeps the English words of a product the French catalogue does not know, and still names its categories in French', () => {
    const added: Product = { ...d3, id: 9_999_001, name: 'New Thing 5 mg', description: 'Just arrived.' };
    const french = productInFrench(added);
    expect([french.name, french.description]).toEqual(['New Thing 5 mg', 'Just arrived.']);
    expect(french.categories.map((c) => c.name)).toEqual(['Vitamines', 'Les incontournables']);
  });

  it('does not change the product it is given', () => {
    const before = structuredClone(d3);
    productInFrench(d3);
    expect(d3).toEqual(before);
    expect(CATEGORIES.find((c) => c.id === 46)?.name).toBe('Vitamins');
  });
});
