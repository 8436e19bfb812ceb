import type { Product } from '@maplepack/catalog';
import type { PackItem } from './pack';
import { EMPTY_PROFILE, type Profile } from './profile';
import { checkPack } from './safety-check';

/**
 * Products made for one sex (the multivitamin rules of rules.ts pick them by sex): a Men's
 * Multivitamin is never suggested to a woman nor beside a Women's one, and the other way round.
 */
export const SEX_SPECIFIC_PRODUCTS: ReadonlyMap<number, 'female' | 'male'> = new Map([
  [2101, 'female'], // Women's Multivitamin
  [2102, 'male'], // Men's Multivitamin
  [2104, 'female'], // Prenatal Multivitamin
]);

export interface RelatedContext {
  /** What the person has or is looking at: the cart's active lines and, on a product page, that product. */
  pack: readonly PackItem[];
  /** The catalogue products of `pack` and of the candidates (checkPack reads their contents). */
  catalogue: readonly Product[];
  /** The person's last assessment; null without one (only the adult upper limits apply). */
  profile: Profile | null;
}

/**
 * The related products worth showing this person, in the order given: a candidate is dropped when
 * it is made for the other sex than the person's, or than a sex-specific product beside it (pack),
 * or when adding it at its standard dose would make checkPack exclude it for this person (an
 * interaction with their medication, pregnancy, an allergy, their diet, an upper limit).
 */
export function relatedForPerson(candidates: readonly Product[], context: RelatedContext): Product[] {
  const profile = context.profile ?? EMPTY_PROFILE;
  const besideSexes = new Set(
    context.pack.flatMap((item) => {
      const sex = SEX_SPECIFIC_PRODUCTS.get(item.productId);
      return sex === undefined ? [] : [sex];
    }),
  );
  const catalogue = [...context.catalogue, ...candidates];
  return candidates.filter((candidate) => {
    const sex = SEX_SPECIFIC_PRODUCTS.get(candidate.id);
    if (sex !== undefined) {
      if (profile.sex !== null && profile.sex !== 'other' && profile.sex !== sex) return false;
      if ([...besideSexes].some((beside) => beside !== sex)) return false;
    }
    const pack = [
      ...context.pack.filter((item) => item.productId !== candidate.id),
      { productId: candidate.id, am: candidate.standardDose.am, pm: candidate.standardDose.pm },
    ];
    return !checkPack(pack, profile, catalogue).violations.some(
      (violation) => violation.productId === candidate.id && violation.action === 'exclude',
    );
  });
}
