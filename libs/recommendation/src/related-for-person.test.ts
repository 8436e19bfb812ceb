import { CATALOGUE, productById } from '@maplepack/catalog-data';
import fc from 'fast-check';
import { checkPack } from './safety-check';
import { relatedForPerson, SEX_SPECIFIC_PRODUCTS } from './related-for-person';
import { testProduct, testProfile } from './testing';

const byId = (id: number) => {
  const product = productById(id);
  if (product === undefined) throw new Error(`no product ${id}`);
  return product;
};
const WOMENS = byId(2101);
const MENS = byId(2102);
const ST_JOHNS_WORT = byId(2519);
const VITAMIN_K2 = byId(2207);
const OMEGA = byId(2401);
const sertraline = { label: 'Sertraline', classes: ['ssri'] };
const warfarin = { label: 'Warfarin', classes: ['anticoagulant'] };
const line = (productId: number, am = 1, pm = 0) => ({ productId, am, pm });
const names = (products: readonly { name: string }[]) => products.map((product) => product.name);

describe('relatedForPerson', () => {
  it("never puts a Men's Multivitamin beside a Women's one, nor the other way round", () => {
    const context = { pack: [line(2101)], catalogue: [WOMENS], profile: null };
    expect(names(relatedForPerson([MENS, OMEGA], context))).toEqual(['Omega-3 Fish Oil']);
    const men = { pack: [line(2102)], catalogue: [MENS], profile: null };
    expect(names(relatedForPerson([WOMENS, OMEGA], men))).toEqual(['Omega-3 Fish Oil']);
  });

  it("suggests no product made for the other sex than the person's", () => {
    const context = { pack: [], catalogue: [], profile: testProfile({ sex: 'male' }) };
    expect(names(relatedForPerson([WOMENS, MENS], context))).toEqual(["Men's Multivitamin"]);
  });

  it('drops what a safety rule excludes for this person: sertraline and St John’s wort, warfarin and vitamin K', () => {
    const onSertraline = { pack: [], catalogue: [], profile: testProfile({ medications: [sertraline] }) };
    expect(names(relatedForPerson([ST_JOHNS_WORT, OMEGA], onSertraline))).toEqual(['Omega-3 Fish Oil']);
    const onWarfarin = { pack: [], catalogue: [], profile: testProfile({ medications: [warfarin] }) };
    expect(relatedForPerson([VITAMIN_K2], onWarfarin)).toEqual([]);
    // Without an assessment nothing says they take either, so both stay.
    const unknown = { pack: [], catalogue: [], profile: null };
    expect(relatedForPerson([ST_JOHNS_WORT, VITAMIN_K2], unknown)).toHaveLength(2);
  });

  it('drops a product that would take the pack over an upper limit', () => {
    const strongD = testProduct({
      id: 91,
      ingredients: ['vitamin-d3'],
      nutrientsPerPill: { vitaminD_ug: 60 },
    });
    const moreD = testProduct({ id: 92, ingredients: ['vitamin-d3'], nutrientsPerPill: { vitaminD_ug: 50 } });
    const context = { pack: [line(91)], catalogue: [strongD], profile: null };
    expect(relatedForPerson([moreD], context)).toEqual([]);
  });

  describe('properties', () => {
    const arbIds = fc.uniqueArray(fc.constantFrom(...CATALOGUE.map((product) => product.id)), {
      maxLength: 6,
    });
    const arbMedications = fc.subarray([sertraline, warfarin]);
    const arbSex = fc.constantFrom('female' as const, 'male' as const, 'other' as const, null);

    it('keeps a subset of the candidates, in their order', () => {
      fc.assert(
        fc.property(arbIds, arbIds, arbMedications, arbSex, (packIds, candidateIds, medications, sex) => {
          const candidates = candidateIds.map(byId);
          const kept = relatedForPerson(candidates, {
            pack: packIds.map((id) => line(id)),
            catalogue: packIds.map(byId),
            profile: testProfile({ medications, sex }),
          });
          const positions = kept.map((product) => candidates.indexOf(product));
          expect(positions.every((position) => position >= 0)).toBe(true);
          expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        }),
      );
    });

    it('keeps nothing checkPack would exclude and nothing for the other sex', () => {
      fc.assert(
        fc.property(arbIds, arbIds, arbMedications, arbSex, (packIds, candidateIds, medications, sex) => {
          const profile = testProfile({ medications, sex });
          const pack = packIds.map((id) => line(id));
          const catalogue = [...packIds, ...candidateIds].map(byId);
          for (const product of relatedForPerson(candidateIds.map(byId), { pack, catalogue, profile })) {
            const withIt = [
              ...pack.filter((item) => item.productId !== product.id),
              line(product.id, product.standardDose.am, product.standardDose.pm),
            ];
            const excluded = checkPack(withIt, profile, catalogue).violations.filter(
              (violation) => violation.productId === product.id && violation.action === 'exclude',
            );
            expect(excluded).toEqual([]);
            const productSex = SEX_SPECIFIC_PRODUCTS.get(product.id);
            if (productSex !== undefined && (sex === 'female' || sex === 'male'))
              expect(productSex).toBe(sex);
            for (const id of packIds) {
              const beside = SEX_SPECIFIC_PRODUCTS.get(id);
              if (beside !== undefined && productSex !== undefined) expect(productSex).toBe(beside);
            }
          }
        }),
      );
    });

    it('a person without an assessment loses only what the upper limits or the other sex rule out', () => {
      fc.assert(
        fc.property(arbIds, (candidateIds) => {
          const candidates = candidateIds
            .map(byId)
            .filter((product) => !SEX_SPECIFIC_PRODUCTS.has(product.id));
          const kept = relatedForPerson(candidates, { pack: [], catalogue: [], profile: null });
          const overLimit = candidates.filter(
            (product) =>
              !checkPack(
                [line(product.id, product.standardDose.am, product.standardDose.pm)],
                { ...testProfile(), age: null, sex: null },
                candidates,
              ).ok,
          );
          expect(kept.length + overLimit.length).toBe(candidates.length);
        }),
      );
    });
  });
});
