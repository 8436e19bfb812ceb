import { type z } from 'zod';
import { walkInputSchema } from '@maplepack/survey-engine';
import { SURVEY_V1_5 } from '@maplepack/survey-content';
import { priceRequestSchema } from '../src/commands/price';
import { runCli } from './run-cli';

// CONTRACTS §1: `--help` works on every command; issue: it documents every input field and answer
// format. The keys are read from the very schemas that parse the input, so a new field without
// its line in --help fails here.

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every object key the schema names, at any depth. */
function keysOf(schema: z.ZodType, found = new Set<string>()): Set<string> {
  const def = defOf(schema);
  const inner = [def.innerType, def.in, def.element, def.valueType, ...(def.options ?? [])];
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    found.add(key);
    keysOf(field, found);
  }
  for (const next of inner) if (next !== undefined) keysOf(next, found);
  return found;
}

const undocumented = (help: string, keys: Iterable<string>): string[] =>
  [...keys].filter((key) => !new RegExp(`(^|[^\\w])${key}([^\\w]|$)`, 'm').test(help));

describe('maplepack --help', () => {
  it.each([
    'price',
    'recommend',
    'survey',
    'survey walk',
    'survey lint',
    'survey export',
    'survey refs',
    'test',
    'seed',
    'renewals run',
    'admin create-staff',
  ])('works on %s: usage on standard output, exit 0', (command) => {
    const result = runCli([...command.split(' '), '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^Usage: maplepack ${command} `));
  });

  it('price --help names every input field at every depth, and every output field', () => {
    const help = runCli(['price', '--help']).stdout;
    const keys = keysOf(priceRequestSchema);
    expect(keys).toEqual(expect.any(Set));
    for (const key of ['pmQty', 'freeShippingMin', 'date_expires', 'compound', 'email'])
      expect(keys).toContain(key);
    expect(undocumented(help, keys)).toEqual([]);
    const output = [
      'subtotal',
      'discount',
      'discountedSubtotal',
      'shipping',
      'tax',
      'total',
      'taxLines',
      'coupons',
    ];
    expect(
      undocumented(help, [...output, 'status', 'applied', 'renewal-only', 'rejected', 'message']),
    ).toEqual([]);
    expect(help).toMatch(/--jsonl/);
    expect(help).toMatch(/--format/);
  });

  it.each([['survey walk'], ['recommend']])(
    '%s --help names every input field and the answer format of every question type',
    (command) => {
      const help = runCli([...command.split(' '), '--help']).stdout;
      expect(undocumented(help, keysOf(walkInputSchema))).toEqual([]);
      expect(
        undocumented(help, ['firstName', 'email', 'birthday', 'each', 'MMDDYYYY', 'YYYY-MM-DD']),
      ).toEqual([]);
      const types = new Set(SURVEY_V1_5.fields.map((field) => field.type));
      expect(undocumented(help, types)).toEqual([]);
      expect(help).toMatch(/survey refs/);
      expect(help).toMatch(/--jsonl/);
    },
  );

  it('survey walk and recommend --help describe their output', () => {
    expect(
      undocumented(runCli(['survey', 'walk', '--help']).stdout, [
        'path',
        'end',
        'at',
        'tags',
        'submit',
        'exit',
        'unanswered',
      ]),
    ).toEqual([]);
    expect(
      undocumented(runCli(['recommend', '--help']).stdout, [
        'recommendedTier',
        'tiers',
        'excluded',
        'reason',
        'am',
        'pm',
        'why',
      ]),
    ).toEqual([]);
  });

  it('test --help describes the case file', () => {
    const help = runCli(['test', '--help']).stdout;
    expect(
      undocumented(help, ['command', 'input', 'expect', 'price', 'walk', 'recommend', 'passed', 'failed']),
    ).toEqual([]);
  });
});
