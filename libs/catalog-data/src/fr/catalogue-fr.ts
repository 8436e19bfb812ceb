/** A product's words in French: its name and its description, as its French label writes them. */
export interface ProductTextsFr {
  readonly name: string;
  readonly description: string;
}

/**
 * The catalogue in French, by product id (French labels are the law for natural health products in
 * Canada). The API seeds them beside the English; a test fails when a product has none.
 */
export const CATALOGUE_FR: Readonly<Record<number, ProductTextsFr>> = {};
