import type { AuditLogPage } from '@shop/contract/audit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function auditLog(token: string, query = ''): Promise<AuditLogPage> {
  const res = await t.as(token, { method: 'GET', url: `/api/admin/audit-log/${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('audit log', () => {
  it("shows admins' role, testimonial and inbox actions, newest first, paged", async () => {
    const admin = await t.admin();
    const customer = await t.register();

    await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Asha', email: 'asha@example.com', message: 'Hello' },
    });
    const {
      results: [message],
    } = (await t.as(admin.access, { method: 'GET', url: '/api/contact/admin/contacts/' })).json();
    const { testimonial } = (
      await t.as(customer.access, {
        method: 'POST',
        url: '/api/testimonials/',
        payload: { text: 'Lovely', business_type: 'igsum' },
      })
    ).json();

    await t.as(admin.access, {
      method: 'PUT',
      url: `/api/admin/users/${customer.user.id}/role/`,
      payload: { is_staff: true, is_superuser: true },
    });
    await t.as(admin.access, {
      method: 'PUT',
      url: `/api/admin/testimonials/${testimonial.id}/`,
      payload: { is_approved: true },
    });
    await t.as(admin.access, { method: 'POST', url: `/api/contact/admin/contacts/${message.id}/mark-read/` });
    await t.as(admin.access, {
      method: 'POST',
      url: `/api/contact/admin/contacts/${message.id}/mark-unread/`,
    });

    const log = await auditLog(admin.access);
    expect(log).toMatchObject({ count: 4, page: 1, page_size: 12 });
    expect(log.results.map((e) => [e.action, e.entity_type, e.entity_id])).toEqual([
      ['contact.mark_unread', 'contact_message', String(message.id)],
      ['contact.mark_read', 'contact_message', String(message.id)],
      ['testimonial.update', 'testimonial', String(testimonial.id)],
      ['user.role', 'user', String(customer.user.id)],
    ]);
    expect(log.results[3]).toEqual({
      id: expect.any(Number),
      actor: { id: admin.user.id, username: admin.user.username },
      action: 'user.role',
      entity_type: 'user',
      entity_id: String(customer.user.id),
      details: {
        username: customer.user.username,
        before: { is_staff: false, is_superuser: false },
        after: { is_staff: true, is_superuser: true },
      },
      created_at: expect.any(String),
    });

    const second = await auditLog(admin.access, '?page=2&page_size=3');
    expect(second.results.map((e) => e.action)).toEqual(['user.role']);
    // The same page by `after`, from the first page's `next`; the last page has none.
    const first = await auditLog(admin.access, '?page_size=3');
    expect(first.next).toBe(first.results[2]!.id);
    const after = await auditLog(admin.access, `?page_size=3&after=${first.next}`);
    expect(after.results).toEqual(second.results);
    expect(after.next).toBeNull();
    expect(log.next).toBeNull();
    expect((await auditLog(admin.access, '?action=user.role')).count).toBe(1);
    expect((await auditLog(admin.access, '?entity_type=contact_message')).count).toBe(2);
  });

  it("keeps the actor's name after their account is gone", async () => {
    const gone = await t.admin();
    const keeper = await t.admin();
    const customer = await t.register();
    await t.as(gone.access, {
      method: 'PUT',
      url: `/api/admin/users/${customer.user.id}/role/`,
      payload: { is_staff: true },
    });
    await t.database.db.delete(users).where(eq(users.id, gone.user.id));
    const log = await auditLog(keeper.access, '?action=user.role');
    expect(log.results[0]!.actor).toEqual({ id: null, username: gone.user.username });
  });

  it('validates paging and the action, and is for admins only', async () => {
    const admin = await t.admin();
    for (const query of ['?page=0', '?page_size=101', '?page=abc', '?action=user.delete']) {
      const res = await t.as(admin.access, { method: 'GET', url: `/api/admin/audit-log/${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    const { access } = await t.register();
    expect((await t.as(access, { method: 'GET', url: '/api/admin/audit-log/' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log/' })).statusCode).toBe(401);
  });
});
