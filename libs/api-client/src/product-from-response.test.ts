import { productResponseFixture } from './testing';
import { productFromResponse } from './product-from-response';

describe('productFromResponse', () => {
  it('turns an API product into the domain product: cents, doses, pill limits, ingredients', () => {
    const product = productFromResponse(
      productResponseFixture({
        id: 2301,
        price: '3.00',
        acf: {
          minmax_no_of_pills: { min_no_of_pills: 1, max_no_of_pills: 2 },
          standard_dose_amount: { standard_dose_am: 0, standard_dose_pm: 1 },
          manufacturer: 'CanPrev',
        },
        ingredients: ['magnesium'],
      }),
    );
    expect(product).toMatchObject({
      id: 2301,
      priceCents: 300,
      standardDose: { am: 0, pm: 1 },
      pills: { min: 1, max: 2 },
      manufacturer: 'CanPrev',
      ingredients: ['magnesium'],
    });
  });

  it('rejects a product the catalogue rules reject (a malformed price or NPN) instead of guessing', () => {
    expect(productFromResponse(productResponseFixture({ price: '3.5.0' }))).toBeNull();
    expect(productFromResponse(productResponseFixture({ npn: '123' }))).toBeNull();
  });
});
