// Every lib's README lists its whole public API as its sources export it today: the section between the
// public-api markers is what `npm run api:report` writes.
import { createApiProgram, libNames, publicApiSection, readReadme, API_START } from '../src/public-api';

const libs = libNames();
const program = createApiProgram(libs);

describe.each(libs)('libs/%s/README.md', (lib) => {
  it('lists the public API as src/index.ts exports it (else run `npm run api:report`)', () => {
    const readme = readReadme(lib);
    const start = readme.indexOf(API_START);
    expect(start).toBeGreaterThan(-1);
    const section = publicApiSection(program, lib);
    expect(readme.slice(start, start + section.length)).toBe(section);
  });
});
