import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { paymentSessions, type products, vfdRegistration } from '#server/db/schema.ts';
import { recordPayment } from '#server/modules/payments/mark-paid.ts';
import { makeOrder, makeProduct } from '#server/test/builders.ts';

type Product = typeof products.$inferSelect;

/**
 * A pending laptop order of `lines` (one laptop of TZS 1,180,000 by default) with an open demo
 * card session for its total, as a checkout leaves it before the payment.
 */
export async function unpaidLaptopOrder(
  db: Db,
  userId: number,
  lines?: { product: Product; quantity: number }[],
) {
  const chosen = lines ?? [
    { product: await makeProduct(db, { brand: 'fursa', price: '1180000.00' }), quantity: 1 },
  ];
  const order = await makeOrder(db, {
    userId,
    brand: 'fursa',
    lines: chosen.map(({ product, quantity }) => ({
      itemName: product.name,
      productId: product.id,
      quantity,
      price: product.price,
    })),
  });
  const providerSessionId = `demo_cs_${randomBytes(6).toString('hex')}`;
  const [session] = await db
    .insert(paymentSessions)
    .values({
      orderId: order.id,
      userId,
      provider: 'demo',
      providerSessionId,
      amount: order.totalAmount,
      currency: order.currency,
      url: `http://localhost/api/payments/demo/${providerSessionId}/`,
    })
    .returning();
  return { order, session: session! };
}

/** A laptop order paid by card through the payment path, which issues its receipt. */
export async function paidLaptopOrder(db: Db, userId: number) {
  const { order, session } = await unpaidLaptopOrder(db, userId);
  await recordPayment(db, session, { amount: session.amount, currency: session.currency });
  return order;
}

/** A VFD registered with TRA (docs/receipts.md), as `npm run vfd:register` stores TRA's answer. */
export async function makeVfdRegistration(db: Db) {
  const [row] = await db
    .insert(vfdRegistration)
    .values({
      tin: '123456789',
      regId: 'TZ0100553111',
      serial: '10TZ100999',
      receiptCode: 'TST9A1',
      routingKey: 'vfdrct',
      username: 'vfd-user',
      password: 'vfd-password',
      answer: {},
    })
    .returning();
  return row!;
}
