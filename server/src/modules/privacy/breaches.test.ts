import type { AdminBreach, AdminBreachesPage } from '@shop/contract/privacy';
import { BREACH_REPORT_HOURS } from '@shop/contract/privacy';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { paidLaptopOrder } from '#server/test/receipt-steps.ts';

let t: TestApp;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await t.admin();
  adminToken = admin.access;
  adminId = admin.user.id;
});
afterAll(() => t.close());

const HOSTILE = `=HYPERLINK("http://x") <script>alert(1)</script>'; drop table users; --`;

const entries = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, adminId)));

describe('the breach register', () => {
  it('records an incident with its deadline, lists it, takes the notifications later, and audit-logs each without its text', async () => {
    const created = await t.as(adminToken, {
      method: 'POST',
      url: '/api/admin/breaches/',
      payload: {
        found_at: '2026-11-20T09:30:00+03:00',
        description: HOSTILE,
        data_affected: 'Names and phone numbers of customers',
        people_affected: 'Customers who ordered on 19 November',
        people_count: 42,
      },
    });
    expect(created.statusCode).toBe(201);
    const breach = created.json() as AdminBreach;
    expect(breach.description).toBe(HOSTILE);
    expect(breach.commission_due_at).toBe(
      new Date(Date.parse('2026-11-20T06:30:00Z') + BREACH_REPORT_HOURS * 3_600_000).toISOString(),
    );
    expect(breach.commission_notified_at).toBeNull();
    expect(breach.actions_taken).toBe('');

    const updated = await t.as(adminToken, {
      method: 'PUT',
      url: `/api/admin/breaches/${breach.id}/`,
      payload: { commission_notified_at: '2026-11-21T10:00:00Z', actions_taken: 'Keys rotated' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: breach.id,
      description: HOSTILE,
      people_count: 42,
      actions_taken: 'Keys rotated',
      commission_notified_at: '2026-11-21T10:00:00.000Z',
      people_notified_at: null,
    });

    const list = await t.as(adminToken, { method: 'GET', url: '/api/admin/breaches/' });
    const page = list.json() as AdminBreachesPage;
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({ id: breach.id, recorded_by: expect.any(String) });

    const [recorded] = await entries('privacy.breach_recorded');
    expect(recorded).toMatchObject({ entityType: 'breach', entityId: String(breach.id) });
    expect(JSON.stringify(recorded!.details)).not.toContain('HYPERLINK');
    const [changed] = await entries('privacy.breach_updated');
    expect(changed!.details).toEqual({ fields: ['actions_taken', 'commission_notified_at'] });
  });

  it('refuses a breach without what happened, a bad time, unknown fields and an unknown id', async () => {
    const post = (payload: object) =>
      t.as(adminToken, { method: 'POST', url: '/api/admin/breaches/', payload });
    const base = {
      found_at: '2026-11-20T09:30:00Z',
      description: 'x',
      data_affected: 'y',
      people_affected: 'z',
    };
    expect((await post({ ...base, description: '   ' })).statusCode).toBe(400);
    expect((await post({ ...base, found_at: 'yesterday' })).statusCode).toBe(400);
    // Year 0 is a well-formed ISO time PostgreSQL cannot store (the API fuzz found a 500), and a
    // breach is not found next year.
    expect((await post({ ...base, found_at: '0000-02-29T23:17:20+06:33' })).statusCode).toBe(400);
    expect((await post({ ...base, found_at: '2999-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await post({ ...base, people_count: -1 })).statusCode).toBe(400);
    expect((await post({ ...base, admin: true })).statusCode).toBe(400);
    const missing = await t.as(adminToken, {
      method: 'PUT',
      url: '/api/admin/breaches/999999/',
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('who looked at what', () => {
  it("records an admin's reading of an order and of the customer list, one entry each, without the data", async () => {
    const customer = await t.register();
    const order = await paidLaptopOrder(t.database.db, customer.user.id);
    const before = (await entries('privacy.personal_data_viewed')).length;
    expect(
      (await t.as(adminToken, { method: 'GET', url: `/api/admin/orders/${order.id}/` })).statusCode,
    ).toBe(200);
    const search = customer.user.email;
    const list = await t.as(adminToken, {
      method: 'GET',
      url: `/api/admin/customers/?search=${encodeURIComponent(search)}`,
    });
    expect(list.statusCode).toBe(200);
    const viewed = await entries('privacy.personal_data_viewed');
    expect(viewed).toHaveLength(before + 2);
    expect(viewed.map((e) => [e.entityType, e.entityId])).toEqual(
      expect.arrayContaining([
        ['order', String(order.id)],
        ['customers', null],
      ]),
    );
    expect(JSON.stringify(viewed.map((e) => e.details))).not.toContain(search);
  });
});
