import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessions, receipts } from '#server/db/schema.ts';
import { recordPayment } from '#server/modules/payments/mark-paid.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeMobileMoneyAttempt, makeOrder, makeProduct } from '#server/test/builders.ts';
import { receiptLinks } from './receipt-links';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A customer's laptop order paid by mobile money, with the receipt its payment got. */
async function paidOrder(name: string) {
  const customer = await t.register();
  const laptop = await makeProduct(db(), { brand: 'fursa', price: '590000.00', name });
  const order = await makeOrder(db(), {
    userId: customer.user.id,
    brand: 'fursa',
    paymentMethod: 'mobile_money',
    lines: [{ itemName: laptop.name, productId: laptop.id, price: laptop.price }],
  });
  const push = await makeMobileMoneyAttempt(db(), order, { expiresAt: new Date(Date.now() + 600_000) });
  const [session] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, push.sessionId));
  await recordPayment(db(), session!, { amount: session!.amount, currency: 'TZS' });
  const [receipt] = await db().select().from(receipts).where(eq(receipts.orderId, order.id));
  return { customer, order, receipt: receipt! };
}

const view = (token: string) => t.app.inject({ method: 'GET', url: `/api/receipts/view/${token}/` });

describe("a receipt's link", () => {
  it("gives the order's customer a link per receipt, and nobody else", async () => {
    const a = await paidOrder('Laptop A');
    const b = await paidOrder('Laptop B');
    const mine = await t.as(a.customer.access, {
      method: 'GET',
      url: `/api/receipts/order/${a.order.id}/links/`,
    });
    expect(mine.statusCode).toBe(200);
    const { links } = mine.json();
    expect(links).toEqual([{ id: a.receipt.id, number: a.receipt.gc, token: expect.any(String) }]);
    expect(links[0].token).toMatch(/^p\d+-[\w-]{22}$/);
    const theirs = await t.as(b.customer.access, {
      method: 'GET',
      url: `/api/receipts/order/${a.order.id}/links/`,
    });
    expect(theirs.statusCode).toBe(404);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/receipts/order/${a.order.id}/links/` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('opens that receipt and only it without signing in, kept by no cache and no search engine', async () => {
    const a = await paidOrder('Laptop C');
    const b = await paidOrder('Laptop D');
    const token = t.app.receiptLinks.tokenOf(`payment:${a.receipt.paymentId!}`);
    const res = await view(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const page = res.json();
    expect(page.order_reference).toBe(a.order.orderId);
    expect(page.receipt).toMatchObject({
      id: a.receipt.id,
      number: a.receipt.gc,
      fiscal: false,
      total: '590000.00',
      vat: '90000.00',
      lines: [{ description: 'Laptop C', quantity: 1, tax_code: 'A', amount: '590000.00', vat: '90000.00' }],
    });
    expect(res.body).not.toContain('Laptop D');
    expect(res.body).not.toContain(b.order.orderId);
  });

  it('refuses a forged, foreign or malformed token as not found', async () => {
    const a = await paidOrder('Laptop E');
    const b = await paidOrder('Laptop F');
    const token = t.app.receiptLinks.tokenOf(`payment:${a.receipt.paymentId!}`);
    const name = token.slice(0, token.indexOf('-'));
    const mac = token.slice(name.length + 1);
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const refused = [
      // The mac of one receipt on another's payment.
      `p${b.receipt.paymentId}-${mac}`,
      // One character of the mac changed.
      `${name}-${flipped}`,
      // The same payment named as an order's cash.
      `c${a.receipt.paymentId}-${mac}`,
      // Made with another shop's secret.
      receiptLinks('another shop secret', undefined).tokenOf(`payment:${a.receipt.paymentId!}`),
      // A well-signed link to a payment with no receipt.
      t.app.receiptLinks.tokenOf('payment:2147483647'),
      'p1',
      `${name}-${mac}x`,
      `${name}.${mac}`,
      `p0-${mac}`,
      "p1-'%20OR%201=1--aaaaaaaaa",
    ];
    for (const bad of refused) {
      const res = await view(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.body).not.toContain('Laptop');
    }
    expect((await view('x'.repeat(41))).statusCode).toBe(400);
  });

  it("names a payment's or cash's receipt, never a credit note's", () => {
    const links = t.app.receiptLinks;
    expect(links.sourceOf(links.tokenOf('cash:45'))).toBe('cash:45');
    expect(links.sourceOf(links.tokenOf('payment:7'))).toBe('payment:7');
    expect(() => links.tokenOf('credit:12:cancel' as never)).toThrow();
  });
});
