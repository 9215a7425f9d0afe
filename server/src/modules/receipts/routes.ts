import { IdParams } from '@shop/contract/common';
import {
  AdminReceipt,
  AdminReceiptsPage,
  AdminReceiptsQuery,
  AdminZReport,
  AdminZReportQuery,
  OrderReceipts,
} from '@shop/contract/receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { userOf } from '#server/http/current-user.ts';
import { adminReceipts, adminZReport, resendReceipt } from './admin-receipts';
import { customerOrderReceipts } from './receipt-views';

const tags = ['receipts'];

/** docs/receipts.md: the receipts a customer keeps, of their own orders only. */
export const customerReceiptRoutes: FastifyPluginAsyncZod<{ db: Db; vfdUrl: string | undefined }> = async (
  app,
  { db, vfdUrl },
) => {
  app.get(
    '/order/:id/',
    {
      schema: {
        tags,
        summary: "The receipts of one of the caller's orders, one per payment taken, oldest first",
        params: IdParams,
        response: { 200: OrderReceipts },
      },
    },
    async (request) => ({
      receipts: await customerOrderReceipts(db, userOf(request).id, request.params.id, vfdUrl),
    }),
  );
};

/** docs/receipts.md, "The admin's list": every receipt, for the admin's Receipts tab. */
export const adminReceiptRoutes: FastifyPluginAsyncZod<{ db: Db; vfdUrl: string | undefined }> = async (
  app,
  { db, vfdUrl },
) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Receipts, newest first, by number, order, day or TRA status',
        querystring: AdminReceiptsQuery,
        response: { 200: AdminReceiptsPage },
      },
    },
    async (request) => adminReceipts(db, request.query, vfdUrl),
  );

  app.get(
    '/z-report/',
    {
      schema: {
        tags,
        summary: "A Dar es Salaam day's Z report: its totals, VAT per tax code, payments and TRA status",
        querystring: AdminZReportQuery,
        response: { 200: AdminZReport },
      },
    },
    async (request) => adminZReport(db, request.query.date),
  );

  app.post(
    '/:id/resend/',
    {
      schema: {
        tags,
        summary:
          'Queue a failed or stuck fiscal receipt for the next post to TRA, as its same signed XML (409 once sent, or for a plain receipt)',
        params: IdParams,
        response: { 200: AdminReceipt },
      },
    },
    async (request) => resendReceipt(db, userOf(request), request.params.id, vfdUrl),
  );
};
