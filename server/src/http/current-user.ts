import type { FastifyRequest } from 'fastify';
import type { profiles, users } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';

/** A user as the guards read it on each request: the account with its profile. */
export type UserRow = typeof users.$inferSelect & { profile: typeof profiles.$inferSelect | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard of the customer or admin scope (plugins/auth.ts); null elsewhere. */
    currentUser: UserRow | null;
  }
}

/** The signed-in user on a route of the customer or admin scope (docs/server-layers.md). */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw AppError.unauthenticated();
  return request.currentUser;
}
