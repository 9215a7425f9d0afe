import type { AdminReceiptsPage, OrderReceipts } from '@shop/contract/receipts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import {
  outboxMessages,
  receiptSubmissions,
  receipts,
  vfdRegistration,
  zReports,
} from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { paidLaptopOrder } from '#server/test/receipt-steps.ts';
import { startTraStandIn, type TraStandIn } from '#server/test/tra-vfd-stand-in.ts';
import { receiptBacklog } from './backlog';
import { receiptFindings } from './receipt-findings';
import { registerVfd } from './registration';
import { vfdClient } from './vfd-services';
import type { VfdWorker } from './vfd-worker';

let tra: TraStandIn;
let t: TestApp;
let customer: number;
let owner: { access: string; user: { id: number } };
beforeAll(async () => {
  tra = await startTraStandIn();
  t = await buildTestApp({ ...tra.env, VFD_POLL_SECONDS: '0' });
  owner = await t.register({ full_name: 'Neema "N" <Kileo>' });
  customer = owner.user.id;
});
afterAll(async () => {
  await t?.close();
  await tra?.close();
});

const db = () => t.database.db;
const vfd = () => t.app.vfd as VfdWorker;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
const receiptOf = async (orderId: number) =>
  (await db().select().from(receipts).where(eq(receipts.orderId, orderId)))[0]!;
const submissions = () => db().select().from(receiptSubmissions).orderBy(asc(receiptSubmissions.gc));

describe('TRA VFD', () => {
  it('issues plain receipts until the VFD is registered, then goes on from the GC TRA answers', async () => {
    const before = await paidLaptopOrder(db(), customer);
    expect(await receiptOf(before.id)).toMatchObject({
      fiscal: false,
      series: 'plain',
      verificationCode: null,
    });
    expect(await vfd().sendDue()).toBe(0);

    const config = loadConfig(tra.env).vfd!;
    expect((await receiptFindings(config, db())).map((f) => f.message)).toEqual([
      expect.stringContaining('configured but not registered: run npm run vfd:register'),
    ]);

    tra.registrationGc = 41;
    const client = await vfdClient(config);
    const answer = await registerVfd(db(), client, tra.env.VFD_TIN!);
    expect(answer).toMatchObject({ RECEIPTCODE: 'TST9A1', ROUTINGKEY: 'vfdrct', GC: '41' });
    expect(tra.registrations).toBe(1);
    const [stored] = await db().select().from(vfdRegistration);
    expect(stored).toMatchObject({ tin: '123456789', receiptCode: 'TST9A1', token: null });

    const first = await receiptOf((await paidLaptopOrder(db(), customer)).id);
    expect(first).toMatchObject({
      fiscal: true,
      series: 'fiscal',
      gc: 42,
      dc: 1,
      verificationCode: 'TST9A142',
    });
    expect(await submissions()).toMatchObject([{ gc: 42, status: 'queued', attempts: 0, signedXml: null }]);

    // The customer reads it, with TRA's verification link; nobody else does.
    const url = `/api/receipts/order/${first.orderId}/`;
    const res = await t.as(owner.access, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const [kept] = (res.json() as OrderReceipts).receipts;
    expect(kept).toMatchObject({
      number: 42,
      fiscal: true,
      daily_number: 1,
      verification_code: 'TST9A142',
      seller: { name: 'IGSUM & FURSA Ltd', tin: '123456789', vrn: '40-012345-A', serial: '10TZ100999' },
      lines: [{ tax_code: 'A', quantity: 1, amount: '1180000.00', vat: '180000.00' }],
    });
    expect(kept!.verify_url).toBe(
      `https://virtual.tra.go.tz/efdmsRctVerify/TST9A142_${kept!.time.replaceAll(':', '')}`,
    );
    expect((await t.as((await t.register()).access, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(await receiptFindings(config, db())).toEqual([]);
  });

  it('posts a receipt signed with the certificate, fetching a token only when it has none that lasts', async () => {
    expect(await vfd().sendDue()).toBe(1);
    expect(tra.refused).toEqual([]);
    expect(tra.accepted.map((r) => r.gc)).toEqual([42]);
    expect(tra.accepted[0]!.xml).toContain('<CUSTNAME>Neema &quot;N&quot; &lt;Kileo&gt;</CUSTNAME>');
    const [sent] = await submissions();
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      ack: { ACKCODE: '0', RCTNUM: '42' },
    });
    expect(sent!.signedXml).toContain(tra.accepted[0]!.xml);
    expect(tra.tokensIssued).toBe(1);
    // The stand-in checks the signature: the same receipt with one byte changed is refused.
    const [{ token } = { token: null }] = await db().select().from(vfdRegistration);
    const client = await vfdClient(loadConfig(tra.env).vfd!);
    const tampered = sent!.signedXml!.replace('<CUSTNAME>Neema', '<CUSTNAME>Neemb');
    await expect(client.postReceipt(tampered, token!, 'vfdrct')).rejects.toThrow('Invalid signature');

    await paidLaptopOrder(db(), customer);
    await paidLaptopOrder(db(), customer);
    expect(await vfd().sendDue()).toBe(2);
    expect(tra.tokensIssued).toBe(1);

    // The stored token expired by the shop's clock: a new one. Its expiry is moved back rather than
    // the clock forward: a pass two hours on, late in Dar es Salaam's evening, is the next day, and
    // would send today's Z report before the Z report's own test (CI at 22:08 in Dar es Salaam).
    await paidLaptopOrder(db(), customer);
    await db()
      .update(vfdRegistration)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) });
    expect(await vfd().sendDue()).toBe(1);
    expect(tra.tokensIssued).toBe(2);

    // TRA ended it early: the refused token is dropped, the receipt waits and goes with a new one.
    tra.expireTokens();
    await paidLaptopOrder(db(), customer);
    expect(await vfd().sendDue()).toBe(0);
    expect((await submissions()).at(-1)).toMatchObject({ status: 'failed', lastError: 'HTTP 401' });
    expect(await vfd().sendDue(later(11))).toBe(1);
    expect(tra.tokensIssued).toBe(3);
    expect(tra.accepted.map((r) => r.gc)).toEqual([42, 43, 44, 45, 46]);
  });

  it('keeps receipts queued through an outage and sends them in order, each as the XML first signed', async () => {
    for (let i = 0; i < 3; i++) await paidLaptopOrder(db(), customer);
    tra.fail('receipt', 'cut');
    expect(await vfd().sendDue()).toBe(0);
    const [failed] = (await submissions()).filter((s) => s.status !== 'sent');
    expect(failed).toMatchObject({ gc: 47, status: 'failed', attempts: 1 });
    expect(failed!.lastError).toContain('no answer');
    // Not due before its retry delay, however often the pass runs.
    expect(await vfd().sendDue()).toBe(0);

    tra.fail('receipt', 'silence');
    expect(await vfd().sendDue(later(11))).toBe(0);
    tra.fail('receipt', { status: 500 });
    expect(await vfd().sendDue(later(60))).toBe(0);
    tra.fail('receipt', { ackCode: '7', message: 'SERVICE UNAVAILABLE' });
    expect(await vfd().sendDue(later(120))).toBe(0);
    const [refused] = (await submissions()).filter((s) => s.status !== 'sent');
    expect(refused).toMatchObject({
      gc: 47,
      attempts: 4,
      lastError: 'refused: ACKCODE 7: SERVICE UNAVAILABLE',
    });
    expect(refused!.signedXml).toBe(failed!.signedXml);

    // An hour and more without TRA: the doctor, readiness, the overview and the admins hear of it.
    await db().update(receipts).set({ issuedAt: sql`now() - interval '2 hours'` }).where(eq(receipts.gc, 47));
    expect((await receiptBacklog(db())).unsent).toBe(3);
    expect((await receiptBacklog(db())).oldest_seconds).toBeGreaterThanOrEqual(7200);
    expect((await receiptFindings(loadConfig(tra.env).vfd, db())).map((f) => f.check)).toEqual([
      'vfd-backlog',
    ]);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().receipts).toMatchObject({ unsent: 3 });
    const admin = await t.admin();
    const stats = await t.as(admin.access, { method: 'GET', url: '/api/admin/stats/' });
    expect(stats.json().receipts).toMatchObject({ unsent: 3 });
    await t.app.alerts.runDue();
    await t.app.alerts.runDue();
    const alerts = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'alert_receipt_backlog'));
    expect(alerts.map((m) => [m.recipient, m.subject])).toEqual([
      [admin.user.email, 'Receipts not reaching TRA: 3'],
    ]);

    // The admin finds them by status, number, day and order reference.
    const list = async (query: string) =>
      (
        (
          await t.as(admin.access, { method: 'GET', url: `/api/admin/receipts/${query}` })
        ).json() as AdminReceiptsPage
      ).receipts;
    expect((await list('?status=failed')).map((r) => [r.number, r.attempts, r.last_error])).toEqual([
      [47, 4, 'refused: ACKCODE 7: SERVICE UNAVAILABLE'],
    ]);
    expect((await list('?status=queued')).map((r) => r.number)).toEqual([49, 48]);
    const [plain] = await list('?status=plain');
    expect(plain).toMatchObject({ number: 1, fiscal: false, status: 'plain' });
    // 48, not 47: 47's issue time was moved back two hours above, which just after midnight in Dar
    // es Salaam is the day before its Z day (the day a receipt is searched by).
    const [byNumber] = await list('?number=48');
    expect(
      await list(`?order=${byNumber!.order_reference.slice(-4).toLowerCase()}&date=${byNumber!.date}`),
    ).toEqual([byNumber]);
    expect(await list('?order=%25_%5C')).toEqual([]);
    // Their retry times moved to now rather than the clock an hour on, which late in Dar es
    // Salaam's evening is the next day (and would send today's Z report early).
    await db()
      .update(receiptSubmissions)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await vfd().sendDue()).toBe(3);
    expect(tra.accepted.map((r) => r.gc)).toEqual([42, 43, 44, 45, 46, 47, 48, 49]);
    expect(tra.refused).toEqual([]);
    expect(tra.duplicates).toBe(0);
    expect((await submissions()).find((s) => s.gc === 47)!.signedXml).toContain(tra.accepted[5]!.xml);
    expect(await receiptBacklog(db())).toEqual({ unsent: 0, oldest_seconds: 0 });
  });

  it('lets one process post at a time, so two passes at once send each receipt once, in order', async () => {
    for (let i = 0; i < 6; i++) await paidLaptopOrder(db(), customer);
    const other = await t.anotherApp({ ...tra.env, VFD_POLL_SECONDS: '0' });
    const [a, b] = await Promise.all([vfd().sendDue(), (other.vfd as VfdWorker).sendDue()]);
    // The one that found the head leased stops; the other goes on; a third pass sends what is left.
    const rest = await vfd().sendDue();
    expect(a + b + rest).toBe(6);
    expect(tra.accepted.map((r) => r.gc)).toEqual([42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55]);
    expect(tra.duplicates).toBe(0);
  });

  it("posts a day's Z report once the day is over and TRA has all its receipts, once", async () => {
    const fiscal = await db().select().from(receipts).where(eq(receipts.series, 'fiscal'));
    const today = fiscal[0]!.znum;
    expect(fiscal.every((r) => r.znum === today)).toBe(true);
    // Still today: no report.
    await vfd().sendDue();
    expect(tra.zReports).toEqual([]);

    const tomorrow = later(24 * 3600);
    await vfd().sendDue(tomorrow);
    await vfd().sendDue(tomorrow);
    const cents = fiscal.reduce((sum, r) => sum + Math.round(Number(r.total) * 100), 0);
    expect(tra.zReports.map((z) => [z.znum, z.total, z.tickets])).toEqual([
      [today, (cents / 100).toFixed(2), fiscal.length],
    ]);
    expect(tra.refused).toEqual([]);
    expect(tra.zReports[0]!.xml).toContain('<VATRATE>A-18.00</VATRATE>');
    const [report] = await db().select().from(zReports);
    expect(report).toMatchObject({ znum: today, status: 'sent', attempts: 1, ack: { ACKCODE: '0' } });
    expect(report!.signedXml).toContain(tra.zReports[0]!.xml);
  });
});
