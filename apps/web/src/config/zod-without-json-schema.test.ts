/**
 * @jest-environment node
 */
// The web build leaves zod's JSON Schema generator out (tools/vite/zod-without-json-schema.cjs). The check
// script bundles the checkout's contract schemas as the build does, with and without the plugin, and runs
// both bundles; Vite loads in a child process because jest's VM refuses its `import()`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface Bundle {
  bytes: number;
  hasGenerator: boolean;
  hasStandIn: boolean;
  report: Record<string, unknown> & { toJSONSchema: { value?: unknown; thrown?: string } };
}

const CHECK_SCRIPT = path.join(__dirname, '../../../../tools/vite/zod-bundle-check.mjs');
let bundles: { with: Bundle; without: Bundle };

beforeAll(() => {
  bundles = JSON.parse(
    execFileSync(process.execPath, [CHECK_SCRIPT], { encoding: 'utf8' }),
  ) as typeof bundles;
}, 120_000);

describe('zod without its JSON Schema generator in the web build', () => {
  it('leaves the generator out of the bundle (and the check sees it when it is there)', () => {
    expect(bundles.without.hasGenerator).toBe(true);
    expect(bundles.with.hasGenerator).toBe(false);
    expect(bundles.with.hasStandIn).toBe(true);
    // About 18 KB of minified code before gzip.
    expect(bundles.without.bytes - bundles.with.bytes).toBeGreaterThan(15_000);
  });

  it('parses, refuses with the same messages and validates through ~standard exactly as zod whole does', () => {
    const { toJSONSchema: _withSchema, ...withPlugin } = bundles.with.report;
    const { toJSONSchema: _withoutSchema, ...without } = bundles.without.report;
    expect(withPlugin).toEqual(without);
    expect(withPlugin['addressOk']).toEqual({ data: expect.objectContaining({ postcode: 'K1A 0B1' }) });
    expect(withPlugin['addressBad']).toEqual({
      issues: expect.arrayContaining([['postcode', 'Please enter a valid Canadian postal code.']]),
    });
    expect(withPlugin['minLength']).toEqual({ value: 3 });
  });

  it('throws a clear error if the browser ever asks for a JSON Schema', () => {
    expect(bundles.without.report.toJSONSchema.value).toMatchObject({ type: 'object' });
    expect(bundles.with.report.toJSONSchema.thrown).toMatch(
      /JSON Schema support is left out of the web build/,
    );
  });
});
