import type { AdminSalesReport } from '@shop/contract/admin-sales';
import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type {
  AdminPhoneOrder,
  PayLinkClaimResponse,
  PayLinkOrder,
  PhoneOrderCustomer,
  PhoneOrderCustomerPage,
} from '@shop/contract/phone-orders';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, outboxMessages, products } from '#server/db/schema.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeProduct, makeTour, mobileNumber, tourTerms } from '#server/test/builders.ts';
import { postDemoForm } from '#server/test/checkout-steps.ts';
import { payLinkTokens } from './pay-link-token';

let t: TestApp;
let admin: string;
let adminName: string;
beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await t.admin();
  admin = signedIn.access;
  adminName = signedIn.user.username;
});
afterAll(() => t.close());

const db = () => t.database.db;
const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.as(admin, { method, url, payload });
const HOSTILE = `Robert'); DROP TABLE orders;-- <script>alert(1)</script> =HYPERLINK("x") %_`;

async function newCustomer(fullName = 'Neema Juma', locale: 'en' | 'sw' = 'en') {
  const phone = mobileNumber();
  const res = await asAdmin('POST', '/api/admin/phone-orders/customers/', {
    phone,
    full_name: fullName,
    locale,
  });
  expect(res.statusCode).toBe(201);
  return { ...(res.json() as PhoneOrderCustomer), typed: phone };
}

async function takeOrder(payload: object) {
  return asAdmin('POST', '/api/admin/phone-orders/', payload);
}

const tokenOf = (link: string) => decodeURIComponent(link.split('/pay/')[1]!);
const payLink = (token: string, rest = '') => `/api/pay-links/${encodeURIComponent(token)}/${rest}`;

describe('customers for a phone order', () => {
  it('makes a customer from a phone number, without a password, found by phone, name or e-mail', async () => {
    const made = await newCustomer(HOSTILE);
    expect(made).toMatchObject({ email: '', full_name: HOSTILE, has_password: false, locale: 'en' });
    expect(made.phone).toBe(`+255${made.typed.slice(1)}`);
    // No password signs in to it.
    for (const password of ['', '!', 'anything']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { username: made.username, password },
      });
      expect(login.statusCode).not.toBe(200);
    }
    // The same number again is refused: the admin searches instead.
    const again = await asAdmin('POST', '/api/admin/phone-orders/customers/', {
      phone: `+255 ${made.typed.slice(1)}`,
      full_name: 'Someone Else',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: { name: 'customerPhoneTaken' } });

    const search = async (q: string) => {
      const res = await asAdmin('GET', `/api/admin/phone-orders/customers/?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as PhoneOrderCustomerPage).results.map((c) => c.id);
    };
    expect(await search(made.typed)).toEqual([made.id]);
    expect(await search(`255${made.typed.slice(1)}`)).toEqual([made.id]);
    expect(await search(HOSTILE)).toEqual([made.id]);
    // LIKE's own characters match only themselves.
    expect(await search('%_')).toEqual([made.id]);
    const registered = await t.register();
    expect(await search(registered.user.email)).toEqual([registered.user.id]);
    // Staff are not customers.
    expect(await search(adminName)).toEqual([]);
    const short = await asAdmin('GET', '/api/admin/phone-orders/customers/?q=a');
    expect(short.statusCode).toBe(400);
  });
});

describe('taking a laptop order', () => {
  it("prices it as the storefront does, holds the units for the admin's time, and says who took it", async () => {
    const customer = await newCustomer('Asha Mwinyi', 'sw');
    const laptop = await makeProduct(db(), { brand: 'fursa', price: '1500000.00', stockQuantity: 3 });
    const res = await takeOrder({
      customer: customer.id,
      channel: 'phone',
      items: {
        kind: 'products',
        brand: 'fursa',
        lines: [{ product: laptop.id, quantity: 2 }],
        fulfilment: 'pickup',
      },
      admin_discount: { amount: '100000', reason: HOSTILE },
      hold_minutes: 120,
      expected_total: '2900000.00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const taken = res.json() as AdminPhoneOrder;
    expect(taken.order).toMatchObject({
      subtotal: '3000000.00',
      discount_amount: '100000.00',
      total_amount: '2900000.00',
      currency: 'TZS',
      status: 'pending',
      payment_status: 'pending',
    });
    expect(taken).toMatchObject({
      channel: 'phone',
      taken_by: adminName,
      admin_discount: '100000.00',
      admin_discount_reason: HOSTILE,
    });
    const minutes = (Date.parse(taken.order.hold_expires_at!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(115);
    expect(minutes).toBeLessThanOrEqual(120);
    const [row] = await db().select().from(products).where(isProduct('fursa', laptop.id));
    expect(row!.heldQuantity).toBe(2);
    // No e-mail is queued for an account made from a phone number: its address is never delivered to.
    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.channel, 'email'),
          eq(outboxMessages.recipient, `${customer.username}@phone.invalid`),
        ),
      );
    expect(mails).toEqual([]);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.taken'), eq(auditLog.entityId, String(taken.order.id))));
    expect(audit!.details).toMatchObject({ channel: 'phone', admin_discount: '100000', reason: HOSTILE });

    // The link goes by SMS in the customer's language; the WhatsApp link carries the same words.
    expect(taken.pay_link).toMatch(/^http:\/\/localhost:\d+\/sw\/pay\/P1-/);
    const sent = await asAdmin('POST', `/api/admin/phone-orders/${taken.order.id}/send-link/`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ queued: true, to: customer.phone });
    const [sms] = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'pay_link'), eq(outboxMessages.recipient, customer.phone.slice(1))));
    // Each link is signed when it is made, so the text's and the screen's differ only in their token.
    const words = `FURSA: oda ${taken.order.order_id}, TSh 2,900,000. Lipia hapa: http://localhost:`;
    const linkPattern = /^\d+\/sw\/pay\/P1-\d+-[0-9a-z]+-[0-9a-f]{32}$/;
    expect(sms!.bodyText.startsWith(words)).toBe(true);
    expect(sms!.bodyText.slice(words.length)).toMatch(linkPattern);
    expect(sms!.bodyText.length).toBeLessThanOrEqual(160);
    const whatsApp = new URL(taken.whatsapp_url!);
    expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe(`https://wa.me/${customer.phone.slice(1)}`);
    const shared = whatsApp.searchParams.get('text')!;
    expect(shared.startsWith(words)).toBe(true);
    expect(shared.slice(words.length)).toMatch(linkPattern);
  });

  it('refuses an admin discount above the total, a typed price, and units the shop does not have', async () => {
    const customer = await newCustomer();
    const laptop = await makeProduct(db(), { brand: 'fursa', price: '500000.00', stockQuantity: 1 });
    const base = {
      customer: customer.id,
      channel: 'walk_in',
      items: { kind: 'products', brand: 'fursa', lines: [{ product: laptop.id, quantity: 1 }] },
    };
    const tooMuch = await takeOrder({
      ...base,
      admin_discount: { amount: '500000.01', reason: 'Loyal customer' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ reason: { name: 'adminDiscountTooLarge' } });
    const noReason = await takeOrder({ ...base, admin_discount: { amount: '1000', reason: '' } });
    expect(noReason.statusCode).toBe(400);
    const typedPrice = await takeOrder({
      ...base,
      items: { ...base.items, lines: [{ product: laptop.id, quantity: 1, price: '1' }] },
    });
    expect(typedPrice.statusCode).toBe(400);
    const short = await takeOrder({
      ...base,
      items: { ...base.items, lines: [{ product: laptop.id, quantity: 2 }] },
    });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'cart_changed' });
    const igsumAsLaptop = await takeOrder({ ...base, items: { ...base.items, brand: 'igsum' } });
    expect(igsumAsLaptop.statusCode).toBe(409);
    const unknown = await takeOrder({ ...base, customer: 2_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(await db().select().from(orders).where(eq(orders.userId, customer.id))).toEqual([]);
  });

  it('records cash on delivery with no link and no expiry, and takes IGSUM products in dollars', async () => {
    const customer = await newCustomer();
    const basket = await makeProduct(db(), { brand: 'igsum', price: '40.00', stockQuantity: 4 });
    const res = await takeOrder({
      customer: customer.id,
      channel: 'whatsapp',
      items: { kind: 'products', brand: 'igsum', lines: [{ product: basket.id, quantity: 3 }] },
      payment: 'cash_on_delivery',
    });
    expect(res.statusCode).toBe(201);
    const taken = res.json() as AdminPhoneOrder;
    expect(taken.order).toMatchObject({
      order_type: 'igsum',
      currency: 'USD',
      total_amount: '120.00',
      payment_method: 'cash_on_delivery',
      hold_expires_at: null,
    });
    expect(taken.pay_link).toBeNull();
    const send = await asAdmin('POST', `/api/admin/phone-orders/${taken.order.id}/send-link/`);
    expect(send.statusCode).toBe(409);
    expect(send.json()).toMatchObject({ reason: { name: 'orderNotPayable' } });
  });

  it("books a tour departure with travellers through the tour's own pricing", async () => {
    const customer = await newCustomer();
    const date = dateFromToday(90);
    const tour = await makeTour(db(), {
      title: 'Ngorongoro',
      price: '999.00',
      maxParticipants: 6,
      dates: [date],
    });
    const terms = await asAdmin('PUT', `/api/admin/tours/${tour.id}/terms/`, tourTerms());
    expect(terms.statusCode).toBe(200);
    const payload = {
      customer: customer.id,
      channel: 'instagram',
      items: {
        kind: 'tour',
        booking: {
          tour: tour.id,
          tour_date: date,
          travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: 2 }],
        },
      },
      hold_minutes: 60 * 48,
    };
    const res = await takeOrder(payload);
    expect(res.statusCode).toBe(201);
    const taken = res.json() as AdminPhoneOrder;
    expect(taken.order.kind).toBe('tour_booking');
    expect(taken.channel).toBe('instagram');
    expect(Date.parse(taken.order.hold_expires_at!) - Date.now()).toBeGreaterThan(47 * 3_600_000);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/tour-bookings/quote/',
      payload: {
        tour: tour.id,
        tour_date: date,
        travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: 2 }],
      },
    });
    expect(taken.order.total_amount).toBe((quote.json() as { total: string }).total);
    // Cash on delivery is for things handed over.
    const cash = await takeOrder({ ...payload, payment: 'cash_on_delivery' });
    expect(cash.statusCode).toBe(400);
  });
});

describe('typed text in the exports', () => {
  it("keeps a customer's name a spreadsheet would run as a formula inert in the orders CSV", async () => {
    const customer = await newCustomer('=HYPERLINK("http://evil.example","Pay")');
    const laptop = await makeProduct(db(), { brand: 'fursa', price: '700000.00' });
    const taken = await takeOrder({
      customer: customer.id,
      channel: 'phone',
      items: { kind: 'products', brand: 'fursa', lines: [{ product: laptop.id, quantity: 1 }] },
      admin_discount: { amount: '1000', reason: '=cmd|/c calc' },
    });
    const reference = (taken.json() as AdminPhoneOrder).order.order_id;
    const csv = await asAdmin('GET', `/api/admin/exports/orders.csv?search=${reference}`);
    expect(csv.statusCode).toBe(200);
    const rows = parse(csv.rawPayload.toString('utf8'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!['Customer name']).toBe(`'=HYPERLINK("http://evil.example","Pay")`);
  });
});

describe('the payment link', () => {
  async function linkedOrder() {
    const customer = await newCustomer('Baraka Mushi');
    const laptop = await makeProduct(db(), { brand: 'fursa', price: '800000.00', stockQuantity: 2 });
    const res = await takeOrder({
      customer: customer.id,
      channel: 'phone',
      items: { kind: 'products', brand: 'fursa', lines: [{ product: laptop.id, quantity: 1 }] },
    });
    const taken = res.json() as AdminPhoneOrder;
    return { customer, taken, token: tokenOf(taken.pay_link!) };
  }

  it('shows only its order, pays it by mobile money through the demo phone, then lets the customer claim the account', async () => {
    const { customer, taken, token } = await linkedOrder();
    const view = await t.app.inject({ method: 'GET', url: payLink(token) });
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    const order = view.json() as PayLinkOrder;
    expect(order).toMatchObject({
      order_id: taken.order.order_id,
      total_amount: taken.order.total_amount,
      due: taken.order.total_amount,
      greeting_name: 'Baraka',
      phone: customer.phone,
      claimable: true,
    });
    expect(JSON.stringify(order)).not.toContain('@');

    const push = await t.app.inject({
      method: 'POST',
      url: payLink(token, 'mobile-money/'),
      payload: { phone: customer.typed },
    });
    expect(push.statusCode).toBe(201);
    const attempt = push.json() as MobileMoneyAttempt;
    expect(attempt.amount_tzs).toBe('800000.00');
    await postDemoForm(t.app, `${new URL(attempt.demo_phone_url!).pathname}approve/`);
    const polled = await t.app.inject({ method: 'GET', url: payLink(token, `mobile-money/${attempt.id}/`) });
    expect(polled.json()).toMatchObject({ status: 'paid' });
    const after = (await t.app.inject({ method: 'GET', url: payLink(token) })).json() as PayLinkOrder;
    expect(after).toMatchObject({ payment_status: 'paid', due: null });
    expect((await asAdmin('GET', `/api/admin/phone-orders/${taken.order.id}/`)).json()).toMatchObject({
      pay_link: null,
    });

    // The account's first password, through the reset's own confirm; then the link claims nothing more.
    const claim = await t.app.inject({ method: 'POST', url: payLink(token, 'claim/') });
    expect(claim.statusCode).toBe(200);
    const resetToken = new URL(
      (claim.json() as PayLinkClaimResponse).reset_path,
      'http://x',
    ).searchParams.get('token');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm/',
      payload: { token: resetToken, password: 'Kilimanjaro-5895' },
    });
    expect(confirm.statusCode).toBeLessThan(300);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: customer.username, password: 'Kilimanjaro-5895' },
    });
    expect(login.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: payLink(token, 'claim/') });
    expect(again.statusCode).toBe(409);
  });

  it("refuses a changed, foreign or expired token, and another order's payment", async () => {
    const { taken, token } = await linkedOrder();
    const other = await linkedOrder();
    const [, id, exp, mac] = token.split('-');
    const forged = [
      `P1-${other.taken.order.id}-${exp}-${mac}`,
      `P1-${id}-${(Number.parseInt(exp!, 36) + 1).toString(36)}-${mac}`,
      payLinkTokens('another shop').tokenOf(taken.order.id),
      'nonsense',
      `${token}x`,
    ];
    for (const bad of forged) {
      const res = await t.app.inject({ method: 'GET', url: payLink(bad) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ reason: { name: 'payLinkInvalid' } });
    }
    const tokens = payLinkTokens('secret');
    const made = tokens.tokenOf(7, new Date('2026-01-01T00:00:00Z'));
    expect(tokens.orderOf(made, new Date('2026-01-07T23:59:00Z'))).toBe(7);
    expect(tokens.orderOf(made, new Date('2026-01-08T00:00:01Z'))).toBeNull();

    // An attempt of the customer's other order is not this link's.
    const push = await t.app.inject({
      method: 'POST',
      url: payLink(other.token, 'mobile-money/'),
      payload: { phone: other.customer.typed },
    });
    const attempt = push.json() as MobileMoneyAttempt;
    const foreign = await t.app.inject({ method: 'GET', url: payLink(token, `mobile-money/${attempt.id}/`) });
    expect(foreign.statusCode).toBe(404);
  });

  it("lets the admin push to the customer's phone now", async () => {
    const { taken, customer } = await linkedOrder();
    const res = await asAdmin('POST', `/api/admin/phone-orders/${taken.order.id}/push/`, {});
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ order_id: taken.order.id, status: 'pending' });
    expect((res.json() as MobileMoneyAttempt).phone.slice(-2)).toBe(customer.phone.slice(-2));
  });
});

describe('the sales report', () => {
  it('shows orders per channel', async () => {
    // Revenue counts sold orders (docs/sales-and-exports.md): the paid phone order is sold.
    const [paid] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.channel, 'phone'), eq(orders.paymentStatus, 'paid')));
    const sold = await asAdmin('PUT', `/api/admin/orders/${paid!.id}/`, { status: 'sold' });
    expect(sold.statusCode).toBe(200);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const res = await asAdmin('GET', `/api/admin/sales/?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const channels = (res.json() as AdminSalesReport).channels!;
    const phone = channels.find((c) => c.channel === 'phone')!;
    const taken = await db().select({ id: orders.id }).from(orders).where(eq(orders.channel, 'phone'));
    expect(phone.orders).toBe(taken.length);
    expect(phone).toMatchObject({ sales: 1, revenue: { TZS: '800000.00', USD: '0.00' } });
    expect(channels.find((c) => c.channel === 'whatsapp')).toMatchObject({ orders: 1 });
  });
});
