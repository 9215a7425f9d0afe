import { isAdmin } from '@shop/contract/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/client.ts';
import '#server/http/current-user.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AccessTokens } from '#server/modules/auth/tokens.ts';
import { findUser } from '#server/modules/auth/users.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook (runs before body validation): 401 unless a valid access token of an active user comes with the request. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** onRequest hook: 401 for visitors, 403 unless the user has both is_staff and is_superuser. */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

/**
 * The user is read from the database on every request, so a role removed by an admin, a
 * deactivated account or a new password takes effect at once rather than when the access token
 * expires.
 */
export const authPlugin = fp<{ db: Db; tokens: AccessTokens }>(
  async (app: FastifyInstance, { db, tokens }) => {
    app.decorateRequest('currentUser', null);

    async function requireUser(request: FastifyRequest) {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!token) throw AppError.unauthenticated();
      const claims = tokens.verify(token);
      const user = claims && (await findUser(db, { id: claims.userId }));
      // A token issued before the last password change belongs to a session that has ended.
      if (!user?.isActive || user.tokenVersion !== claims?.version)
        throw AppError.unauthenticated('Your session has expired. Please sign in again.');
      request.currentUser = user;
    }

    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireUser(request);
      if (
        !isAdmin({ is_staff: request.currentUser!.isStaff, is_superuser: request.currentUser!.isSuperuser })
      ) {
        throw AppError.forbidden('Admin privileges required.');
      }
    });
  },
);
