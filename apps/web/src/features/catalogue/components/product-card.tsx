import { type Product } from '@maplepack/catalog';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@maplepack/ui';
import { memo } from 'react';
import { ProductPicture } from '../../../components/product-picture';
import { Link } from '../../../components/router-link';
import { categoryName, doseLineText, monthlyPriceText, primaryCategory, productHref } from '../product-text';
import { card, cardLink, cardPicture, cardTitle, chip, muted, price, pushDown } from './catalogue.css';

export interface ProductCardProps {
  product: Product;
  onAddToCart: (product: Product) => void;
  /** Heading level of the name: 2 in a category list, 3 under a section heading. */
  headingLevel?: 2 | 3;
  /** On the first screen (a list's first cards): its picture loads at once, not lazily. */
  priority?: boolean;
}

/**
 * A product in a list: name (links to its page), monthly price, category chip, standard dose, add. Memoized:
 * a list of 50 re-rendered for a change elsewhere on the page (the route's context after the first render)
 * was one long task on a slow phone.
 */
export const ProductCard = memo(function ProductCard({
  product,
  onAddToCart,
  headingLevel = 2,
  priority = false,
}: ProductCardProps) {
  const { t } = useLingui();
  const name = product.name;
  const category = primaryCategory(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const dose = doseLineText(product);
  return (
    <article className={card} aria-labelledby={`product-${product.id}`}>
      <ProductPicture product={product} alt="" className={cardPicture} priority={priority} />
      {category !== undefined && (
        <span className={chip} style={{ backgroundColor: category.color }}>
          {categoryName(category)}
        </span>
      )}
      <Heading id={`product-${product.id}`} className={cardTitle}>
        <Link to={productHref(product)} className={cardLink}>
          {product.name}
        </Link>
      </Heading>
      <p className={price}>{monthlyPriceText(product)}</p>
      {dose !== null && <p className={muted}>{dose}</p>}
      <Button className={pushDown} onClick={() => onAddToCart(product)} aria-label={t`Add to cart: ${name}`}>
        {t`Add to cart`}
      </Button>
    </article>
  );
});
