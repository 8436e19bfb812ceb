import fc from 'fast-check';
import { loadDefinition } from './definition';
import { OPERATORS_DEFINITION_INPUT } from './testing';

describe('loadDefinition properties', () => {
  it('never throws on any JSON value, and any failure names a path', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const result = loadDefinition(json);
        if (!result.ok) expect(result.message).toMatch(/^[^:]+: /);
      }),
    );
  });

  it('never throws when one value anywhere in a valid definition is replaced', () => {
    const paths: (string | number)[][] = [];
    const walk = (value: unknown, path: (string | number)[]): void => {
      paths.push(path);
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
      else if (typeof value === 'object' && value !== null)
        Object.entries(value).forEach(([k, v]) => walk(v, [...path, k]));
    };
    walk(OPERATORS_DEFINITION_INPUT, []);
    fc.assert(
      fc.property(
        fc.constantFrom(...paths.filter((p) => p.length > 0)),
        fc.jsonValue(),
        (path, replacement) => {
          const copy = structuredClone(OPERATORS_DEFINITION_INPUT) as unknown as Record<
            string | number,
            unknown
          >;
          let target: Record<string | number, unknown> = copy;
          for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
          target[path[path.length - 1] as string | number] = replacement;
          const result = loadDefinition(copy);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
    );
  });
});
