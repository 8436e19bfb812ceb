import { existsSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { BOX_PRODUCT, CATALOGUE, SPLIT_PACK_PRODUCT } from '@maplepack/catalog-data';
import { ProductPicture } from './product-picture';

const publicDir = path.join(__dirname, '..', '..', 'public');
const vitaminD = { id: 2201, name: 'Vitamin D3 1,000 IU' };

describe('ProductPicture', () => {
  it('shows the generated picture at a fixed size, named for the product, loaded lazily', () => {
    render(<ProductPicture product={vitaminD} />);
    const image = screen.getByRole('img', { name: 'Vitamin D3 1,000 IU' });
    expect(image).toHaveAttribute('src', '/art/products/2201.svg');
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '240');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once above the fold, and may be silent where the name is read beside it', () => {
    render(<ProductPicture product={vitaminD} priority alt="" sizePx={56} />);
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '56');
  });

  it('falls back to the plain bottle when a product has no picture yet', () => {
    render(<ProductPicture product={{ id: 999999, name: 'New product' }} />);
    const image = screen.getByRole('img', { name: 'New product' });
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe('/art/products/default.svg');
  });

  it('every catalogue product has its generated picture (tools/scripts/generate-art.ts)', () => {
    const missing = [...CATALOGUE, SPLIT_PACK_PRODUCT, BOX_PRODUCT, { id: 'default' }]
      .map(({ id }) => `art/products/${id}.svg`)
      .filter((file) => !existsSync(path.join(publicDir, file)));
    expect(missing).toEqual([]);
  });
});
