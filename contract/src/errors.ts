import { z } from 'zod';

/** The one body every 4xx and 5xx answer carries. */
export const ErrorBody = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
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
} as const;
