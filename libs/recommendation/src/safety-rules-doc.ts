import { standardDailyPills, type Product } from '@maplepack/catalog';
import { INTERACTION_CLASS_DESCRIPTIONS, type InteractionClass } from '@maplepack/survey-content';
import { INTERACTION_RULES } from './interaction-rules';
import { hasIngredient } from './pack';
import { PREGNANCY_RULES } from './pregnancy-rules';
import { ruleApplies, SMOKER_BETA_CAROTENE_RULE } from './product-rules';
import { MONOGRAPHS as M, REFERENCES as R, ourLabel, says, type RuleSource } from './rule-sources';

/**
 * Label cautions the rules cannot apply because the survey asks nothing that would tell us of the
 * condition. They are listed in docs/safety-rules.md so the pharmacist sees the gap.
 */
export const UNASKED_CAUTIONS: readonly {
  condition: string;
  ingredients: readonly string[];
  note: string;
  sources: readonly RuleSource[];
}[] = [
  {
    condition: 'Surgery planned (stop 2 weeks before)',
    ingredients: [
      'ginkgo',
      'garlic',
      'turmeric',
      'ginseng',
      'fish-oil',
      'vitamin-e',
      'feverfew',
      'dong-quai',
    ],
    note: 'Not asked by survey v1.5: the product label and the cart say it; a question would turn it into a rule.',
    sources: [
      ourLabel(
        2520,
        'Ginkgo Biloba 120 mg',
        'It may increase bleeding with blood thinners and before surgery.',
      ),
      says(R.anesthesia, 'Stop herbal supplements that affect bleeding at least 2 weeks before surgery.'),
    ],
  },
  {
    condition: 'Bleeding disorder, liver or kidney disease',
    ingredients: [],
    note: 'Asked as chronic conditions: the survey exits, so nothing is recommended (no rule needed).',
    sources: [
      says(M.ginkgo, 'Consult a health care practitioner prior to use if you have a bleeding disorder.'),
    ],
  },
];

/** The ingredients each herb monograph is about, so a product's row cites only its own monographs. */
const MONOGRAPH_INGREDIENTS: readonly [{ citation: string }, readonly string[]][] = [
  [M.stJohnsWort, ['st-johns-wort']],
  [M.fiveHtp, ['5-htp']],
  [M.ginkgo, ['ginkgo']],
  [M.garlic, ['garlic']],
  [M.turmeric, ['turmeric']],
  [M.curcumin, ['turmeric']],
  [M.feverfew, ['feverfew']],
  [M.dongQuai, ['dong-quai']],
  [M.echinacea, ['echinacea']],
  [M.ashwagandha, ['ashwagandha']],
  [M.licorice, ['licorice']],
  [M.panaxGinseng, ['ginseng']],
  [M.chasteTree, ['vitex']],
  [M.glucosamine, ['glucosamine']],
  [M.chondroitin, ['chondroitin']],
  [M.coenzymeQ10, ['coq10']],
  [M.probiotics, ['probiotic']],
  [M.peppermintOil, ['peppermint-oil']],
  [M.cranberry, ['cranberry']],
  [M.ginger, ['ginger']],
  [M.blackCohosh, ['black-cohosh']],
  [M.rhodiola, ['rhodiola']],
  [M.valerian, ['valerian']],
  [M.melatonin, ['melatonin']],
  [M.goldenseal, ['goldenseal']],
  [M.greenTea, ['green-tea-extract']],
  [M.milkThistle, ['milk-thistle']],
  [M.sawPalmetto, ['saw-palmetto']],
  [M.eveningPrimrose, ['evening-primrose-oil']],
  [M.elderberry, ['elderberry']],
  [M.butterbur, ['butterbur']],
  [M.lTheanine, ['l-theanine']],
  [M.fishOil, ['fish-oil', 'krill-oil', 'algae-omega-3']],
];

/** The sources of a rule that concern this product: not another product's label or another herb's monograph. */
function sourcesFor(product: Product, sources: readonly RuleSource[]): readonly RuleSource[] {
  const own = sources.filter((source) => {
    const label = /\(catalogue product (\d+)\)$/.exec(source.citation);
    if (label) return Number(label[1]) === product.id;
    const about = MONOGRAPH_INGREDIENTS.find(([doc]) => doc.citation === source.citation)?.[1];
    return about === undefined || hasIngredient(product, about);
  });
  return own.length > 0 ? own : sources;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function sourceText(source: RuleSource): string {
  const checked = source.checked === 'read' ? '' : ' *(recalled: check against the document)*';
  return `${source.citation}: “${source.statement}”${checked}`;
}

const sourcesCell = (sources: readonly RuleSource[]) => cell(sources.map(sourceText).join('<br>'));

const DECISION: Record<string, string> = { exclude: '**exclude**', warn: 'warn', separate: 'separate' };

/**
 * docs/safety-rules.md, generated from the rule tables (product × condition × decision × source)
 * for the pharmacist who signs them off. Every product of `catalogue` with ingredients is listed
 * with every rule that concerns it at its standard daily dose.
 */
export function safetyRulesDocument(catalogue: readonly Product[]): string {
  const products = [...catalogue].filter((p) => p.ingredients.length > 0).sort((a, b) => a.id - b.id);
  const lines: string[] = [
    '# Safety rules',
    '',
    '<!-- Generated from libs/recommendation (interaction-rules.ts, pregnancy-rules.ts, product-rules.ts,',
    '     rule-sources.ts) by `npx nx run recommendation:safety-rules`. Do not edit: a test fails when it is stale. -->',
    '',
    'Every rule the recommendation and the pack check (`checkPack`) apply, product by product, for a pharmacist',
    'to sign off. **exclude**: the product is never recommended and a pack holding it is refused. **warn**: the',
    'product stays and the reason says the warning. **separate**: the product goes in the other half of the day.',
    'A source marked *recalled* was written from knowledge of the document, not from a copy at hand: check it.',
    'Allergens, diet and the adult upper intake limits are rules too (product data, not listed per product here).',
    '',
    '## Medications',
    '',
    '| Product | Medication classes | Decision | What the person reads | Why this decision | Sources |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const product of products) {
    const pills = standardDailyPills(product);
    for (const rule of INTERACTION_RULES) {
      if (!ruleApplies(rule, product, pills)) continue;
      lines.push(
        `| ${cell(`${product.name} (${product.id})`)} | ${rule.classes.join(', ')} | ${DECISION[rule.action]} | ${cell(rule.why)} | ${cell(rule.rationale)} | ${sourcesCell(sourcesFor(product, rule.sources))} |`,
      );
    }
  }
  lines.push(
    '',
    '## Trying to conceive, pregnant or breastfeeding',
    '',
    'The prenatal multivitamin is exempt from the retinol rule: it is formulated for pregnancy.',
    '',
    '| Product | Ingredients | Decision | Why this decision | Sources |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const product of products) {
    if (product.ingredients.includes('prenatal-multivitamin')) continue;
    for (const rule of PREGNANCY_RULES) {
      const matched = product.ingredients.filter((i) => rule.ingredients.includes(i));
      if (matched.length === 0) continue;
      lines.push(
        `| ${cell(`${product.name} (${product.id})`)} | ${matched.join(', ')} | **exclude** | ${cell(rule.rationale)} | ${sourcesCell(sourcesFor(product, rule.sources))} |`,
      );
    }
  }
  lines.push(
    '',
    '## Smokers',
    '',
    '| Product | Decision | Why this decision | Sources |',
    '| --- | --- | --- | --- |',
  );
  for (const product of products) {
    const daily = (product.nutrientsPerPill.betaCarotene_ug ?? 0) * standardDailyPills(product);
    if (daily < SMOKER_BETA_CAROTENE_RULE.atLeastUg) continue;
    lines.push(
      `| ${cell(`${product.name} (${product.id})`)} | **exclude** | ${cell(SMOKER_BETA_CAROTENE_RULE.rationale)} | ${sourcesCell(SMOKER_BETA_CAROTENE_RULE.sources)} |`,
    );
  }
  lines.push(
    '',
    '## Cautions the survey cannot apply',
    '',
    '| Condition | Products | What happens | Sources |',
    '| --- | --- | --- | --- |',
  );
  for (const caution of UNASKED_CAUTIONS) {
    const names = products
      .filter((p) => hasIngredient(p, caution.ingredients))
      .map((p) => `${p.name} (${p.id})`);
    lines.push(
      `| ${cell(caution.condition)} | ${cell(names.join(', ') || '—')} | ${cell(caution.note)} | ${sourcesCell(caution.sources)} |`,
    );
  }
  lines.push('', '## Medication classes', '', '| Class | What it covers |', '| --- | --- |');
  const used = [...new Set(INTERACTION_RULES.flatMap((rule) => rule.classes))].sort();
  for (const cls of used) {
    lines.push(`| ${cls} | ${cell(INTERACTION_CLASS_DESCRIPTIONS[cls as InteractionClass] ?? '')} |`);
  }
  lines.push('');
  return lines.join('\n');
}
