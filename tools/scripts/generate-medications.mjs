// Generates libs/survey-content/src/medications/medication-list.data.ts from the readable table
// libs/survey-content/data/medications.txt.
//
//   node tools/scripts/generate-medications.mjs          write the data module
//   node tools/scripts/generate-medications.mjs --check  exit 1 when the data module is stale
//
// Refs are RFC 4122 version 5 uuids of the label, so a label keeps its ref across regenerations and
// stored answers stay valid. The namespace must equal MEDICATION_REF_NAMESPACE in medication.ts
// (a test recomputes every ref from that constant).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LIB = join(ROOT, 'libs', 'survey-content');
const SOURCE = join(LIB, 'data', 'medications.txt');
const CLASSES_MODULE = join(LIB, 'src', 'medications', 'interaction-class.ts');
const OUTPUT = join(LIB, 'src', 'medications', 'medication-list.data.ts');

/** uuidv5(URL namespace, 'https://maplepack.ca/survey/medications'), chosen once. */
const NAMESPACE = '0e3037ce-9a97-58c7-aceb-9f0f60abd658';
const MIN_ENTRIES = 900;
const PRINT_WIDTH = 110;

/** RFC 4122 §4.3 name-based uuid, SHA-1 (version 5), of a UTF-8 name. */
function uuidV5(name, namespace) {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(Buffer.from(name, 'utf8'))
    .digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Same folding as medication-search.ts: two labels that search alike count as duplicates.
function fold(text) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function readClasses() {
  const text = readFileSync(CLASSES_MODULE, 'utf8');
  const match = /INTERACTION_CLASSES = \[([^\]]*)\] as const/.exec(text);
  if (!match) throw new Error(`cannot find INTERACTION_CLASSES in ${CLASSES_MODULE}`);
  return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

function parse(text, knownClasses) {
  const errors = [];
  const entries = [];
  const classesByGeneric = new Map();
  const labelsByKey = new Map();
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    const where = `medications.txt:${index + 1}`;
    if (line === '' || line.startsWith('#')) return;
    const fields = line.split('|').map((field) => field.trim());
    if (fields.length !== 3) return void errors.push(`${where}: expected 'generic | classes | labels'`);
    const [generic, classList, labelList] = fields;
    if (generic === '' || generic !== generic.toLowerCase()) {
      errors.push(`${where}: generic '${generic}' must be non-empty and lower-case`);
    }
    const classes = classList === '' ? [] : classList.split(',').map((c) => c.trim());
    for (const c of classes) if (!knownClasses.includes(c)) errors.push(`${where}: unknown class '${c}'`);
    const ordered = knownClasses.filter((c) => classes.includes(c));
    const previous = classesByGeneric.get(generic);
    if (previous !== undefined && previous.join() !== ordered.join()) {
      errors.push(`${where}: generic '${generic}' already listed with classes [${previous.join(', ')}]`);
    }
    classesByGeneric.set(generic, ordered);
    for (const label of labelList.split(';').map((l) => l.trim())) {
      if (label === '' || /["\\]/.test(label)) {
        errors.push(`${where}: empty label or one with a double quote or backslash`);
        continue;
      }
      const key = fold(label);
      const clash = labelsByKey.get(key);
      if (clash !== undefined) errors.push(`${where}: label '${label}' duplicates '${clash}'`);
      labelsByKey.set(key, label);
      entries.push({ ref: uuidV5(label, NAMESPACE), label, generic, classes: ordered, key });
    }
  });
  if (entries.length < MIN_ENTRIES) errors.push(`only ${entries.length} entries; at least ${MIN_ENTRIES}`);
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

// Prettier's choice: single quotes unless the text holds one (no label holds a backslash or a double quote).
const quote = (text) => (text.includes("'") ? `"${text}"` : `'${text}'`);

// Rows rather than objects keep the module at one line per entry; medication-list.ts names the fields.
function render(entries) {
  const lines = entries.map(({ ref, label, generic, classes }) => {
    const fields = [quote(ref), quote(label), quote(generic), `[${classes.map(quote).join(', ')}]`];
    const single = `  [${fields.join(', ')}],`;
    // Past the print width, the shape prettier would print, so the file stays prettier-clean.
    return single.length <= PRINT_WIDTH ? single : `  [\n${fields.map((f) => `    ${f},`).join('\n')}\n  ],`;
  });
  return [
    '// Generated by tools/scripts/generate-medications.mjs from libs/survey-content/data/medications.txt.',
    '// Do not edit by hand: change the table and regenerate.',
    "import { type InteractionClass } from './interaction-class';",
    '',
    '/** One medication as [ref, label, generic, classes], sorted by case- and accent-folded label. */',
    'export type MedicationRow = readonly [string, string, string, readonly InteractionClass[]];',
    '',
    'export const MEDICATION_ROWS: readonly MedicationRow[] = [',
    ...lines,
    '];',
    '',
  ].join('\n');
}

function main() {
  const entries = parse(readFileSync(SOURCE, 'utf8'), readClasses());
  const output = render(entries);
  const target = relative(ROOT, OUTPUT);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(OUTPUT, 'utf8');
    } catch {
      // A missing module is simply stale.
    }
    if (current !== output) {
      console.error(`${target} is stale: run node tools/scripts/generate-medications.mjs`);
      process.exit(1);
    }
    console.log(`${target} is up to date (${entries.length} entries).`);
    return;
  }
  writeFileSync(OUTPUT, output);
  console.log(`wrote ${target} (${entries.length} entries).`);
}

main();
