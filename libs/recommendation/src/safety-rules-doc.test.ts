import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE } from '@maplepack/catalog-data';
import { testProduct } from './testing';
import { safetyRulesDocument } from './safety-rules-doc';

const CHECKED_IN = join(__dirname, '..', '..', '..', 'docs', 'safety-rules.md');

describe('docs/safety-rules.md', () => {
  it('is the document generated from the rule tables (run `npx nx run recommendation:safety-rules`)', () => {
    expect(readFileSync(CHECKED_IN, 'utf8')).toBe(safetyRulesDocument(CATALOGUE));
  });

  it('lists the label cautions product × condition × decision × source', () => {
    const doc = safetyRulesDocument(CATALOGUE);
    const row = (pattern: RegExp) => doc.split('\n').find((line) => pattern.test(line)) ?? '';
    expect(row(/^\| Vitex .*oral-contraceptive/)).toMatch(/\*\*exclude\*\*.*Chaste Tree/);
    expect(row(/^\| Glucosamine .*\| anticoagulant \|/)).toMatch(/\*\*exclude\*\*.*Glucosamine Sulfate/);
    expect(row(/^\| CoQ10 .*\| coq10 \|/)).toMatch(/\*\*exclude\*\*.*Coenzyme Q10/);
  });

  it('changes when a product changes, so a stale document is caught', () => {
    const extra = testProduct({ id: 9999, name: 'New Vitex', ingredients: ['vitex'] });
    expect(safetyRulesDocument([...CATALOGUE, extra])).not.toBe(safetyRulesDocument(CATALOGUE));
  });
});
