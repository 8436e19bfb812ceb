import { CATALOGUE } from '@maplepack/catalog-data';
import { INTERACTION_RULES } from '@maplepack/recommendation';
import { medicationByLabel } from '@maplepack/survey-content';
import { groupInteractions, interactionsFor } from './interaction-checker';

function medication(label: string) {
  const found = medicationByLabel(label);
  if (found === undefined) throw new Error(`No medication ${label} in the list`);
  return found;
}

const ruleWhy = (id: string) => INTERACTION_RULES.find((rule) => rule.id === id)?.why;

describe('interactionsFor', () => {
  it("tells a person on an SSRI that St John's wort, 5-HTP and SAMe are left out, and why", () => {
    const findings = interactionsFor(medication('Zoloft'));
    expect(findings.map((f) => f.action)).toEqual(['exclude', 'exclude', 'exclude']);
    expect(findings.map((f) => f.productName)).toEqual([
      '5-HTP 100 mg',
      'SAMe 200 mg',
      "St John's Wort 300 mg",
    ]);
    expect(findings[2]?.text).toBe(
      "We will leave out St John's Wort 300 mg: together they can raise serotonin too far (serotonin syndrome).",
    );
  });

  it('moves minerals to the evening pack for levothyroxine and leaves out ashwagandha', () => {
    const findings = interactionsFor(medication('Synthroid'));
    expect(findings[0]).toMatchObject({
      action: 'exclude',
      productName: 'Ashwagandha 300 mg',
      ruleId: 'thyroid-ashwagandha',
    });
    const zinc = findings.find((f) => f.productName === 'Zinc 25 mg');
    expect(zinc?.action).toBe('separate');
    expect(zinc?.text).toBe(`Zinc 25 mg goes in your evening pack: ${ruleWhy('levothyroxine-minerals')}.`);
  });

  it('applies dose thresholds as the recommendation does: a vitamin K supplement is left out, a multivitamin trace is a warning', () => {
    const findings = interactionsFor(medication('Warfarin'));
    const byName = (name: string) => findings.filter((f) => f.productName === name).map((f) => f.ruleId);
    expect(byName('Vitamin K2 120 µg')).toEqual(['anticoagulant-vitamin-k']);
    expect(byName("Women's Multivitamin")).toEqual(['anticoagulant-vitamin-k-trace']);
    expect(findings.find((f) => f.productName === "Women's Multivitamin")?.text).toMatch(
      /^If you take Women's Multivitamin: /,
    );
  });

  it('lists exclusions before evening moves before warnings', () => {
    const order = { exclude: 0, separate: 1, warn: 2 };
    for (const label of ['Warfarin', 'Synthroid', 'Advil']) {
      const ranks = interactionsFor(medication(label)).map((f) => order[f.action]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('finds nothing for a medication no rule concerns', () => {
    expect(interactionsFor(medication('Acetaminophen'))).toEqual([]);
    expect(interactionsFor({ label: 'Unknown', classes: ['no-such-class'] })).toEqual([]);
  });

  it('only names products of the catalogue it is given', () => {
    const oneProduct = CATALOGUE.filter((product) => product.name === 'Red Yeast Rice 600 mg');
    expect(interactionsFor(medication('Lipitor'), oneProduct).map((f) => f.productName)).toEqual([
      'Red Yeast Rice 600 mg',
    ]);
    expect(interactionsFor(medication('Zoloft'), oneProduct)).toEqual([]);
  });
});

describe('groupInteractions', () => {
  it('puts the products of one rule in one sentence', () => {
    const groups = groupInteractions(interactionsFor(medication('Advil')));
    expect(groups).toHaveLength(1);
    expect(groups[0]?.text).toBe(
      'If you take Feverfew 125 mg, Ginkgo Biloba 120 mg, Odourless Garlic 1,000 mg and Turmeric Curcumin 500 mg: ' +
        `${ruleWhy('nsaid-bleeding-herbs')}.`,
    );
  });

  it('uses the plural for several products moved to the evening', () => {
    const separate = groupInteractions(interactionsFor(medication('Synthroid'))).find(
      (g) => g.action === 'separate',
    );
    expect(separate?.text).toMatch(/ and Zinc 25 mg go in your evening pack: /);
  });

  it('gives nothing for no findings', () => {
    expect(groupInteractions([])).toEqual([]);
  });
});
