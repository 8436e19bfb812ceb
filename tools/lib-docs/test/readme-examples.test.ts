// Every lib's README shows at least one example that really runs: the code block is the example file
// verbatim, and running the file (importing `@maplepack/<lib>` as a consumer does) prints exactly the
// output block below it. A README that rots fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import { ROOT, libNames, readReadme } from '../src/public-api';
import { exampleMarkers, readmeExamples } from '../src/readme-examples';

const libs = libNames();

async function run(file: string): Promise<string> {
  const printed: string[] = [];
  const spy = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    printed.push(format(...args));
  });
  try {
    let exports: { finished?: Promise<unknown> } = {};
    jest.isolateModules(() => {
      exports = require(file) as typeof exports;
    });
    // An example with asynchronous work exports the promise of its end as `finished`.
    await exports.finished;
  } finally {
    spy.mockRestore();
  }
  return printed.map((line) => `${line}\n`).join('');
}

describe.each(libs)('libs/%s/README.md', (lib) => {
  const readme = readReadme(lib);
  const examples = readmeExamples(readme);

  it('has a runnable example', () => {
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.map((example) => example.file)).toEqual(exampleMarkers(readme));
  });

  for (const example of examples) {
    it(`shows ${example.file} verbatim and prints what it says`, async () => {
      const file = path.join(ROOT, 'libs', lib, example.file);
      expect(example.code).toBe(readFileSync(file, 'utf8'));
      expect(await run(file)).toBe(example.output);
    });
  }
});
