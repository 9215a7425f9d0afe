import { z } from 'zod';

/** The one body every 4xx and 5xx answer carries. */
export const ErrorBody = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  /** A reason the server words itself, by name, for a client to say in its own language (refusals.ts). */
  reason: z
    .object({ name: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ERROR_CODES = {
  validation: 'validation_error',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  uriTooLong: 'uri_too_long',
  internal: 'internal_error',
  unavailable: 'unavailable',
  /** docs/idempotency.md: the key came before with another request. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** docs/idempotency.md: the first request with this key is still being processed. */
  idempotencyKeyInProgress: 'idempotency_key_in_progress',
} as const;
