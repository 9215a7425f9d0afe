import { z } from 'zod';

export { IDEMPOTENCY_KEY_HEADER } from './constants';

/** 1 to 100 printable ASCII characters (a UUID is 36). */
export const IdempotencyKey = z
  .string()
  .regex(/^[\x20-\x7e]{1,100}$/, 'An Idempotency-Key is 1 to 100 printable ASCII characters.')
  .meta({
    description:
      'Optional. A repeat with the same key and body answers as the first, for 24 hours; another body 422, still running 409.',
  });
