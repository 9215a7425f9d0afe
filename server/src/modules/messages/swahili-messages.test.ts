import type { Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import { asc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeCartLine, makeProduct, makeTour } from '#server/test/builders.ts';
import {
  bookTour,
  confirmCheckout,
  demoPagePath,
  openCheckout,
  postDemoForm,
} from '#server/test/checkout-steps.ts';

// docs/i18n.md: a customer who reads the shop in Swahili gets their e-mails and SMS in Swahili.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.admin();
});
afterAll(() => t.close());

const db = () => t.database.db;
const orderMessages = (orderId: number) =>
  db()
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.key, `order:${orderId}:%`))
    .orderBy(asc(outboxMessages.id));

async function swahiliCustomer(phone: string) {
  const customer = await t.register({ full_name: 'Asha Mwinyi', phone });
  const res = await t.as(customer.access, {
    method: 'PUT',
    url: '/api/auth/locale/',
    payload: { locale: 'sw' },
  });
  expect(res.statusCode).toBe(204);
  return customer;
}

describe("a Swahili customer's messages", () => {
  it('keeps the language on the profile, and refuses one the shop does not speak', async () => {
    const customer = await swahiliCustomer('0754 111 333');
    const me = await t.as(customer.access, { method: 'GET', url: '/api/auth/user/' });
    expect(me.json()).toMatchObject({ locale: 'sw' });
    const refused = await t.as(customer.access, {
      method: 'PUT',
      url: '/api/auth/locale/',
      payload: { locale: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/locale/',
      payload: { locale: 'sw' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('confirms a paid booking in Swahili by e-mail and SMS; the admins still read English', async () => {
    const customer = await swahiliCustomer('0754 111 222');
    const tour = await makeTour(db(), { title: 'Serengeti', price: '1250.00', dates: [dateFromToday(20)] });
    const booked = await bookTour(t, customer.access, tour.id, dateFromToday(20), 2);
    const order = booked.json() as Order;
    const session = (await openCheckout(t, customer.access, order.id)).json() as CheckoutSession;
    await postDemoForm(t.app, `${demoPagePath(session)}pay/`);
    await confirmCheckout(t, customer.access, session.session_id);

    const rows = await orderMessages(order.id);
    const mail = rows.find((r) => r.kind === 'booking_confirmed' && r.channel === 'email')!;
    expect(mail.subject).toBe(`Uhifadhi ${order.order_id} umethibitishwa`);
    for (const part of [mail.bodyText, mail.bodyHtml!]) {
      expect(part).toContain('Safari yako imehifadhiwa, Asha Mwinyi');
      expect(part).toContain('US$ 2,500.00');
      expect(part).toContain('Idadi ya wasafiri');
      expect(part).not.toContain('What happens next');
    }
    expect(mail.bodyHtml).toContain('<html lang="sw">');
    const sms = rows.find((r) => r.kind === 'booking_confirmed' && r.channel === 'sms')!;
    expect(sms.bodyText).toMatch(new RegExp(`^IGSUM: Uhifadhi ${order.order_id} umethibitishwa[.,]`));
    expect(sms.bodyText).toContain(' Risiti: {{receipt-link}}');
    const toAdmin = rows.find((r) => r.kind === 'admin_new_booking')!;
    expect(toAdmin.subject).toContain('New booking');
  });

  it('acknowledges a laptop order in Swahili, with shillings as Tanzania writes them', async () => {
    const customer = await swahiliCustomer('0712 345 999');
    const laptop = await makeProduct(db(), {
      brand: 'fursa',
      name: 'ThinkPad',
      price: '1250000',
      stockQuantity: 2,
    });
    await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity: 1 });
    const placed = await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: {
        order_type: 'fursa',
        fulfilment: 'delivery',
        delivery: {
          full_name: 'Asha Mwinyi',
          phone: '0655 123 456',
          region: 'Mwanza',
          district: 'Ilemela',
          street: 'Kenyatta Rd 3',
        },
        payment_method: 'cash_on_delivery',
      },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json() as Order;
    const mail = (await orderMessages(order.id)).find((r) => r.kind === 'order_placed')!;
    expect(mail.subject).toBe(`Tumepokea oda ${order.order_id}`);
    expect(mail.bodyText).toContain('Asante kwa oda yako, Asha Mwinyi');
    expect(mail.bodyText).toContain('Jumla: TSh 1,250,000');
    expect(mail.bodyText).toContain('Malipo: Lipa unapopokea');
    expect(mail.bodyText).toContain('Tafadhali andaa TSh 1,250,000 taslimu');
  });

  it("writes the password reset e-mail and SMS, and the password-changed notice, in the customer's Swahili", async () => {
    const customer = await swahiliCustomer('0754 111 444');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/',
      payload: { email: customer.user.email },
    });
    expect(asked.statusCode).toBe(202);
    await t.app.backgroundTasks.settled();
    const sent = await db()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.key, 'password-reset:%'))
      .orderBy(asc(outboxMessages.id));
    const mail = sent.find((r) => r.channel === 'email' && r.recipient === customer.user.email)!;
    expect(mail.subject).toBe('Badilisha nenosiri lako');
    expect(mail.bodyText).toContain(
      'Habari Asha Mwinyi, mtu (tunatumaini ni wewe) ameomba kubadilisha nenosiri',
    );
    expect(mail.bodyText).toContain('Chagua nenosiri jipya');
    expect(mail.bodyText).toContain('/sw/reset-password?token=');
    expect(mail.bodyText).toContain('kwa dakika 30');
    expect(mail.bodyHtml).toContain('<html lang="sw">');
    expect(mail.bodyText).not.toMatch(/Reset your password|Hello|minutes/);

    const token = /reset-password\?token=([\w-]+)/.exec(mail.bodyText)![1];
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm/',
      payload: { token, password: 'mpya-kabisa-2026' },
    });
    expect(done.statusCode).toBe(200);
    const [changed] = await db()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.key, `password-changed:${customer.user.id}:%`));
    expect(changed!.subject).toBe('Nenosiri lako limebadilishwa');
    expect(changed!.bodyText).toContain('kwa kuweka nenosiri jipya kupitia kiungo');
  });

  it('welcomes a customer who signed up on a Swahili page in Swahili', async () => {
    const customer = await t.register({ full_name: 'Juma Hamisi', locale: 'sw' });
    const [welcome] = await db()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.key, `welcome:${customer.user.id}`));
    expect(welcome!.subject).toBe('Karibu IGSUM & FURSA');
    expect(welcome!.bodyText).toContain(`Akaunti yako ${customer.user.username} iko tayari.`);
    const me = await t.as(customer.access, { method: 'GET', url: '/api/auth/user/' });
    expect(me.json()).toMatchObject({ locale: 'sw' });
  });
});
