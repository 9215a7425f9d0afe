import type { Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, products } from '#server/db/schema.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeCartLine, makeProduct, makeTour } from '#server/test/builders.ts';
import {
  bookTour,
  confirmCheckout,
  demoPagePath,
  openCheckout,
  postDemoForm,
} from '#server/test/checkout-steps.ts';

let t: TestApp;
let admin: { access: string; email: string };
beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await t.admin();
  admin = { access: signedIn.access, email: signedIn.user.email };
});
afterAll(() => t.close());

const db = () => t.database.db;
const messagesOf = (prefix: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.key, `${prefix}%`))
    .orderBy(asc(outboxMessages.id));
const orderMessages = (orderId: number) => messagesOf(`order:${orderId}:`);

async function paidBooking(participants = 2) {
  const customer = await t.register({ full_name: 'Asha <Mwinyi>', phone: '0754 111 222' });
  const tour = await makeTour(db(), {
    title: 'Serengeti & Ngorongoro',
    price: '1250.00',
    dates: [dateFromToday(20)],
  });
  const booked = await bookTour(t, customer.access, tour.id, dateFromToday(20), participants);
  const order = booked.json() as Order;
  const session = (await openCheckout(t, customer.access, order.id)).json() as CheckoutSession;
  await postDemoForm(t.app, `${demoPagePath(session)}pay/`);
  await confirmCheckout(t, customer.access, session.session_id);
  return { customer, order, session };
}

async function laptopOrder(payload: object = {}) {
  const customer = await t.register({ phone: '712 345 678' });
  const laptop = await makeProduct(db(), {
    brand: 'fursa',
    name: 'ThinkPad T14 <Gen 4>',
    price: '1500000',
    stockQuantity: 5,
  });
  await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity: 1 });
  const res = await t.as(customer.access, {
    method: 'POST',
    url: '/api/orders/',
    payload: {
      order_type: 'fursa',
      fulfilment: 'delivery',
      delivery: {
        full_name: 'Juma Ali',
        phone: '0655 123 456',
        region: 'Mwanza',
        district: 'Ilemela',
        street: 'Kenyatta Rd 3',
      },
      payment_method: 'cash_on_delivery',
      ...payload,
    },
  });
  expect(res.statusCode).toBe(201);
  return { customer, laptop, order: res.json() as Order };
}

describe('messages the shop queues', () => {
  it('welcomes a new customer by e-mail', async () => {
    const customer = await t.register({ full_name: 'Neema Kweka' });
    const [welcome] = await messagesOf(`welcome:${customer.user.id}`);
    expect(welcome).toMatchObject({
      channel: 'email',
      kind: 'welcome',
      recipient: customer.user.email,
      status: 'waiting',
    });
    expect(welcome!.subject).toBe('Welcome to IGSUM & FURSA');
    expect(welcome!.bodyText).toContain('Karibu, Neema Kweka!');
    expect(welcome!.bodyHtml).toContain('Karibu, Neema Kweka!');
    // Both brands' contact details close an account message.
    expect(welcome!.bodyText).toContain('info@igsum.co.tz');
    expect(welcome!.bodyText).toContain('sales@fursa.co.tz');
  });

  it('confirms a paid booking by e-mail and SMS, tells the admins, and says it once', async () => {
    const { customer, order, session } = await paidBooking(2);
    const rows = await orderMessages(order.id);
    const kinds = rows.map((r) => [r.kind, r.channel, r.recipient]);
    expect(kinds).toContainEqual(['booking_confirmed', 'email', customer.user.email]);
    expect(kinds).toContainEqual(['booking_confirmed', 'sms', '255754111222']);
    expect(kinds).toContainEqual(['admin_new_booking', 'email', admin.email]);
    // An unpaid booking is only a hold: nothing was said when it was placed.
    expect(rows.some((r) => r.kind === 'order_placed')).toBe(false);

    const mail = rows.find((r) => r.kind === 'booking_confirmed' && r.channel === 'email')!;
    expect(mail.subject).toBe(`Booking ${order.order_id} confirmed`);
    for (const part of [mail.bodyText, mail.bodyHtml!]) {
      expect(part).toContain('US$2,500.00');
      expect(part).toContain(order.order_id);
      expect(part).toContain('What happens next');
    }
    expect(mail.bodyText).toContain('Serengeti & Ngorongoro');
    expect(mail.bodyHtml).toContain('Serengeti &amp; Ngorongoro');
    // The customer's own name is escaped in the HTML part.
    expect(mail.bodyHtml).toContain('Asha &lt;Mwinyi&gt;');
    expect(mail.bodyHtml).not.toContain('<Mwinyi>');
    const sms = rows.find((r) => r.channel === 'sms')!;
    // The short text that carries the receipt's link, filled when sent (its length: receipt-sms.test.ts).
    expect(sms.bodyText).toMatch(new RegExp(`^IGSUM: Booking ${order.order_id} confirmed[.,]`));
    expect(sms.bodyText).toContain(' Receipt: {{receipt-link}}');

    // The payment confirmed again (the return page reloaded) tells nobody anything new.
    await confirmCheckout(t, customer.access, session.session_id);
    expect(await orderMessages(order.id)).toHaveLength(rows.length);
  });

  it('acknowledges a laptop order with its lines, total and delivery, and tells the admins', async () => {
    const { customer, order } = await laptopOrder();
    const rows = await orderMessages(order.id);
    const placed = rows.find((r) => r.kind === 'order_placed')!;
    expect(placed).toMatchObject({ channel: 'email', recipient: customer.user.email });
    expect(placed.subject).toBe(`Order ${order.order_id} received`);
    for (const part of [placed.bodyText, placed.bodyHtml!]) {
      expect(part).toContain('TSh 1,500,000');
      expect(part).toContain('Mwanza');
      expect(part).toContain('Cash on delivery');
      expect(part).toContain('in cash when it arrives');
    }
    expect(placed.bodyText).toMatch(/ThinkPad T14 <Gen 4>.* × 1: TSh 1,500,000/);
    expect(placed.bodyHtml).toContain('ThinkPad T14 &lt;Gen 4&gt;');
    expect(rows.find((r) => r.kind === 'admin_new_order')).toMatchObject({ recipient: admin.email });
    expect(rows.some((r) => r.channel === 'sms')).toBe(false);
  });

  it('tells the customer the statuses they care about, out for delivery by SMS to the delivery phone', async () => {
    const { customer, order } = await laptopOrder();
    const setStatus = (status: string, note?: string) =>
      t.as(admin.access, {
        method: 'PUT',
        url: `/api/orders/admin/${order.id}/`,
        payload: { status, note },
      });
    expect((await setStatus('processing')).statusCode).toBe(200);
    expect((await setStatus('shipped', 'Dar Express, tracking DX-7781')).statusCode).toBe(200);
    expect((await setStatus('completed')).statusCode).toBe(200);
    expect((await setStatus('delivered')).statusCode).toBe(200);
    const rows = (await orderMessages(order.id)).filter(
      (r) => r.kind.startsWith('order_') && r.kind !== 'order_placed',
    );
    expect(rows.map((r) => [r.kind, r.channel])).toEqual([
      ['order_processing', 'email'],
      ['order_shipped', 'email'],
      ['order_shipped', 'sms'],
      ['order_delivered', 'email'],
    ]);
    const shipped = rows[1]!;
    expect(shipped.recipient).toBe(customer.user.email);
    expect(shipped.subject).toBe(`Order ${order.order_id} is out for delivery`);
    expect(shipped.bodyText).toContain('Courier: Dar Express, tracking DX-7781');
    expect(rows[2]).toMatchObject({ recipient: '255655123456' });
    expect(rows[2]!.bodyText).toBe(
      `FURSA: Order ${order.order_id} is out for delivery. Dar Express, tracking DX-7781. Asante!`,
    );
  });

  it('tells a customer who cancels their own order, and nothing for a refused checkout', async () => {
    const { customer, order } = await laptopOrder({ payment_method: 'credit_card' });
    const cancel = await t.as(customer.access, { method: 'POST', url: `/api/orders/${order.id}/cancel/` });
    expect(cancel.statusCode).toBe(200);
    const cancelled = (await orderMessages(order.id)).find((r) => r.kind === 'order_cancelled');
    expect(cancelled).toMatchObject({
      recipient: customer.user.email,
      subject: `Order ${order.order_id} was cancelled`,
    });

    // Out of stock: the checkout is refused and its transaction leaves no message behind.
    const other = await t.register();
    const before = (await db().select().from(outboxMessages)).length;
    const laptop = await makeProduct(db(), { brand: 'fursa', price: '900000', stockQuantity: 1 });
    await makeCartLine(db(), { brand: 'fursa', userId: other.user.id, productId: laptop.id, quantity: 1 });
    await db().update(products).set({ stockQuantity: 0 }).where(isProduct('fursa', laptop.id));
    const refused = await t.as(other.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'fursa', fulfilment: 'pickup', payment_method: 'cash_on_delivery' },
    });
    expect(refused.statusCode).toBe(409);
    expect((await db().select().from(outboxMessages)).length).toBe(before);
  });

  it('tells the admins of a contact message, with a reply-to of its sender', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: {
        name: 'Baraka',
        email: 'baraka@example.com',
        subject: 'Group safari',
        message: 'We are 12 <people>.',
        business_type: 'igsum',
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = (await messagesOf('contact:')).filter((r) => r.recipient === admin.email);
    expect(row).toMatchObject({
      kind: 'admin_new_contact',
      replyTo: 'baraka@example.com',
      subject: 'New message: Group safari',
    });
    expect(row!.bodyText).toContain('> We are 12 <people>.');
    expect(row!.bodyHtml).toContain('We are 12 &lt;people&gt;.');
  });
});

describe('the messages as sent', () => {
  it('go out through the worker: a booking confirmation lands as an .eml, its SMS as a text file', async () => {
    const { order } = await paidBooking(1);
    while ((await t.app.outbox.sendDue()) > 0) {}
    const rows = await orderMessages(order.id);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    const [sms] = rows.filter((r) => r.channel === 'sms');
    expect(sms!.bodyText).toContain(order.order_id);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.status, 'failed'))).toEqual([]);
  });
});
