import { IdParams } from '@shop/contract/common';
import { OrderReceiptLinks, ReceiptPage, ReceiptTokenParams } from '@shop/contract/receipt-page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { AppError } from '#server/lib/app-error.ts';
import { orderReceiptLinks, receiptPageOf } from './receipt-page';

const tags = ['receipts'];

/**
 * docs/receipts.md, "The customer's copy": one receipt by its link, for whoever holds it (the
 * payment's e-mail and SMS open on a phone that is not signed in). Personal data: never kept by a
 * cache, never indexed.
 */
export const publicReceiptRoutes: FastifyPluginAsyncZod<{ db: Db; vfdUrl: string | undefined }> = async (
  app,
  { db, vfdUrl },
) => {
  app.get(
    '/view/:token/',
    {
      schema: {
        tags,
        summary: "One receipt by its link's token (404 for a token not made by this shop)",
        params: ReceiptTokenParams,
        response: { 200: ReceiptPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      const source = app.receiptLinks.sourceOf(request.params.token);
      if (!source) throw AppError.notFound('Receipt not found.');
      return receiptPageOf(db, source, vfdUrl);
    },
  );
};

/** The links of the receipts of one of the caller's orders, for the order's dialog in the dashboard. */
export const customerReceiptLinkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/order/:id/links/',
    {
      schema: {
        tags,
        summary: "The links of the receipts of one of the caller's orders, oldest first",
        params: IdParams,
        response: { 200: OrderReceiptLinks },
      },
    },
    async (request) => orderReceiptLinks(db, app.receiptLinks, userOf(request).id, request.params.id),
  );
};
