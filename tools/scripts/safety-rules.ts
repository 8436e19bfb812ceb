// Generates docs/safety-rules.md from the recommendation's rule tables (product × condition ×
// decision × source), for the pharmacist who signs them off.
//
//   npx nx run recommendation:safety-rules            write the document
//   npx tsx --tsconfig tsconfig.base.json tools/scripts/safety-rules.ts --check   exit 1 when it is stale
//
// The recommendation lib's test (safety-rules-doc.test.ts) fails too when the document is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE } from '@maplepack/catalog-data';
import { safetyRulesDocument } from '@maplepack/recommendation';

const OUTPUT = join(__dirname, '..', '..', 'docs', 'safety-rules.md');
const text = safetyRulesDocument(CATALOGUE);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(OUTPUT, 'utf8');
  } catch {
    // Missing: stale.
  }
  if (current !== text) {
    process.stderr.write('docs/safety-rules.md is stale: run `npx nx run recommendation:safety-rules`.\n');
    process.exit(1);
  }
} else {
  writeFileSync(OUTPUT, text);
  process.stdout.write('wrote docs/safety-rules.md\n');
}
