import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, paymentSessions, receipts, users } from '#server/db/schema.ts';
import { recordPayment } from '#server/modules/payments/mark-paid.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeMobileMoneyAttempt, makeOrder, makeProduct } from '#server/test/builders.ts';
import { pdfText } from '#server/test/pdf-text.ts';
import { type SmtpStandIn, smtpStandIn } from '#server/test/smtp-stand-in.ts';

let t: TestApp;
let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await smtpStandIn();
  t = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const HOSTILE_NAME = 'Asha (Tj) <b>\\\nET 🦁 Mwinyi';
const HOSTILE_LAPTOP = 'ThinkPad ) Tj ET BT (x) Tj /JavaScript 💻 "../../etc"';

/** A customer (in `locale`) pays a laptop order by mobile money; the outbox sends what it queued. */
async function paidAndSent(locale: 'en' | 'sw', phone: string) {
  const customer = await t.register({ full_name: HOSTILE_NAME, phone });
  await db().update(users).set({ locale }).where(eq(users.id, customer.user.id));
  const laptop = await makeProduct(db(), { brand: 'fursa', price: '590000.00', name: HOSTILE_LAPTOP });
  const order = await makeOrder(db(), {
    userId: customer.user.id,
    brand: 'fursa',
    paymentMethod: 'mobile_money',
    lines: [{ itemName: laptop.name, productId: laptop.id, price: laptop.price }],
  });
  const push = await makeMobileMoneyAttempt(db(), order, { expiresAt: new Date(Date.now() + 600_000) });
  const [session] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, push.sessionId));
  await recordPayment(db(), session!, { amount: session!.amount, currency: 'TZS' });
  const before = smtp.received.length;
  while ((await t.app.outbox.sendDue()) > 0) {}
  // The payment's e-mail (a new customer's welcome goes out too).
  const mail = smtp.received
    .slice(before)
    .find(
      (m) =>
        JSON.stringify(m.to).includes(customer.user.email) &&
        !m.subject?.includes('Welcome') &&
        !m.subject?.includes('Karibu'),
    );
  const [receipt] = await db().select().from(receipts).where(eq(receipts.orderId, order.id));
  const [sms] = await db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.key, `order:${order.id}:paid:customer-sms`)));
  const smsFile = (await fs.readdir(path.join(t.dataDir, 'sms'))).find((f) => f.includes(`-${sms!.id}-`));
  const text = await fs.readFile(path.join(t.dataDir, 'sms', smsFile!), 'utf8');
  return { customer, order, receipt: receipt!, mail: mail!, sms: text };
}

const tokenIn = (text: string, prefix = '') =>
  new RegExp(`https?://[^/\\s]+${prefix}/receipt/([\\w.-]+)`).exec(text)?.[1];

describe("a payment's messages carry its receipt", () => {
  it('attaches the receipt as a PDF with its number, and links its page in the e-mail and the SMS', async () => {
    const { mail, sms, receipt, order } = await paidAndSent('en', '0754 300 101');
    expect(mail.subject).toBe(`Payment received for order ${order.orderId}`);
    const [pdf, ...others] = mail.attachments;
    expect(others).toEqual([]);
    expect(pdf!.filename).toBe(`receipt-${receipt.gc}.pdf`);
    expect(pdf!.contentType).toBe('application/pdf');
    const shown = pdfText(pdf!.content);
    expect(shown).toContain('Receipt number');
    expect(shown).toContain(String(receipt.gc));
    expect(shown).toContain('NOT A FISCAL RECEIPT');
    expect(shown).toContain('TZS 590,000.00');
    // Typed text is written as text: what the font cannot write is "?", a line break a space.
    expect(shown).toContain('Asha (Tj) <b>\\ ET ? Mwinyi');
    expect(shown).toContain('ThinkPad ) Tj ET BT (x) Tj /JavaScript ?');
    expect(pdf!.content.toString('latin1')).not.toContain('/JavaScript ');

    // The same link in the e-mail's text and HTML and in the SMS, opening that receipt signed out.
    const token = tokenIn(mail.text ?? '');
    expect(token).toMatch(/^p\d+-[\w-]{22}$/);
    expect(mail.html).toContain(`/receipt/${token}"`);
    expect(sms).toContain(`Receipt: `);
    expect(tokenIn(sms)).toBe(token);
    expect(sms).not.toContain('{{receipt-link}}');
    const page = await t.app.inject({ method: 'GET', url: `/api/receipts/view/${token}/` });
    expect(page.statusCode).toBe(200);
    expect(page.json().receipt.number).toBe(receipt.gc);
  });

  it("speaks the customer's language: a Swahili page's link and a Swahili PDF", async () => {
    const { mail, sms, receipt } = await paidAndSent('sw', '0754 300 102');
    expect(tokenIn(sms, '/sw')).toMatch(/^p\d+-/);
    expect(sms).toContain('Risiti: ');
    const shown = pdfText(mail.attachments[0]!.content);
    expect(shown).toContain('Namba ya risiti');
    expect(shown).toContain('SI RISITI YA KODI');
    expect(shown).toContain(String(receipt.gc));
  });
});
