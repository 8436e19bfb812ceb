// Writes the generated "Public API" section of every lib's README (libs/<lib>/README.md) from its
// sources. Run through `npm run api:report`; tools/lib-docs/test/readme-api.test.ts fails when one is stale.
import { writeFileSync } from 'node:fs';
import {
  createApiProgram,
  libNames,
  publicApiSection,
  readReadme,
  readmePath,
  withPublicApi,
} from '../lib-docs/src/public-api';

const libs = libNames();
const program = createApiProgram(libs);
const changed: string[] = [];
for (const lib of libs) {
  const current = readReadme(lib);
  const next = withPublicApi(current, publicApiSection(program, lib));
  if (next !== current) {
    writeFileSync(readmePath(lib), next);
    changed.push(`libs/${lib}/README.md`);
  }
}
console.log(
  `lib-readmes: ${changed.length === 0 ? 'every README is current' : `updated ${changed.join(', ')}`}.`,
);
