import { z } from 'zod';
import { ReceiptBacklog } from './receipts';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['connected', 'unavailable']),
  data: z.object({ products: z.number().int(), categories: z.number().int() }),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** docs/observability.md: the process answers (liveness). */
export const HealthLiveResponse = z.object({ status: z.literal('ok') });
export type HealthLiveResponse = z.infer<typeof HealthLiveResponse>;

/**
 * docs/observability.md: whether this process should take traffic (readiness), check by check; only
 * what this process needs to serve (the outbox, shared by every process, is watched elsewhere).
 */
export const HealthReadyResponse = z.object({
  status: z.enum(['ok', 'error']),
  checks: z.object({
    database: z.enum(['ok', 'unavailable']),
    migrations: z.enum(['ok', 'behind', 'unknown']),
  }),
  /**
   * docs/receipts.md, "Backlog": the fiscal receipts TRA has not acknowledged, told when the
   * database answers. The shop's, not this process's: it never makes the process unready.
   */
  receipts: ReceiptBacklog.optional(),
});
export type HealthReadyResponse = z.infer<typeof HealthReadyResponse>;
