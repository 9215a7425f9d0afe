import { AuditLogPage, ListAuditLogQuery } from '@shop/contract/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { listAuditLog } from './service';

/** Under /admin/audit-log. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin actions (who, what, which record, when), newest first, paged',
        querystring: ListAuditLogQuery,
        response: { 200: AuditLogPage },
      },
    },
    async (request) => listAuditLog(db, request.query),
  );
};
