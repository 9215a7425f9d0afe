import type { FastifyRequest } from 'fastify';
import type { guides } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guide scope's guard (api/guide-api.ts); null elsewhere. */
    currentGuide: typeof guides.$inferSelect | null;
  }
}

/** The signed-in guide's role on a route of the guide scope (docs/departures.md). */
export function guideOf(request: FastifyRequest): typeof guides.$inferSelect {
  if (!request.currentGuide) throw AppError.forbidden('Guide access required.');
  return request.currentGuide;
}
