import { type SyntheticEvent } from 'react';
import { productPicture } from './product-picture.css';

/** The generated pictures' intrinsic size (tools/scripts/art/pictures.ts, PRODUCT_ART_SIZE). */
const ART_SIZE_PX = 240;
const FALLBACK_SRC = '/art/products/default.svg';

export interface ProductPictureProps {
  product: { readonly id: number; readonly name: string };
  /** Shown size in CSS pixels (square); the picture scales down with its container. */
  sizePx?: number;
  /** Above the fold (a product page's main picture): loaded at once, not lazily. */
  priority?: boolean;
  /** Alt text; defaults to the product's name. Pass '' where the name is read right beside it. */
  alt?: string;
  className?: string;
}

/** A product added after the build has no picture of its own yet: show the plain bottle. */
function showFallback(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(FALLBACK_SRC)) image.src = FALLBACK_SRC;
}

/**
 * A product's picture: the SVG generated at build time from its data (a bottle or pouch in its
 * category's colour with its name and dose). Width and height are set so nothing shifts while it loads;
 * below the fold it loads lazily. The product list, product page, cart and results page all use it.
 */
export function ProductPicture({
  product,
  sizePx = ART_SIZE_PX,
  priority = false,
  alt,
  className,
}: ProductPictureProps) {
  return (
    <img
      src={`/art/products/${product.id}.svg`}
      width={sizePx}
      height={sizePx}
      alt={alt ?? product.name}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={className === undefined ? productPicture : `${productPicture} ${className}`}
      onError={showFallback}
    />
  );
}
