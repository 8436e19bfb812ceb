import { productById } from '@maplepack/catalog-data';
import { labelCautions, PREGNANCY_CAUTION } from './label-cautions';

const byId = (id: number) => {
  const product = productById(id);
  if (product === undefined) throw new Error(`no product ${id}`);
  return product;
};

describe('labelCautions (a person without an assessment)', () => {
  it("says St John's wort is for no one on an antidepressant, nor in pregnancy", () => {
    const cautions = labelCautions(byId(2519), 1);
    expect(cautions.some((text) => /^If you take selective serotonin reuptake inhibitors/.test(text))).toBe(
      true,
    );
    expect(cautions).toContain(PREGNANCY_CAUTION);
  });

  it('says vitamin K works against warfarin', () => {
    expect(labelCautions(byId(2207), 1)).toContainEqual(
      expect.stringMatching(
        /^If you take blood thinners \(warfarin.*: vitamin K works against blood thinners/,
      ),
    );
  });

  it('says nothing for a product no rule concerns', () => {
    expect(labelCautions(byId(2201), 1)).toEqual([]);
  });
});
