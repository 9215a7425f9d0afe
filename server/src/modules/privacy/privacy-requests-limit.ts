import { ERROR_CODES } from '@shop/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userOf } from '#server/http/current-user.ts';
import { AppError } from '#server/lib/app-error.ts';

/**
 * A per-account hourly limit on a data-rights request, counted in the app's rate-limit store so it
 * holds across processes; past it, a 429 with the customer's reason (docs/privacy.md).
 */
export function hourlyLimitPerAccount(app: FastifyInstance, what: string, max: number) {
  const limit = app.createRateLimit({
    max,
    timeWindow: '1 hour',
    keyGenerator: (request) => `${what} user ${userOf(request).id}`,
  });
  return async (request: FastifyRequest) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
      throw AppError.refused(429, ERROR_CODES.rateLimited, 'tooManyDataRequests', { minutes });
    }
  };
}
