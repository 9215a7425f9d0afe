import type { AdminCustomer, LowStockProduct } from '@shop/contract/admin-users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeOrder, makeProduct } from '#server/test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['admin']>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

async function customers(query = ''): Promise<AdminCustomer[]> {
  const res = await t.as(admin.access, { method: 'GET', url: `/api/admin/customers/${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}
function setRole(token: string, id: number, payload: unknown) {
  return t.as(token, { method: 'PUT', url: `/api/admin/users/${id}/role/`, payload: payload as object });
}

let orderSeq = 0;
function order(
  userId: number,
  fields: { type: 'fursa' | 'igsum'; total: string; status?: string; paymentStatus?: string },
) {
  orderSeq += 1;
  return makeOrder(t.database.db, {
    userId,
    brand: fields.type,
    lines: [],
    orderId: `TEST-${orderSeq}`,
    totalAmount: fields.total,
    paymentMethod: fields.type === 'fursa' ? 'credit_card' : 'stripe',
    status: fields.status ?? 'pending',
    paymentStatus: fields.paymentStatus ?? 'pending',
  });
}

describe('customers', () => {
  it('counts orders and money spent per currency', async () => {
    const { user } = await t.register({ username: 'spender', full_name: 'Rehema Said' });
    await order(user.id, { type: 'fursa', total: '1250000.00', status: 'sold' });
    await order(user.id, { type: 'fursa', total: '300000.50', paymentStatus: 'paid' });
    await order(user.id, { type: 'fursa', total: '999.00', status: 'delivered' });
    await order(user.id, { type: 'fursa', total: '777.00' }); // pending, unpaid: not spent
    await order(user.id, { type: 'fursa', total: '555.00', status: 'cancelled', paymentStatus: 'paid' });
    await order(user.id, { type: 'igsum', total: '5000.00', status: 'completed' });
    await order(user.id, { type: 'igsum', total: '0.10', paymentStatus: 'paid', status: 'confirmed' });
    await order(user.id, { type: 'igsum', total: '100.00', status: 'processing' });

    const [row] = await customers('?search=spender');
    expect(row).toEqual({
      id: user.id,
      username: 'spender',
      email: 'spender@example.com',
      full_name: 'Rehema Said',
      is_staff: false,
      is_superuser: false,
      is_admin: false,
      date_joined: user.date_joined,
      order_count: 8,
      total_spent: { TZS: '1550999.50', USD: '5000.10' },
    });
  });

  it('shows zero for a customer without orders and lists everyone, newest first', async () => {
    const { user } = await t.register({ username: 'newcomer' });
    const all = await customers();
    expect(all[0]).toMatchObject({ id: user.id, order_count: 0, total_spent: { TZS: '0.00', USD: '0.00' } });
    expect(all.find((c) => c.id === admin.user.id)).toMatchObject({ is_admin: true });
    expect(await customers('?limit=1')).toHaveLength(1);
  });

  it('searches username or e-mail, any case, treating % and _ as letters', async () => {
    const { user: byName } = await t.register({ username: 'MwanaidiJ' });
    const { user: byMail } = await t.register({
      username: 'other_person',
      email: 'mwanaidi.work@example.com',
    });
    expect((await customers('?search=mwanaidi')).map((c) => c.id).sort()).toEqual(
      [byName.id, byMail.id].sort(),
    );
    expect((await customers('?search=MWANAIDI.WORK')).map((c) => c.id)).toEqual([byMail.id]);
    expect(await customers('?search=%25')).toEqual([]);
    expect((await customers('?search=r_p')).map((c) => c.id)).toEqual([byMail.id]);
    expect(await customers('?search=nobody-like-this')).toEqual([]);
  });

  it('rejects bad queries and is for admins only', async () => {
    const bad = await t.as(admin.access, { method: 'GET', url: '/api/admin/customers/?limit=0' });
    expect(bad.statusCode).toBe(400);
    const long = await t.as(admin.access, {
      method: 'GET',
      url: `/api/admin/customers/?search=${'x'.repeat(300)}`,
    });
    expect(long.statusCode).toBe(400);
    const { access } = await t.register();
    expect((await t.as(access, { method: 'GET', url: '/api/admin/customers/' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/customers/' })).statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('grants both flags, removes both, and audits before and after', async () => {
    const { user } = await t.register();
    const granted = await setRole(admin.access, user.id, { is_staff: true, is_superuser: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ id: user.id, is_staff: true, is_superuser: true, is_admin: true });

    const removed = await setRole(admin.access, user.id, { is_staff: false, is_superuser: false });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ is_staff: false, is_superuser: false, is_admin: false });

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.id)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorId, e.details])).toEqual([
      [
        'user.role',
        admin.user.id,
        {
          username: user.username,
          before: { is_staff: false, is_superuser: false },
          after: { is_staff: true, is_superuser: true },
        },
      ],
      [
        'user.role',
        admin.user.id,
        {
          username: user.username,
          before: { is_staff: true, is_superuser: true },
          after: { is_staff: false, is_superuser: false },
        },
      ],
    ]);
  });

  it('reads a single true flag as a grant, and a single false flag as a removal', async () => {
    const { user } = await t.register();
    expect(
      (await setRole(admin.access, user.id, { is_staff: true, is_superuser: false })).json(),
    ).toMatchObject({
      is_staff: true,
      is_superuser: true,
    });
    expect((await setRole(admin.access, user.id, { is_superuser: false })).json()).toMatchObject({
      is_staff: false,
      is_superuser: false,
    });
  });

  it('takes effect at once: a new admin can use admin endpoints, a removed one cannot', async () => {
    const customer = await t.register();
    expect((await t.as(customer.access, { method: 'GET', url: '/api/admin/low-stock/' })).statusCode).toBe(
      403,
    );
    await setRole(admin.access, customer.user.id, { is_staff: true, is_superuser: true });
    expect((await t.as(customer.access, { method: 'GET', url: '/api/admin/low-stock/' })).statusCode).toBe(
      200,
    );
    await setRole(admin.access, customer.user.id, { is_staff: false, is_superuser: false });
    expect((await t.as(customer.access, { method: 'GET', url: '/api/admin/low-stock/' })).statusCode).toBe(
      403,
    );
  });

  it('refuses to let an admin remove their own role', async () => {
    const res = await setRole(admin.access, admin.user.id, { is_staff: false, is_superuser: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot remove your own admin role.');
    const [me] = await t.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(me).toMatchObject({ isStaff: true, isSuperuser: true });
    // Granting oneself what one has is harmless.
    expect(
      (await setRole(admin.access, admin.user.id, { is_staff: true, is_superuser: true })).statusCode,
    ).toBe(200);
  });

  it('never leaves the shop without an admin when two admins demote each other at once', async () => {
    const other = await t.admin();
    const results = await Promise.all([
      setRole(admin.access, other.user.id, { is_staff: false, is_superuser: false }),
      setRole(other.access, admin.user.id, { is_staff: false, is_superuser: false }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const admins = await t.database.db.select().from(users).where(eq(users.isStaff, true));
    expect(admins.filter((u) => u.isSuperuser).length).toBeGreaterThanOrEqual(1);
    // Restore the file's main admin if it was the one demoted.
    const [me] = await t.database.db.select().from(users).where(eq(users.id, admin.user.id));
    if (!me!.isStaff) {
      await t.database.db
        .update(users)
        .set({ isStaff: true, isSuperuser: true })
        .where(eq(users.id, admin.user.id));
    }
  });

  it('validates the request', async () => {
    const { user } = await t.register();
    for (const body of [{}, { is_staff: 'yes' }, { is_staff: true, is_superuser: true, is_active: false }]) {
      expect((await setRole(admin.access, user.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await setRole(admin.access, 999_999, { is_staff: true, is_superuser: true });
    expect(unknown.statusCode).toBe(404);
    expect((await setRole(admin.access, 0, { is_staff: true })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const customer = await t.register();
    const res = await setRole(customer.access, customer.user.id, { is_staff: true, is_superuser: true });
    expect(res.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row).toMatchObject({ isStaff: false, isSuperuser: false });
    const visitor = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${customer.user.id}/role/` });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('low stock', () => {
  it('lists products of both brands at or under the threshold, lowest first', async () => {
    const db = t.database.db;
    const out = await makeProduct(db, {
      brand: 'fursa',
      name: 'Out Laptop',
      stockQuantity: 0,
      isActive: false,
      categoryName: 'Office',
    });
    const edge = await makeProduct(db, {
      brand: 'fursa',
      name: 'Edge Laptop',
      stockQuantity: 10,
      categoryName: 'Office',
    });
    await makeProduct(db, { brand: 'fursa', name: 'Plenty Laptop', stockQuantity: 11 });
    const kikoi = await makeProduct(db, {
      brand: 'igsum',
      name: 'Kikoi',
      stockQuantity: 3,
      categoryName: 'Textiles',
    });

    const res = await t.as(admin.access, { method: 'GET', url: '/api/admin/low-stock/' });
    expect(res.statusCode).toBe(200);
    expect(res.json() as LowStockProduct[]).toEqual([
      {
        id: out.id,
        brand: 'fursa',
        name: 'Out Laptop',
        stock_quantity: 0,
        category_name: 'Office',
        is_active: false,
      },
      {
        id: kikoi.id,
        brand: 'igsum',
        name: 'Kikoi',
        stock_quantity: 3,
        category_name: 'Textiles',
        is_active: true,
      },
      {
        id: edge.id,
        brand: 'fursa',
        name: 'Edge Laptop',
        stock_quantity: 10,
        category_name: 'Office',
        is_active: true,
      },
    ]);
  });

  it('is for admins only', async () => {
    const { access } = await t.register();
    expect((await t.as(access, { method: 'GET', url: '/api/admin/low-stock/' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/low-stock/' })).statusCode).toBe(401);
  });
});
