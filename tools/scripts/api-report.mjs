// The API report of every lib (libs/<lib>/api/<lib>.api.md), made by API Extractor from the declaration
// build (libs/<lib>/dist/index.d.ts; libs/<lib>/api-extractor.json extends api-extractor.base.json).
//   node tools/scripts/api-report.mjs [lib…]          writes the reports (`npm run api:report` builds first)
//   node tools/scripts/api-report.mjs --check [lib…]  fails when a lib's public API differs from its report
// One TypeScript program serves every lib, so the check over all 14 takes a few seconds.
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const check = args.includes('--check');
const named = args.filter((arg) => !arg.startsWith('--'));
const root = path.resolve(import.meta.dirname, '..', '..');
const libs = (
  named.length > 0 ? named : readdirSync(path.join(root, 'libs')).filter((lib) => !lib.startsWith('.'))
).filter((lib) => existsSync(path.join(root, 'libs', lib, 'api-extractor.json')));
if (libs.length === 0) {
  console.error(`api-report: no lib with an api-extractor.json among ${named.join(', ') || 'libs/'}`);
  process.exit(1);
}

const configs = libs.map((lib) =>
  ExtractorConfig.loadFileAndPrepare(path.join(root, 'libs', lib, 'api-extractor.json')),
);
const unbuilt = configs.filter((config) => !existsSync(config.mainEntryPointFilePath));
if (unbuilt.length > 0) {
  for (const config of unbuilt) console.error(`api-report: ${config.mainEntryPointFilePath} is missing.`);
  console.error('Build the libs first (`npm run api:report` does), e.g. `npx nx run-many -t build`.');
  process.exit(1);
}
const compilerState = CompilerState.create(configs[0], {
  additionalEntryPoints: configs.map((config) => config.mainEntryPointFilePath),
});

const changed = [];
let errors = 0;
for (const [index, config] of configs.entries()) {
  const lib = libs[index];
  const result = Extractor.invoke(config, {
    localBuild: !check,
    compilerState,
    messageCallback: (message) => {
      message.handled = true;
      // Forgotten exports and the like are written into the report itself; only errors are printed here.
      if (message.logLevel === 'error') console.error(`${lib}: ${message.formatMessageWithLocation(root)}`);
    },
  });
  errors += result.errorCount;
  if (result.apiReportChanged) changed.push(lib);
}

const relative = (lib) => path.join('libs', lib, 'api', `${lib}.api.md`);
if (errors > 0) {
  console.error(`api-report: API Extractor reported ${errors} error(s) (above).`);
  process.exit(1);
}
if (check && changed.length > 0) {
  console.error(
    `The public API changed without its report: ${changed.map(relative).join(', ')}.\n` +
      'Run `npm run api:report`, review the diff of the report(s) and commit it with the change.',
  );
  process.exit(1);
}
console.log(
  check
    ? `api-report: the public API of ${libs.length} lib(s) matches libs/<lib>/api/<lib>.api.md.`
    : `api-report: ${changed.length === 0 ? 'no report changed' : `updated ${changed.map(relative).join(', ')}`}.`,
);
