import { z } from 'zod';
import { type Category, type CategoryId } from './category';

/** Parses one of the nine category ids (category.ts holds the table). */
export const categoryIdSchema: z.ZodType<CategoryId> = z.union([
  z.literal(78),
  z.literal(46),
  z.literal(43),
  z.literal(44),
  z.literal(28),
  z.literal(45),
  z.literal(79),
  z.literal(80),
  z.literal(47),
]);

export const categorySchema: z.ZodType<Category> = z.object({
  id: categoryIdSchema,
  name: z.string(),
  slug: z.string(),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
});
