import { productPicture, productPictureMark } from './results.css';

export interface ProductPictureProps {
  name: string;
  /**
   * The product's slug: when given, its artwork `/images/products/<slug>.svg` is shown. Until every
   * product has artwork, the page passes none and a tile with the product's initial stands in its
   * place at the same size, so wiring the artwork later moves nothing.
   */
  slug?: string;
  size?: number;
}

/** The one place a recommended product's picture is drawn. Decorative: the name is always next to it. */
export function ProductPicture({ name, slug, size = 64 }: ProductPictureProps) {
  if (slug !== undefined) {
    return (
      <img
        className={productPicture}
        src={`/images/products/${slug}.svg`}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className={productPicture} style={{ width: size, height: size }} aria-hidden="true">
      <span className={productPictureMark}>{name.trim().charAt(0).toUpperCase()}</span>
    </span>
  );
}
