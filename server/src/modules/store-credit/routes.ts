import { IdParams } from '@shop/contract/common';
import { AdminStoreCreditBody, StoreCreditAccount } from '@shop/contract/store-credit';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { userOf } from '#server/http/current-user.ts';
import { recordPersonalDataView } from '#server/http/personal-data-views.ts';
import { AppError } from '#server/lib/app-error.ts';
import { creditAccountOf, grantCredit } from './ledger';

const tags = ['store-credit'];

/** GET /api/account/store-credit/: the signed-in customer's balances and ledger (docs/store-credit.md). */
export const customerStoreCreditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The caller's store credit: a balance per currency and the newest ledger entries",
        response: { 200: StoreCreditAccount },
      },
    },
    async (request) => creditAccountOf(db, userOf(request).id),
  );
};

/** Under /api/admin: a customer's store credit, read and given or corrected with a reason. */
export const adminStoreCreditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/users/:id/store-credit/',
    {
      schema: {
        tags,
        summary: "A customer's store credit: balances and the newest ledger entries",
        params: IdParams,
        response: { 200: StoreCreditAccount },
      },
    },
    async (request) => {
      await customerExists(db, request.params.id);
      const account = await creditAccountOf(db, request.params.id);
      await recordPersonalDataView(db, request, { type: 'store_credit', id: request.params.id }, {});
      return account;
    },
  );

  app.post(
    '/users/:id/store-credit/',
    {
      schema: {
        tags,
        summary:
          'Gives a customer store credit (admin_grant, positive) or corrects it (admin_correction, either sign; never below zero), with a reason; audit-logged',
        params: IdParams,
        body: AdminStoreCreditBody,
        response: { 201: StoreCreditAccount },
      },
    },
    async (request, reply) => {
      const actor = userOf(request);
      const userId = request.params.id;
      const { currency, amount, kind, reason } = request.body;
      await db.transaction(async (tx) => {
        await customerExists(tx, userId);
        const entryId = await grantCredit(tx, { userId, currency, amount, kind, reason, by: actor });
        await recordAudit(
          tx,
          actor,
          kind === 'admin_grant' ? 'store_credit.grant' : 'store_credit.correct',
          { type: 'user', id: userId },
          { entry_id: entryId, currency, amount, reason },
        );
      });
      reply.code(201);
      return creditAccountOf(db, userId);
    },
  );
};

async function customerExists(db: Db | Tx, id: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!user) throw AppError.notFound('Customer not found.');
}
