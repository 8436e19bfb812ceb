import { z } from 'zod';

/** One reason a pack is refused for safety (order or plan): the product, the rule and its sentence. */
export const packViolationSchema = z.object({
  product_id: z.number().int().positive(),
  product_name: z.string(),
  kind: z.string(),
  message: z.string(),
});
export type PackViolation = z.infer<typeof packViolationSchema>;
