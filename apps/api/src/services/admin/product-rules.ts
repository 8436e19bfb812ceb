import { checkDoseLine, productSchema, type Product } from '@maplepack/catalog';
import { EMPTY_PROFILE, checkPack } from '@maplepack/recommendation';

/**
 * Why the domain refuses this product, in the libs' own words, or null when it may be saved. The
 * same rules the cart and the recommender apply: the product must parse as a catalogue product
 * (libs/catalog's schema: the NPN's 8 digits, whole pill counts); its standard morning + evening
 * dose must lie within its allowed daily pills (libs/catalog's dose-line check, which also refuses
 * a minimum above the maximum); and at the most pills a day it allows, the product alone must stay
 * within every adult upper intake limit (libs/recommendation's pack check, with no profile: the
 * limits for any adult). A product that breaks a limit on its own could be sold to anyone.
 */
export function productRuleProblem(input: unknown): string | null {
  const parsed = productSchema.safeParse(input);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'The product is not valid.';
  const product: Product = parsed.data;
  const dose = checkDoseLine(product, { amQty: product.standardDose.am, pmQty: product.standardDose.pm });
  if (!dose.ok) return `Standard dose: ${dose.message}`;
  if (product.pills.min > product.pills.max)
    return `${product.name}: the fewest pills a day (${product.pills.min}) is above the most (${product.pills.max}).`;
  const atMost = checkPack([{ productId: product.id, am: product.pills.max, pm: 0 }], EMPTY_PROFILE, [
    product,
  ]).violations.find((violation) => violation.kind === 'upper-limit');
  if (atMost !== undefined) return `At ${product.pills.max} pills a day (its most): ${atMost.message}`;
  return null;
}
