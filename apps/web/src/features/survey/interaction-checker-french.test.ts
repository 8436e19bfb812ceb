import { FRENCH_MESSAGES } from '@maplepack/recommendation/fr';
import { medicationByLabel } from '@maplepack/survey-content';
import { i18n, withCatalogue } from '../../lib/i18n/i18n';
import { loadFrench } from '../../testing';
import { frenchProductName } from './french-product-names';
import { groupInteractions, interactionsFor } from './interaction-checker';

const FRENCH_WORDS = { messages: FRENCH_MESSAGES, productName: frenchProductName };

function medication(label: string) {
  const found = medicationByLabel(label);
  if (found === undefined) throw new Error(`No medication ${label} in the list`);
  return found;
}

beforeEach(async () => {
  await loadFrench();
  // The survey's part of the catalogue, which the assessment's route loads with its code.
  await withCatalogue(Promise.resolve(null), ['survey']);
});
afterEach(() => i18n.activate('en'));

describe('the interaction checker on a French page', () => {
  it('says what is left out and why in French, with the products’ French names', () => {
    const findings = interactionsFor(medication('Zoloft'), undefined, FRENCH_WORDS);
    expect(findings.map((f) => f.action)).toEqual(['exclude', 'exclude', 'exclude']);
    const millepertuis = findings.find((f) => f.productName.startsWith('Millepertuis'));
    expect(millepertuis?.text).toMatch(/^Nous laisserons de côté Millepertuis .+\u00a0: .+\.$/);
    expect(millepertuis?.text).not.toMatch(/serotonin syndrome/);
  });

  it('groups the products of one rule as French lists them: « A, B et C »', () => {
    const groups = groupInteractions(interactionsFor(medication('Synthroid'), undefined, FRENCH_WORDS));
    const minerals = groups.find((group) => group.ruleId === 'levothyroxine-minerals');
    expect(minerals?.productNames.length).toBeGreaterThan(2);
    expect(minerals?.text).toMatch(/^.+, .+ et .+ vont dans votre sachet du soir\u00a0: .+\.$/);
    expect(minerals?.text).not.toMatch(/ and /);
  });
});
