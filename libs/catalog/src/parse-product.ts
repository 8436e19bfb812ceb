import { type z } from 'zod';
import { productSchema, type Product } from './product';

export type ParseProductResult =
  | { readonly ok: true; readonly product: Product }
  | { readonly ok: false; readonly code: 'product.invalid'; readonly message: string };

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

/**
 * Parses a product from untrusted input (catalogue seed, API response, stored JSON). On failure the
 * message names every offending field by its path (e.g. `standardDose.am: …`), so a seed file or
 * a CLI run can point a person at the exact field.
 */
export function parseProduct(input: unknown): ParseProductResult {
  const parsed = productSchema.safeParse(input);
  if (parsed.success) return { ok: true, product: parsed.data };
  return {
    ok: false,
    code: 'product.invalid',
    message: `Invalid product: ${parsed.error.issues.map(describeIssue).join('; ')}`,
  };
}
