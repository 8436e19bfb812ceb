import { z } from 'zod';

/** GET /api/v1/health: 200 with this body when the database answers; otherwise a 503 error body. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
