import { DEFAULT_DELIVERY_SETTINGS } from '@shop/contract/delivery';
import { DEFAULT_PAYMENT_SETTINGS } from '@shop/contract/mobile-money';
import type { CheckoutSession } from '@shop/contract/payments';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMER_ADMIN_PATHS } from '#server/api/former-admin-paths.ts';
import {
  orderItems,
  outboxMessages,
  paymentSessions,
  payments,
  receiptSubmissions,
  receipts,
  returnRequests,
  tourDepartures,
} from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, tourTerms } from '#server/test/builders.ts';
import { confirmCheckout, demoPagePath, postDemoForm } from '#server/test/checkout-steps.ts';

/**
 * Walks every admin route the OpenAPI document lists, all under /api/admin, and every former
 * admin path: a visitor gets 401 and a customer 403, whatever the ids and body (the scope's guard
 * runs first). An admin gets a success on each route of the document; a new admin route without
 * an entry in CASES fails this test.
 */
const ADMIN_PREFIX = '/api/admin/';

type Ids = Record<string, number>;
type Case = (ids: Ids) => Omit<InjectOptions, 'method' | 'url'> & { url: string };

let t: TestApp;
let adminToken: string;
let customerToken: string;
/** docs/departures.md: a guide's token, refused on every admin route as a customer's is. */
let guideToken: string;
/** The user the walk's POST /api/admin/guides/ makes a guide. */
let guardGuideUser = '';
const ids: Ids = {};

async function created(res: { statusCode: number; json(): unknown; body: string }) {
  if (res.statusCode >= 300) throw new Error(`fixture failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await t.admin();
  adminToken = admin.access;
  const customer = await t.register();
  customerToken = customer.access;
  ids.customer = customer.user.id;
  ids.breach = await created(
    await t.as(adminToken, {
      method: 'POST',
      url: '/api/admin/breaches/',
      payload: {
        found_at: '2026-11-20T09:30:00Z',
        description: 'A guard walk breach',
        data_affected: 'none',
        people_affected: 'no one',
      },
    }),
  );
  const asAdmin = (method: 'POST', url: string, payload: object) =>
    t.as(adminToken, { method, url, payload });

  ids.category = await created(await asAdmin('POST', '/api/admin/categories/', { name: 'Guard Laptops' }));
  ids.product = await created(
    await asAdmin('POST', '/api/admin/products/', {
      name: 'Guard Book 14',
      description: 'A laptop for the guard walk.',
      price: '1500000',
      category: ids.category,
      stock_quantity: 5,
    }),
  );
  ids.igsumCategory = await created(
    await asAdmin('POST', '/api/admin/igsum-product-categories/', { name: 'Guard Crafts' }),
  );
  ids.igsumProduct = await created(
    await asAdmin('POST', '/api/admin/igsum-products/', {
      name: 'Guard Basket',
      description: 'Woven.',
      price: '25',
      category: ids.igsumCategory,
      stock_quantity: 3,
    }),
  );
  ids.tourCategory = await created(
    await asAdmin('POST', '/api/admin/tour-categories/', { name: 'Guard Tours' }),
  );
  ids.tour = await created(
    await asAdmin('POST', '/api/admin/tours/', {
      title: 'Guard Safari',
      description: 'Two days.',
      price: '900',
      category: ids.tourCategory,
      duration: '2 days',
      difficulty_level: 'Easy',
      max_participants: 8,
      available_dates: ['2027-06-01'],
    }),
  );
  await t.as(customerToken, {
    method: 'POST',
    url: '/api/fursa/cart/',
    payload: { product: ids.product, quantity: 1 },
  });
  ids.order = await created(
    await t.as(customerToken, { method: 'POST', url: '/api/orders/', payload: { order_type: 'fursa' } }),
  );
  // docs/serials-and-warranty.md: the order's line and a unit received with its serial.
  const [orderLine] = await t.database.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, ids.order));
  ids.orderItem = orderLine!.id;
  const arrival = await asAdmin('POST', '/api/admin/serials/arrivals/', {
    product_brand: 'fursa',
    product: ids.product,
    serials: ['GUARD-SN-1'],
  });
  ids.serial = (arrival.json() as { serials: { id: number }[] }).serials[0]!.id;
  // A second payment on the order, owed back, for the refund route to settle.
  const [session] = await t.database.db
    .insert(paymentSessions)
    .values({
      orderId: ids.order,
      userId: ids.customer,
      provider: 'demo',
      providerSessionId: 'demo_cs_guard',
      status: 'completed',
      amount: '1.00',
      currency: 'TZS',
      url: 'http://localhost/api/payments/demo/demo_cs_guard/',
    })
    .returning({ id: paymentSessions.id });
  const [payment] = await t.database.db
    .insert(payments)
    .values({
      orderId: ids.order,
      sessionId: session!.id,
      provider: 'demo',
      amount: '1.00',
      currency: 'TZS',
      outcome: 'duplicate',
      refundStatus: 'due',
    })
    .returning({ id: payments.id });
  ids.payment = payment!.id;
  const [failed] = await t.database.db
    .insert(outboxMessages)
    .values({
      key: 'guard:failed',
      channel: 'email',
      kind: 'test',
      recipient: 'a@example.com',
      bodyText: 'x',
      status: 'failed',
    })
    .returning({ id: outboxMessages.id });
  ids.outbox = failed!.id;
  // docs/returns.md: two requests on the order's line (one walked to its end, one refused); the
  // line's unit counted as sold, so the walk can put it back on sale.
  await t.database.db.update(orderItems).set({ deductedQuantity: 1 }).where(eq(orderItems.id, ids.orderItem));
  for (const key of ['returnWalked', 'returnRefused']) {
    const [row] = await t.database.db
      .insert(returnRequests)
      .values({
        orderId: ids.order,
        orderItemId: ids.orderItem,
        userId: ids.customer,
        quantity: 1,
        kind: 'return',
        basis: 'window',
        reason: 'Guard walk',
      })
      .returning({ id: returnRequests.id });
    ids[key] = row!.id;
  }
  await t.app.inject({
    method: 'POST',
    url: '/api/contact/',
    payload: { name: 'Asha', email: 'asha@example.com', message: 'Hello' },
  });
  const contacts = await t.as(adminToken, { method: 'GET', url: '/api/admin/contacts/' });
  ids.contact = (contacts.json() as { results: { id: number }[] }).results[0]!.id;
  const testimonial = await t.as(customerToken, {
    method: 'POST',
    url: '/api/testimonials/',
    payload: { text: 'Great laptops.', rating: 5, business_type: 'fursa' },
  });
  ids.testimonial = (testimonial.json() as { testimonial: { id: number } }).testimonial.id;
  // A tour with terms (docs/tours-pricing.md), booked by the customer with its deposit paid: the
  // booking routes' subject.
  ids.park = await created(await asAdmin('POST', '/api/admin/parks/', { name: 'Guard Park' }));
  const departure = dateFromToday(150);
  ids.termsTour = await created(
    await asAdmin('POST', '/api/admin/tours/', {
      title: 'Guard Terms Safari',
      description: 'Three days.',
      price: '900',
      category: ids.tourCategory,
      duration: '3 days',
      difficulty_level: 'Easy',
      max_participants: 8,
      available_dates: [departure],
    }),
  );
  const terms = await t.as(adminToken, {
    method: 'PUT',
    url: `/api/admin/tours/${ids.termsTour}/terms/`,
    payload: GUARD_TERMS,
  });
  if (terms.statusCode !== 200) throw new Error(`fixture failed: ${terms.statusCode} ${terms.body}`);
  const booked = await t.as(customerToken, {
    method: 'POST',
    url: '/api/tour-bookings/',
    payload: {
      tour: ids.termsTour,
      tour_date: departure,
      travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: 2 }],
    },
  });
  if (booked.statusCode !== 201) throw new Error(`fixture failed: ${booked.statusCode} ${booked.body}`);
  ids.booking = (booked.json() as { order: { id: number } }).order.id;
  ids.departureDate = Number(departure.replaceAll('-', ''));
  const checkout = await t.as(customerToken, {
    method: 'POST',
    url: '/api/payments/checkout/',
    payload: { order_id: ids.booking },
  });
  const deposit = checkout.json() as CheckoutSession;
  await postDemoForm(t.app, `${demoPagePath(deposit)}pay/`);
  await confirmCheckout(t, customerToken, deposit.session_id);
  // docs/refunds.md: a second booking, paid and cancelled with its fee waived, whose refund due the refunds route pays.
  const second = await t.as(customerToken, {
    method: 'POST',
    url: '/api/tour-bookings/',
    payload: {
      tour: ids.termsTour,
      tour_date: departure,
      travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: 1 }],
    },
  });
  if (second.statusCode !== 201) throw new Error(`fixture failed: ${second.statusCode} ${second.body}`);
  ids.cancelledBooking = (second.json() as { order: { id: number } }).order.id;
  const secondPay = (
    await t.as(customerToken, {
      method: 'POST',
      url: '/api/payments/checkout/',
      payload: { order_id: ids.cancelledBooking },
    })
  ).json() as CheckoutSession;
  await postDemoForm(t.app, `${demoPagePath(secondPay)}pay/`);
  await confirmCheckout(t, customerToken, secondPay.session_id);
  const cancelled = await t.as(adminToken, {
    method: 'POST',
    url: `/api/admin/tour-bookings/${ids.cancelledBooking}/cancel/`,
    payload: { reason: 'The guard walk refunds it', waive_fee: true },
  });
  if (cancelled.statusCode !== 200)
    throw new Error(`fixture failed: ${cancelled.statusCode} ${cancelled.body}`);
  // The deposit's receipt, as if issued with a VFD and refused by TRA: the resend's subject.
  const [receipt] = await t.database.db
    .select({ id: receipts.id, gc: receipts.gc })
    .from(receipts)
    .where(eq(receipts.orderId, ids.booking));
  if (!receipt) throw new Error('fixture failed: the deposit has no receipt');
  await t.database.db
    .insert(receiptSubmissions)
    .values({ receiptId: receipt.id, gc: receipt.gc, status: 'failed', lastError: 'HTTP 500' });
  ids.receipt = receipt.id;
  const [checkIn] = await t.database.db
    .select({ id: tourDepartures.id })
    .from(tourDepartures)
    .where(eq(tourDepartures.tourId, ids.termsTour));
  ids.checkInDeparture = checkIn!.id;
  // docs/departures.md: a guide (its token is refused below), a vehicle and a pickup point.
  const guideUser = await t.register();
  guideToken = guideUser.access;
  ids.guide = await created(
    await asAdmin('POST', '/api/admin/guides/', { user: guideUser.user.username, phone: '754 100 200' }),
  );
  guardGuideUser = (await t.register()).user.username;
  ids.vehicle = await created(
    await asAdmin('POST', '/api/admin/vehicles/', { name: 'Guard Cruiser', plate: 'T 001 GRD', seats: 8 }),
  );
  ids.pickup = await created(
    await asAdmin('POST', `/api/admin/tours/${ids.termsTour}/pickup-points/`, {
      name: 'Guard Lodge',
      lat: -3.37,
      lng: 36.68,
      offset_minutes: -30,
    }),
  );
  const [guardDeparture] = await t.database.db
    .select({ id: tourDepartures.id })
    .from(tourDepartures)
    .where(eq(tourDepartures.tourId, ids.termsTour));
  ids.departure = guardDeparture!.id;
});
afterAll(() => t.close());

const GUARD_TERMS = tourTerms({ cancellation_tiers: [{ days_before: 30, fee_percent: '50' }] });

/** The departure date kept as a number (ids hold numbers): 20270428 -> 2027-04-28. */
const isoDate = (n: number) => `${String(n).slice(0, 4)}-${String(n).slice(4, 6)}-${String(n).slice(6, 8)}`;

/**
 * The request an admin makes to each route. Each POST's new id is kept under the route's key, so the
 * deletes (last) remove what the creates made: the walk's new category has no products yet.
 */
/** An import that changes nothing: the columns alone (the import's own rules: its tests). */
const GUARD_CSV = 'slug,name,category,price,stock_quantity\n';

const CASES: Record<string, Case> = {
  'GET /api/admin/stats/': () => ({ url: '/api/admin/stats/' }),
  'GET /api/admin/audit-log/': () => ({ url: '/api/admin/audit-log/' }),
  'GET /api/admin/customers/': () => ({ url: '/api/admin/customers/?search=customer' }),
  'GET /api/admin/low-stock/': () => ({ url: '/api/admin/low-stock/' }),
  'GET /api/admin/settings/delivery/': () => ({ url: '/api/admin/settings/delivery/' }),
  'PUT /api/admin/settings/delivery/': () => ({
    url: '/api/admin/settings/delivery/',
    payload: DEFAULT_DELIVERY_SETTINGS,
  }),
  'GET /api/admin/settings/payment/': () => ({ url: '/api/admin/settings/payment/' }),
  'PUT /api/admin/settings/payment/': () => ({
    url: '/api/admin/settings/payment/',
    payload: DEFAULT_PAYMENT_SETTINGS,
  }),
  'PUT /api/admin/users/{id}/role/': (i) => ({
    url: `/api/admin/users/${i.customer}/role/`,
    payload: { is_staff: false, is_superuser: false },
  }),
  // docs/store-credit.md
  'GET /api/admin/users/{id}/store-credit/': (i) => ({ url: `/api/admin/users/${i.customer}/store-credit/` }),
  'POST /api/admin/users/{id}/store-credit/': (i) => ({
    url: `/api/admin/users/${i.customer}/store-credit/`,
    payload: { currency: 'TZS', amount: '1000', kind: 'admin_grant', reason: 'Guard walk' },
  }),
  'GET /api/admin/categories/': () => ({ url: '/api/admin/categories/' }),
  // docs/returns.md: one request approved, received, put back on sale and resolved; another refused.
  'GET /api/admin/returns/': () => ({ url: '/api/admin/returns/?status=requested' }),
  'GET /api/admin/returns/windows/': () => ({ url: '/api/admin/returns/windows/' }),
  'PUT /api/admin/returns/windows/': () => ({
    url: '/api/admin/returns/windows/',
    payload: { fursa: 7, igsum: 7 },
  }),
  'GET /api/admin/returns/{id}/': (i) => ({ url: `/api/admin/returns/${i.returnWalked}/` }),
  'POST /api/admin/returns/{id}/approve/': (i) => ({
    url: `/api/admin/returns/${i.returnWalked}/approve/`,
    payload: {},
  }),
  'POST /api/admin/returns/{id}/receive/': (i) => ({
    url: `/api/admin/returns/${i.returnWalked}/receive/`,
    payload: { condition: 'used' },
  }),
  'POST /api/admin/returns/{id}/restock/': (i) => ({
    url: `/api/admin/returns/${i.returnWalked}/restock/`,
    payload: {},
  }),
  'POST /api/admin/returns/{id}/resolve/': (i) => ({
    url: `/api/admin/returns/${i.returnWalked}/resolve/`,
    payload: { outcome: 'money', credit_amount: '1.00' },
  }),
  'POST /api/admin/returns/{id}/refuse/': (i) => ({
    url: `/api/admin/returns/${i.returnRefused}/refuse/`,
    payload: { reason: 'The guard walk refuses it' },
  }),
  'POST /api/admin/categories/': () => ({
    url: '/api/admin/categories/',
    payload: { name: 'Walk Category' },
  }),
  'PUT /api/admin/categories/{id}/': (i) => ({
    url: `/api/admin/categories/${i.category}/`,
    payload: { icon: 'cpu' },
  }),
  'GET /api/admin/products/': () => ({ url: '/api/admin/products/' }),
  'GET /api/admin/products/{id}/': (i) => ({ url: `/api/admin/products/${i.product}/` }),
  'POST /api/admin/products/': (i) => ({
    url: '/api/admin/products/',
    payload: { name: 'Walk Book', description: 'x', price: '10', category: i.category, stock_quantity: 1 },
  }),
  'PUT /api/admin/products/{id}/': (i) => ({
    url: `/api/admin/products/${i.product}/`,
    payload: { stock_quantity: 7 },
  }),
  'GET /api/admin/igsum-product-categories/': () => ({ url: '/api/admin/igsum-product-categories/' }),
  'POST /api/admin/igsum-product-categories/': () => ({
    url: '/api/admin/igsum-product-categories/',
    payload: { name: 'Walk Crafts' },
  }),
  'PUT /api/admin/igsum-product-categories/{id}/': (i) => ({
    url: `/api/admin/igsum-product-categories/${i.igsumCategory}/`,
    payload: { name: 'Guard Crafts 2' },
  }),
  'GET /api/admin/igsum-products/': () => ({ url: '/api/admin/igsum-products/' }),
  'GET /api/admin/igsum-products/{id}/': (i) => ({ url: `/api/admin/igsum-products/${i.igsumProduct}/` }),
  'POST /api/admin/igsum-products/': (i) => ({
    url: '/api/admin/igsum-products/',
    payload: {
      name: 'Walk Basket',
      description: 'x',
      price: '5',
      category: i.igsumCategory,
      stock_quantity: 1,
    },
  }),
  'PUT /api/admin/igsum-products/{id}/': (i) => ({
    url: `/api/admin/igsum-products/${i.igsumProduct}/`,
    payload: { price: '30' },
  }),
  'GET /api/admin/tour-categories/': () => ({ url: '/api/admin/tour-categories/' }),
  'POST /api/admin/tour-categories/': () => ({
    url: '/api/admin/tour-categories/',
    payload: { name: 'Walk Tours' },
  }),
  'PUT /api/admin/tour-categories/{id}/': (i) => ({
    url: `/api/admin/tour-categories/${i.tourCategory}/`,
    payload: { description: 'Short trips.' },
  }),
  'GET /api/admin/tours/': () => ({ url: '/api/admin/tours/' }),
  'GET /api/admin/tours/{id}/': (i) => ({ url: `/api/admin/tours/${i.tour}/` }),
  'POST /api/admin/tours/': (i) => ({
    url: '/api/admin/tours/',
    payload: {
      title: 'Walk Safari',
      description: 'x',
      price: '100',
      category: i.tourCategory,
      duration: '1 day',
      difficulty_level: 'Moderate',
      max_participants: 4,
    },
  }),
  'PUT /api/admin/tours/{id}/': (i) => ({
    url: `/api/admin/tours/${i.tour}/`,
    payload: { is_featured: true },
  }),
  'GET /api/admin/orders/': () => ({ url: '/api/admin/orders/' }),
  'GET /api/admin/orders/{id}/stock-check/': (i) => ({ url: `/api/admin/orders/${i.order}/stock-check/` }),
  'GET /api/admin/orders/{id}/': (i) => ({ url: `/api/admin/orders/${i.order}/` }),
  'PUT /api/admin/orders/{id}/': (i) => ({
    url: `/api/admin/orders/${i.order}/`,
    payload: { status: 'confirmed' },
  }),
  // docs/refunds.md
  'GET /api/admin/orders/{id}/refunds/': (i) => ({ url: `/api/admin/orders/${i.order}/refunds/` }),
  'POST /api/admin/orders/{id}/payments/{payment_id}/refunds/': (i) => ({
    url: `/api/admin/orders/${i.order}/payments/${i.payment}/refunds/`,
    // Half the payment, recorded by hand: the rest stays due for the route after it.
    payload: {
      amount: '0.50',
      reason: 'The guard walk refunds it',
      method: 'manual',
      reference: 'GUARD-REF-1',
    },
  }),
  'POST /api/admin/tour-bookings/{id}/refunds/': (i) => ({
    url: `/api/admin/tour-bookings/${i.cancelledBooking}/refunds/`,
    payload: { method: 'manual', reference: 'GUARD-REF-2' },
  }),
  'GET /api/admin/refunds/attention/': () => ({ url: '/api/admin/refunds/attention/' }),
  'POST /api/admin/orders/{id}/payments/{payment_id}/refunded/': (i) => ({
    url: `/api/admin/orders/${i.order}/payments/${i.payment}/refunded/`,
  }),
  // docs/serials-and-warranty.md
  'GET /api/admin/serials/': () => ({ url: '/api/admin/serials/?serial=GUARD-SN-1' }),
  'POST /api/admin/serials/arrivals/': (i) => ({
    url: '/api/admin/serials/arrivals/',
    payload: { product_brand: 'fursa', product: i.product, serials: ['GUARD-SN-2'] },
  }),
  'PUT /api/admin/serials/{id}/': (i) => ({
    url: `/api/admin/serials/${i.serial}/`,
    payload: { serial: 'GUARD-SN-1B' },
  }),
  'PUT /api/admin/orders/{id}/items/{item_id}/serials/': (i) => ({
    url: `/api/admin/orders/${i.order}/items/${i.orderItem}/serials/`,
    payload: { serials: ['GUARD-SN-3'] },
  }),
  'GET /api/admin/contacts/': () => ({ url: '/api/admin/contacts/' }),
  'GET /api/admin/messages/outbox/': () => ({ url: '/api/admin/messages/outbox/' }),
  'POST /api/admin/messages/outbox/{id}/resend/': (i) => ({
    url: `/api/admin/messages/outbox/${i.outbox}/resend/`,
  }),
  'POST /api/admin/contacts/{id}/mark-read/': (i) => ({
    url: `/api/admin/contacts/${i.contact}/mark-read/`,
  }),
  'POST /api/admin/contacts/{id}/mark-unread/': (i) => ({
    url: `/api/admin/contacts/${i.contact}/mark-unread/`,
  }),
  'POST /api/admin/contacts/{id}/reply/': (i) => ({
    url: `/api/admin/contacts/${i.contact}/reply/`,
    payload: { body: 'Thank you for writing.' },
  }),
  'GET /api/admin/testimonials/': () => ({ url: '/api/admin/testimonials/' }),
  // The owner's desk (docs/sales-and-exports.md, docs/catalogue-import.md, docs/stock.md).
  'GET /api/admin/sales/': () => ({ url: '/api/admin/sales/?from=2026-01-01&to=2026-01-31' }),
  'GET /api/admin/exports/orders.csv': () => ({ url: '/api/admin/exports/orders.csv' }),
  'GET /api/admin/exports/customers.csv': () => ({ url: '/api/admin/exports/customers.csv' }),
  // docs/privacy.md: customers' data-rights requests.
  'GET /api/admin/privacy-requests/': () => ({ url: '/api/admin/privacy-requests/' }),
  // docs/privacy.md, "Breaches": the register.
  'GET /api/admin/breaches/': () => ({ url: '/api/admin/breaches/' }),
  'POST /api/admin/breaches/': () => ({
    url: '/api/admin/breaches/',
    payload: { found_at: '2026-11-21T09:30:00Z', description: 'x', data_affected: 'y', people_affected: 'z' },
  }),
  'PUT /api/admin/breaches/{id}/': (i) => ({
    url: `/api/admin/breaches/${i.breach}/`,
    payload: { people_notified_at: '2026-11-22T09:30:00Z' },
  }),
  'GET /api/admin/settings/alerts/': () => ({ url: '/api/admin/settings/alerts/' }),
  'PUT /api/admin/settings/alerts/': () => ({
    url: '/api/admin/settings/alerts/',
    payload: { low_stock: true, sold_out: true, daily_summary: true },
  }),
  'POST /api/admin/settings/alerts/send/': () => ({ url: '/api/admin/settings/alerts/send/' }),
  ...Object.fromEntries(
    (['products', 'igsum-products'] as const).flatMap((list) => [
      [`GET /api/admin/${list}/export/`, () => ({ url: `/api/admin/${list}/export/` })],
      [
        `POST /api/admin/${list}/import/preview/`,
        () => ({ url: `/api/admin/${list}/import/preview/`, payload: { csv: GUARD_CSV } }),
      ],
      [
        `POST /api/admin/${list}/import/apply/`,
        () => ({ url: `/api/admin/${list}/import/apply/`, payload: { csv: GUARD_CSV, versions: {} } }),
      ],
      [
        `GET /api/admin/${list}/{id}/stock-history/`,
        (i: Record<string, number>) => ({
          url: `/api/admin/${list}/${list === 'products' ? i.product : i.igsumProduct}/stock-history/`,
        }),
      ],
    ]),
  ),
  // Selling more (docs/discount-codes.md, docs/reminders.md, docs/back-in-stock.md).
  // docs/phone-orders.md: a customer from a phone number, an order for them, its link and a push.
  'GET /api/admin/phone-orders/customers/': () => ({ url: '/api/admin/phone-orders/customers/?q=guard' }),
  'POST /api/admin/phone-orders/customers/': () => ({
    url: '/api/admin/phone-orders/customers/',
    payload: { phone: '0754 000 451', full_name: 'Guard Walk Customer' },
  }),
  'POST /api/admin/phone-orders/': (i) => ({
    url: '/api/admin/phone-orders/',
    payload: {
      customer: i['POST /api/admin/phone-orders/customers/'],
      channel: 'phone',
      items: { kind: 'products', brand: 'fursa', lines: [{ product: i.product, quantity: 1 }] },
    },
  }),
  'GET /api/admin/phone-orders/{id}/': (i) => ({
    url: `/api/admin/phone-orders/${i['POST /api/admin/phone-orders/']}/`,
  }),
  'POST /api/admin/phone-orders/{id}/send-link/': (i) => ({
    url: `/api/admin/phone-orders/${i['POST /api/admin/phone-orders/']}/send-link/`,
  }),
  'POST /api/admin/phone-orders/{id}/push/': (i) => ({
    url: `/api/admin/phone-orders/${i['POST /api/admin/phone-orders/']}/push/`,
    payload: {},
  }),
  'GET /api/admin/reminders/': () => ({ url: '/api/admin/reminders/' }),
  'PUT /api/admin/reminders/settings/': () => ({
    url: '/api/admin/reminders/settings/',
    payload: { push_unapproved: true, cart_abandoned: true, hold_expiring: true },
  }),
  'GET /api/admin/demand/': () => ({ url: '/api/admin/demand/' }),
  'GET /api/admin/discounts/': () => ({ url: '/api/admin/discounts/' }),
  'POST /api/admin/discounts/': () => ({
    url: '/api/admin/discounts/',
    payload: {
      code: 'GUARD10',
      brand: 'fursa',
      kind: 'percentage',
      percent: 10,
      starts_at: '2026-01-01T08:00',
    },
  }),
  'GET /api/admin/discounts/{id}/': (i) => ({
    url: `/api/admin/discounts/${i['POST /api/admin/discounts/']}/`,
  }),
  'PUT /api/admin/discounts/{id}/': (i) => ({
    url: `/api/admin/discounts/${i['POST /api/admin/discounts/']}/`,
    payload: {
      code: 'GUARD15',
      brand: 'fursa',
      kind: 'percentage',
      percent: 15,
      starts_at: '2026-01-01T08:00',
    },
  }),
  'GET /api/admin/discounts/{id}/uses/': (i) => ({
    url: `/api/admin/discounts/${i['POST /api/admin/discounts/']}/uses/`,
  }),
  // Tours as operators sell them (docs/tours-pricing.md).
  'GET /api/admin/tours/{id}/terms/': (i) => ({ url: `/api/admin/tours/${i.termsTour}/terms/` }),
  'PUT /api/admin/tours/{id}/terms/': (i) => ({
    url: `/api/admin/tours/${i.termsTour}/terms/`,
    payload: { ...GUARD_TERMS, parks: [{ park: i.park, days: 1 }] },
  }),
  // docs/receipts.md: the admin's list of receipts.
  'GET /api/admin/receipts/': () => ({ url: '/api/admin/receipts/?status=plain' }),
  'GET /api/admin/receipts/z-report/': () => ({ url: '/api/admin/receipts/z-report/?date=2026-01-01' }),
  'POST /api/admin/receipts/{id}/resend/': (i) => ({ url: `/api/admin/receipts/${i.receipt}/resend/` }),
  'GET /api/admin/parks/': () => ({ url: '/api/admin/parks/' }),
  'POST /api/admin/parks/': () => ({ url: '/api/admin/parks/', payload: { name: 'Guard Crater' } }),
  'GET /api/admin/park-fees/': () => ({ url: '/api/admin/park-fees/' }),
  'POST /api/admin/park-fees/': (i) => ({
    url: '/api/admin/park-fees/',
    payload: {
      park: i.park,
      traveller_type: 'adult',
      residency: 'non_resident',
      amount_usd: '70.00',
      amount_tzs: null,
      vat_applies: true,
      valid_from: '2026-07-01',
    },
  }),
  'GET /api/admin/tour-bookings/overdue/': () => ({ url: '/api/admin/tour-bookings/overdue/' }),
  'GET /api/admin/tour-bookings/departure/': (i) => ({
    url: `/api/admin/tour-bookings/departure/?tour=${i.termsTour}&date=${isoDate(i.departureDate!)}`,
  }),
  // docs/vouchers-and-check-in.md: check-in, before the walk cancels the booking.
  'GET /api/admin/check-in/departures/': () => ({ url: '/api/admin/check-in/departures/' }),
  'GET /api/admin/check-in/departures/{id}/': (i) => ({
    url: `/api/admin/check-in/departures/${i.checkInDeparture}/`,
  }),
  'POST /api/admin/check-in/scans/': (i) => ({
    url: '/api/admin/check-in/scans/',
    payload: {
      departure: i.checkInDeparture,
      scans: [
        { scan_id: 'guard-scan-1', token: 'V1.1.x', traveller_ids: [], scanned_at: new Date().toISOString() },
      ],
    },
  }),
  'POST /api/admin/check-in/departures/{id}/bookings/{order}/push/': (i) => ({
    url: `/api/admin/check-in/departures/${i.checkInDeparture}/bookings/${i.booking}/push/`,
    payload: { phone: '0754 000 461' },
  }),
  // docs/departures.md: pickup points, guides, vehicles, allocation and the manifest (before the
  // booking is cancelled below, so it is still on its departure).
  'GET /api/admin/tours/{id}/pickup-points/': (i) => ({
    url: `/api/admin/tours/${i.termsTour}/pickup-points/`,
  }),
  'PUT /api/admin/tours/{id}/departure-time/': (i) => ({
    url: `/api/admin/tours/${i.termsTour}/departure-time/`,
    payload: { departs_at: '06:30' },
  }),
  'POST /api/admin/tours/{id}/pickup-points/': (i) => ({
    url: `/api/admin/tours/${i.termsTour}/pickup-points/`,
    payload: { name: 'Walk Hotel', lat: -3.4, lng: 36.7, offset_minutes: -15, position: 2 },
  }),
  'PUT /api/admin/pickup-points/{id}/': (i) => ({
    url: `/api/admin/pickup-points/${i.pickup}/`,
    payload: { name: 'Guard Lodge', lat: -3.37, lng: 36.68, offset_minutes: -40 },
  }),
  'GET /api/admin/guides/': () => ({ url: '/api/admin/guides/' }),
  'POST /api/admin/guides/': () => ({
    url: '/api/admin/guides/',
    payload: { user: guardGuideUser, phone: '754 100 300', locale: 'en' },
  }),
  'PUT /api/admin/guides/{id}/': (i) => ({
    url: `/api/admin/guides/${i.guide}/`,
    payload: { phone: '754 100 201', locale: 'sw' },
  }),
  'GET /api/admin/vehicles/': () => ({ url: '/api/admin/vehicles/' }),
  'POST /api/admin/vehicles/': () => ({
    url: '/api/admin/vehicles/',
    payload: { name: 'Walk Van', plate: 'T 002 GRD', seats: 4 },
  }),
  'PUT /api/admin/vehicles/{id}/': (i) => ({
    url: `/api/admin/vehicles/${i.vehicle}/`,
    payload: { name: 'Guard Cruiser', plate: 'T 001 GRD', seats: 7, unavailable_dates: ['2027-01-01'] },
  }),
  'GET /api/admin/departures/': () => ({ url: '/api/admin/departures/' }),
  'GET /api/admin/departures/{id}/': (i) => ({ url: `/api/admin/departures/${i.departure}/` }),
  'PUT /api/admin/departures/{id}/vehicles/': (i) => ({
    url: `/api/admin/departures/${i.departure}/vehicles/`,
    payload: { vehicles: [i.vehicle] },
  }),
  'PUT /api/admin/departures/{id}/guides/': (i) => ({
    url: `/api/admin/departures/${i.departure}/guides/`,
    payload: { guides: [i.guide] },
  }),
  'POST /api/admin/departures/{id}/allocate/': (i) => ({
    url: `/api/admin/departures/${i.departure}/allocate/`,
  }),
  'PUT /api/admin/departures/{id}/bookings/{order}/vehicle/': (i) => ({
    url: `/api/admin/departures/${i.departure}/bookings/${i.booking}/vehicle/`,
    payload: { vehicle: i.vehicle },
  }),
  'GET /api/admin/departures/{id}/manifest/': (i) => ({
    url: `/api/admin/departures/${i.departure}/manifest/`,
  }),
  'GET /api/admin/departures/{id}/manifest.csv': (i) => ({
    url: `/api/admin/departures/${i.departure}/manifest.csv`,
  }),
  'GET /api/admin/tour-bookings/{id}/': (i) => ({ url: `/api/admin/tour-bookings/${i.booking}/` }),
  'PUT /api/admin/tour-bookings/{id}/travellers/': (i) => ({
    url: `/api/admin/tour-bookings/${i.booking}/travellers/`,
    payload: {
      travellers: [
        {
          position: 1,
          details: {
            full_name: 'Asha Guard',
            nationality: 'TZ',
            id_number: 'AB123456',
            date_of_birth: '1990-01-01',
          },
        },
      ],
    },
  }),
  'PUT /api/admin/tour-bookings/{id}/balance-due/': (i) => ({
    url: `/api/admin/tour-bookings/${i.booking}/balance-due/`,
    payload: { balance_due_on: dateFromToday(100) },
  }),
  'GET /api/admin/tour-bookings/{id}/cancel/': (i) => ({
    url: `/api/admin/tour-bookings/${i.booking}/cancel/`,
  }),
  'POST /api/admin/tour-bookings/{id}/cancel/': (i) => ({
    url: `/api/admin/tour-bookings/${i.booking}/cancel/`,
    payload: { reason: 'The guard walk cancels it', waive_fee: true },
  }),
  'POST /api/admin/tour-bookings/{id}/refunded/': (i) => ({
    url: `/api/admin/tour-bookings/${i.booking}/refunded/`,
  }),
  'PUT /api/admin/testimonials/{id}/': (i) => ({
    url: `/api/admin/testimonials/${i.testimonial}/`,
    payload: { is_approved: true },
  }),
  'DELETE /api/admin/igsum-products/{id}/': (i) => ({
    url: `/api/admin/igsum-products/${i['POST /api/admin/igsum-products/']}/`,
  }),
  'DELETE /api/admin/igsum-product-categories/{id}/': (i) => ({
    url: `/api/admin/igsum-product-categories/${i['POST /api/admin/igsum-product-categories/']}/`,
  }),
  'DELETE /api/admin/tours/{id}/': (i) => ({ url: `/api/admin/tours/${i['POST /api/admin/tours/']}/` }),
  'DELETE /api/admin/tour-categories/{id}/': (i) => ({
    url: `/api/admin/tour-categories/${i['POST /api/admin/tour-categories/']}/`,
  }),
  'DELETE /api/admin/products/{id}/': (i) => ({
    url: `/api/admin/products/${i['POST /api/admin/products/']}/`,
  }),
  'DELETE /api/admin/categories/{id}/': (i) => ({
    url: `/api/admin/categories/${i['POST /api/admin/categories/']}/`,
  }),
  'DELETE /api/admin/discounts/{id}/': (i) => ({
    url: `/api/admin/discounts/${i['POST /api/admin/discounts/']}/`,
  }),
  'DELETE /api/admin/park-fees/{id}/': (i) => ({
    url: `/api/admin/park-fees/${i['POST /api/admin/park-fees/']}/`,
  }),
  'DELETE /api/admin/pickup-points/{id}/': (i) => ({
    url: `/api/admin/pickup-points/${i['POST /api/admin/tours/{id}/pickup-points/']}/`,
  }),
  'DELETE /api/admin/guides/{id}/': (i) => ({ url: `/api/admin/guides/${i['POST /api/admin/guides/']}/` }),
  'DELETE /api/admin/vehicles/{id}/': (i) => ({
    url: `/api/admin/vehicles/${i['POST /api/admin/vehicles/']}/`,
  }),
};

type Doc = { paths: Record<string, Record<string, { security?: unknown }>> };

async function adminRoutes(): Promise<string[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(ADMIN_PREFIX))
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
}

/** Every admin route and former admin path, with made-up ids and no body: the guard answers first. */
async function everyAdminPath(): Promise<{ method: InjectOptions['method']; url: string }[]> {
  const routes = (await adminRoutes()).map((key) => {
    const [method, path] = key.split(' ') as [InjectOptions['method'], string];
    return { method, url: path.replace(/\{[a-z_]+\}/g, '1') };
  });
  const former = FORMER_ADMIN_PATHS.map(({ method, from }) => ({
    method,
    url: from.replace(/:[a-z_]+/g, '1'),
  }));
  return [...routes, ...former];
}

function request(key: string, token?: string) {
  const [method, _path] = key.split(' ') as [InjectOptions['method'], string];
  const { url, ...rest } = CASES[key]!(ids);
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return t.app.inject({ method, url, headers, ...rest });
}

describe('admin authorization', () => {
  it('has a case for every admin route, and every case is a real route', async () => {
    const routes = await adminRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => !(r in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((c) => !routes.includes(c))).toEqual([]);
  });

  it('documents every admin route as needing a bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
    const admin = Object.entries(doc.paths).filter(([path]) => path.startsWith(ADMIN_PREFIX));
    for (const [path, ops] of admin) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
      }
    }
  });

  it('refuses visitors with 401 and customers with 403 on every admin route and former admin path', async () => {
    const paths = await everyAdminPath();
    expect(paths.length).toBeGreaterThan(30 + FORMER_ADMIN_PATHS.length);
    for (const { method, url } of paths) {
      const visitor = await t.app.inject({ method, url });
      expect(visitor.statusCode, `${method} ${url} as a visitor`).toBe(401);
      const customer = await t.as(customerToken, { method, url });
      expect(customer.statusCode, `${method} ${url} as a customer`).toBe(403);
    }
  });

  it("refuses a guide's token with 403 on every admin route and former admin path (docs/departures.md)", async () => {
    expect((await t.as(guideToken, { method: 'GET', url: '/api/guide/departures/' })).statusCode).toBe(200);
    for (const { method, url } of await everyAdminPath()) {
      const guide = await t.as(guideToken, { method, url });
      expect(guide.statusCode, `${method} ${url} as a guide`).toBe(403);
    }
  });

  it('lets an admin use every admin route', async () => {
    for (const key of Object.keys(CASES)) {
      const res = await request(key, adminToken);
      expect(res.statusCode, `${key} as the admin: ${res.body}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `${key} as the admin: ${res.body}`).toBeLessThan(300);
      if (key.startsWith('POST ') && res.statusCode === 201) ids[key] = (res.json() as { id: number }).id;
    }
  });
});

describe('former admin paths', () => {
  const asAdmin = (opts: InjectOptions) => t.as(adminToken, opts);

  it('answers an order read and a status change as the current paths do', async () => {
    const current = await asAdmin({ method: 'GET', url: `/api/admin/orders/${ids.order}/` });
    const former = await asAdmin({ method: 'GET', url: `/api/orders/admin/${ids.order}/` });
    expect(current.statusCode).toBe(200);
    expect(former.statusCode).toBe(200);
    expect(former.json()).toEqual(current.json());

    const changed = await asAdmin({
      method: 'PUT',
      url: `/api/orders/admin/${ids.order}/`,
      payload: { status: 'processing', note: 'via the former path' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await asAdmin({ method: 'GET', url: `/api/admin/orders/${ids.order}/` })).json();
    expect(after).toMatchObject({ status: 'processing' });
    const viaStatus = await asAdmin({
      method: 'PUT',
      url: `/api/orders/${ids.order}/status/`,
      payload: { status: 'shipped' },
    });
    expect(viaStatus.statusCode, viaStatus.body).toBe(200);
    expect((await asAdmin({ method: 'GET', url: `/api/admin/orders/${ids.order}/` })).json()).toMatchObject({
      status: 'shipped',
    });
  });

  it('answers the inbox, its query string and marking read as the current paths do', async () => {
    const current = await asAdmin({ method: 'GET', url: '/api/admin/contacts/?page_size=1' });
    const former = await asAdmin({ method: 'GET', url: '/api/contact/admin/contacts/?page_size=1' });
    expect(former.statusCode).toBe(200);
    expect(former.json()).toEqual(current.json());
    expect((former.json() as { results: unknown[] }).results).toHaveLength(1);

    const read = await asAdmin({
      method: 'POST',
      url: `/api/contact/admin/contacts/${ids.contact}/mark-read/`,
    });
    expect(read.statusCode, read.body).toBe(200);
    const unread = await asAdmin({ method: 'POST', url: `/api/admin/contacts/${ids.contact}/mark-unread/` });
    expect(unread.json()).toMatchObject({ id: ids.contact, is_read: false });
    expect(read.json()).toMatchObject({ id: ids.contact, is_read: true });
  });

  it('is not a way round the customer routes: a GET of the status path is still not found', async () => {
    const res = await asAdmin({ method: 'GET', url: `/api/orders/${ids.order}/status/` });
    expect(res.statusCode).toBe(404);
  });
});
