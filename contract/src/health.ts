import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['connected', 'unavailable']),
  data: z.object({ products: z.number().int(), categories: z.number().int() }),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
