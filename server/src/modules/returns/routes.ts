import { IdParams } from '@shop/contract/common';
import {
  AdminReturnsQuery,
  ApproveReturnBody,
  CreateReturnBody,
  OrderLineParams,
  OrderReturns,
  ReceiveReturnBody,
  RefuseReturnBody,
  ResolveReturnBody,
  ReturnRequest,
  ReturnRequestList,
  ReturnWindows,
} from '@shop/contract/returns';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { orders, returnRequests } from '#server/db/schema.ts';
import { userOf } from '#server/http/current-user.ts';
import { recordPersonalDataView } from '#server/http/personal-data-views.ts';
import { type ImageStore, uploadsPlugin } from '#server/http/uploads.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { RefundProviders } from '#server/modules/refunds/refund-provider.ts';
import { readReturnForm, savePhotos, uploadedPhotos } from './return-photos';
import { claimOf, createReturn, linesOf, ReturnsService, returnWindowsOf } from './return-service';
import { adminReturnList, returnViews } from './return-views';

const tags = ['returns'];

async function oneView(db: Db, id: number) {
  const [view] = await returnViews(db, eq(returnRequests.id, id), 1);
  if (!view) throw AppError.notFound('Return request not found.');
  return view;
}

/** docs/returns.md: a customer's requests on their own orders, under /api (the customer guard). */
export const customerReturnRoutes: FastifyPluginAsyncZod<{ db: Db; images: ImageStore }> = async (
  app,
  { db, images },
) => {
  await app.register(uploadsPlugin);
  app.post(
    '/orders/:id/items/:item_id/returns/',
    {
      schema: {
        tags,
        summary:
          'Asks to return or repair units of a line of one of your orders, with photos (multipart `photos`)',
        consumes: ['application/json', 'multipart/form-data'],
        params: OrderLineParams,
        body: CreateReturnBody,
        response: { 201: ReturnRequest },
      },
      preValidation: readReturnForm,
    },
    async (request, reply) => {
      const user = userOf(request);
      let stored: string[] = [];
      try {
        const id = await createReturn(
          db,
          user.id,
          request.params.id,
          request.params.item_id,
          request.body,
          async () => {
            stored = await savePhotos(images, uploadedPhotos(request));
            return stored;
          },
        );
        reply.code(201);
        return oneView(db, id);
      } catch (err) {
        // Refused after the photos were stored: nothing of the request is kept.
        for (const name of stored) await images.remove(name);
        throw err;
      }
    },
  );

  app.get(
    '/orders/:id/returns/',
    {
      schema: {
        tags,
        summary: "Your order's return requests, and what each of its lines may still claim today",
        params: IdParams,
        response: { 200: OrderReturns },
      },
    },
    async (request) => {
      const user = userOf(request);
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, request.params.id), eq(orders.userId, user.id)));
      if (!order) throw AppError.notFound('Order not found.');
      const now = new Date();
      const lines = [];
      for (const line of await linesOf(db, order.id)) {
        if (line.productBrand === null) continue;
        const claim = await claimOf(db, line, now);
        lines.push({
          order_item_id: line.itemId,
          item_name: line.itemName,
          basis: claim.ok ? claim.basis : null,
          until: claim.until,
          units_left: claim.unitsLeft,
        });
      }
      return { returns: await returnViews(db, eq(returnRequests.orderId, order.id), 100), lines };
    },
  );

  app.get(
    '/account/returns/',
    {
      schema: {
        tags,
        summary: 'Your return and repair requests, newest first (at most 100)',
        response: { 200: z.array(ReturnRequest) },
      },
    },
    async (request) => returnViews(db, eq(returnRequests.userId, userOf(request).id), 100),
  );
};

/** docs/returns.md: the admin's returns, under /api/admin (the admin guard's scope). */
export const adminReturnRoutes: FastifyPluginAsyncZod<{ db: Db; providers: RefundProviders }> = async (
  app,
  { db, providers },
) => {
  const service = new ReturnsService(db, providers);
  app.get(
    '/returns/',
    {
      schema: {
        tags,
        summary: 'Return and repair requests, newest first, by status, brand and order reference (50 a page)',
        querystring: AdminReturnsQuery,
        response: { 200: ReturnRequestList },
      },
    },
    async (request) => adminReturnList(db, request.query),
  );
  app.get(
    '/returns/windows/',
    { schema: { tags, summary: "Each brand's return window in days", response: { 200: ReturnWindows } } },
    async () => returnWindowsOf(db),
  );
  app.put(
    '/returns/windows/',
    {
      schema: {
        tags,
        summary: "Sets each brand's return window in days (audit-logged)",
        body: ReturnWindows,
        response: { 200: ReturnWindows },
      },
    },
    async (request) => service.setWindows(userOf(request), request.body),
  );
  app.get(
    '/returns/:id/',
    { schema: { tags, summary: 'One return request', params: IdParams, response: { 200: ReturnRequest } } },
    async (request) => {
      const view = await oneView(db, request.params.id);
      // docs/privacy.md: one request opened names its customer and what they wrote, as an order does.
      await recordPersonalDataView(db, request, { type: 'return_request', id: view.id });
      return view;
    },
  );

  const step = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    run: (actor: ReturnType<typeof userOf>, id: number, body: z.infer<B>) => Promise<unknown>,
  ) =>
    app.post(
      `/returns/:id/${path}/`,
      { schema: { tags, summary, params: IdParams, body, response: { 200: ReturnRequest } } },
      async (request) => {
        await run(userOf(request), request.params.id, request.body as z.infer<B>);
        return oneView(db, request.params.id);
      },
    );
  step(
    'approve',
    'Approves a requested return (audit-logged; the customer is told)',
    ApproveReturnBody,
    (a, id, b) => service.approve(a, id, b.note),
  );
  step(
    'refuse',
    'Refuses a request with a reason (audit-logged; the customer is told)',
    RefuseReturnBody,
    (a, id, b) => service.refuse(a, id, b.reason),
  );
  step(
    'receive',
    'Records the item received and its condition; the request stays open until resolved',
    ReceiveReturnBody,
    (a, id, b) => service.receive(a, id, b),
  );
  step(
    'restock',
    'Puts the received item back on sale: its units go back to stock, once',
    z.strictObject({}),
    (a, id) => service.restock(a, id),
  );
  step(
    'resolve',
    'Resolves a received request: refund and/or store credit, a replacement order, or a repair',
    ResolveReturnBody,
    (a, id, b) => service.resolve(a, id, b),
  );
};
