import {
  EDITABLE_PAGE_SCHEMAS,
  homeAcfSchema,
  thankYouAcfSchema,
  type EditablePageSlug,
} from '@maplepack/api-contract';
import fc from 'fast-check';
import { z } from 'zod';
import { fieldErrors } from './field-errors';
import { emptyValue, fieldTree, nodeAt, type FieldNode } from './field-tree';
import { addItem, getAt, moveItem, removeItem, setAt, type FieldPath } from './form-value';

const SLUGS = Object.keys(EDITABLE_PAGE_SCHEMAS) as EditablePageSlug[];

/** A text each format accepts, as a person would type it. */
const VALID: Record<string, string> = {
  line: 'Some words',
  long: 'Some words.\n\nA second paragraph.',
  url: 'https://example.org/study',
  route: '/faq',
  pattern: 'advisory-board',
};

/** Every empty text of `value` filled in, as staff do before saving. */
function fillTexts(node: FieldNode, value: unknown, at: FieldPath = []): unknown {
  if (node.kind === 'text') return value === '' ? VALID[node.format] : value;
  if (node.kind === 'list') {
    const list = Array.isArray(value) ? value : [];
    return list.map((item, index) => fillTexts(node.item, item, [...at, index]));
  }
  if (node.kind === 'object' && value !== null && typeof value === 'object') {
    let next: unknown = value;
    for (const field of node.fields) {
      const child = getAt(value, [field.key]);
      if (child !== undefined)
        next = setAt(next, [field.key], fillTexts(field.node, child, [...at, field.key]));
    }
    return next;
  }
  return value;
}

/** The paths of every list in `value` drawn by `node`. */
function listPaths(
  node: FieldNode,
  value: unknown,
  at: FieldPath = [],
): { path: FieldPath; node: FieldNode & { kind: 'list' } }[] {
  if (node.kind === 'list') {
    const list = Array.isArray(value) ? value : [];
    return [{ path: at, node }, ...list.flatMap((item, index) => listPaths(node.item, item, [...at, index]))];
  }
  if (node.kind === 'object')
    return node.fields.flatMap((field) =>
      listPaths(field.node, getAt(value, [field.key]), [...at, field.key]),
    );
  return [];
}

describe('the field tree of a page schema', () => {
  it('draws the FAQ as a title and a list of question and answer, at least one', () => {
    expect(fieldTree(EDITABLE_PAGE_SCHEMAS.faq)).toEqual({
      kind: 'object',
      fields: [
        {
          key: 'title',
          optional: false,
          node: { kind: 'text', format: 'line', minLength: 1, maxLength: 20_000 },
        },
        {
          key: 'questions',
          optional: false,
          node: {
            kind: 'list',
            minItems: 1,
            maxItems: 200,
            item: {
              kind: 'object',
              fields: [
                {
                  key: 'question',
                  optional: false,
                  node: { kind: 'text', format: 'line', minLength: 1, maxLength: 20_000 },
                },
                {
                  key: 'answer',
                  optional: false,
                  node: { kind: 'text', format: 'long', minLength: 1, maxLength: 20_000 },
                },
              ],
            },
          },
        },
      ],
    });
  });

  it('knows web addresses, routes, patterns, optional fields and defaults', () => {
    const references = fieldTree(EDITABLE_PAGE_SCHEMAS.references);
    expect(nodeAt(references, ['references', 0, 'url'])).toMatchObject({ kind: 'text', format: 'url' });
    expect(nodeAt(fieldTree(EDITABLE_PAGE_SCHEMAS.team), ['advisory_board', 'anchor'])).toMatchObject({
      format: 'pattern',
      pattern: '^[a-z][a-z0-9-]*$',
    });
    const thankYou = fieldTree(thankYouAcfSchema);
    expect(nodeAt(thankYou, ['button', 'route'])).toMatchObject({ kind: 'text', format: 'route' });
    expect(thankYou.kind === 'object' && thankYou.fields.find((f) => f.key === 'next_steps')).toMatchObject({
      optional: true,
      fallback: [],
    });
    expect(nodeAt(fieldTree(homeAcfSchema), ['hero', 'primary_button', 'label'])).toMatchObject({
      kind: 'text',
    });
  });

  it('draws every editable page with no part left to the JSON view', () => {
    const kinds = (node: FieldNode): string[] =>
      node.kind === 'object'
        ? node.fields.flatMap((field) => kinds(field.node))
        : node.kind === 'list'
          ? kinds(node.item)
          : [node.kind];
    for (const slug of SLUGS) expect(kinds(fieldTree(EDITABLE_PAGE_SCHEMAS[slug]))).not.toContain('other');
  });

  it('leaves what it cannot draw to the JSON view', () => {
    expect(fieldTree(z.object({ count: z.number() }))).toEqual({
      kind: 'object',
      fields: [{ key: 'count', optional: false, node: { kind: 'other' } }],
    });
  });
});

describe('a form value built from the schema', () => {
  it.each(SLUGS)('parses for %s once its empty texts are written', (slug) => {
    const schema = EDITABLE_PAGE_SCHEMAS[slug];
    const tree = fieldTree(schema);
    const empty = emptyValue(tree);
    expect(schema.safeParse(fillTexts(tree, empty)).success).toBe(true);
    // Untouched, it is refused at each empty required field, never at an unknown place.
    for (const error of fieldErrors(schema, tree, empty)) expect(nodeAt(tree, error.path)).toBeDefined();
  });

  it('still parses after any adds, removes and moves within each list’s bounds', () => {
    const edits = fc.array(
      fc.record({
        kind: fc.constantFrom('add', 'remove', 'move'),
        list: fc.nat(),
        index: fc.nat(),
        to: fc.nat(),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(fc.constantFrom(...SLUGS), edits, (slug, steps) => {
        const schema = EDITABLE_PAGE_SCHEMAS[slug];
        const tree = fieldTree(schema);
        let value = fillTexts(tree, emptyValue(tree));
        for (const step of steps) {
          const lists = listPaths(tree, value);
          const target = lists[step.list % lists.length];
          if (target === undefined) continue;
          const length = (getAt(value, target.path) as unknown[]).length;
          if (step.kind === 'add' && (target.node.maxItems === undefined || length < target.node.maxItems))
            value = addItem(value, target.path, fillTexts(target.node.item, emptyValue(target.node.item)));
          if (step.kind === 'remove' && length > target.node.minItems)
            value = removeItem(value, target.path, step.index % length);
          if (step.kind === 'move' && length > 0)
            value = moveItem(value, target.path, step.index % length, step.to % length);
        }
        expect(schema.safeParse(value).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
