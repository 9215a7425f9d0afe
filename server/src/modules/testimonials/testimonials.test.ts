import type { AdminTestimonial, Testimonial } from '@shop/contract/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, testimonials } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await t.admin()).access;
});
afterAll(() => t.close());

async function publicList(query = ''): Promise<Testimonial[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/testimonials/${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}
function submit(token: string, payload: unknown) {
  return t.as(token, { method: 'POST', url: '/api/testimonials/', payload: payload as object });
}
function moderate(token: string, id: number, payload: unknown) {
  return t.as(token, { method: 'PUT', url: `/api/admin/testimonials/${id}/`, payload: payload as object });
}

describe('testimonials', () => {
  it("holds a customer's testimonial until an admin approves it, then lists it", async () => {
    const { access } = await t.register({ full_name: 'Neema Kweka' });
    const res = await submit(access, {
      text: '  The Serengeti trip was magic.  ',
      rating: 5,
      role: 'Traveller',
      location: 'Arusha',
      business_type: 'igsum',
    });
    expect(res.statusCode).toBe(201);
    const { message, testimonial } = res.json() as { message: string; testimonial: AdminTestimonial };
    expect(message).toMatch(/once our team has approved it/);
    // What the public list shows once it is approved.
    const shown = {
      name: 'Neema Kweka',
      text: 'The Serengeti trip was magic.',
      rating: 5,
      role: 'Traveller',
      location: 'Arusha',
      image: null,
      business_type: 'igsum',
    };
    expect(testimonial).toMatchObject({ ...shown, is_approved: false });
    expect(await publicList()).toEqual([]);

    const approved = await moderate(adminToken, testimonial.id, { is_approved: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: testimonial.id, is_approved: true });

    const listed = await publicList('?business_type=igsum');
    expect(listed).toEqual([{ id: testimonial.id, ...shown, created_at: testimonial.created_at }]);
    expect(await publicList('?business_type=fursa')).toEqual([]);

    // Hiding it again takes it off the public list.
    await moderate(adminToken, testimonial.id, { is_approved: false });
    expect(await publicList()).toEqual([]);
  });

  it('uses the username when the customer has no full name, and defaults the rating to 5', async () => {
    const { access, user } = await t.register();
    await t.as(access, {
      method: 'PUT',
      url: '/api/auth/profile/',
      payload: { username: user.username, email: user.email, profile: { full_name: '' } },
    });
    const res = await submit(access, { text: 'Great laptop shop', business_type: 'fursa' });
    expect(res.statusCode).toBe(201);
    expect(res.json().testimonial).toMatchObject({ name: user.username, rating: 5, role: '', location: '' });
  });

  it('lists approved ones newest first and rejects an unknown business type', async () => {
    const { access } = await t.register();
    const ids: number[] = [];
    for (const text of ['first', 'second']) {
      const { testimonial } = (await submit(access, { text, business_type: 'fursa' })).json();
      await moderate(adminToken, testimonial.id, { is_approved: true });
      ids.push(testimonial.id);
    }
    expect((await publicList('?business_type=fursa')).map((x) => x.id)).toEqual(ids.reverse());
    const bad = await t.app.inject({ method: 'GET', url: '/api/testimonials/?business_type=safari' });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ['blank text', { text: '   ' }, 'text'],
    ['rating 0', { rating: 0 }, 'rating'],
    ['rating 7', { rating: 7 }, 'rating'],
    ['unknown business', { business_type: 'other' }, 'business_type'],
    ['over-long text', { text: 'x'.repeat(2001) }, 'text'],
    ['over-long role', { role: 'x'.repeat(151) }, 'role'],
    ['a self-approval', { is_approved: true }, ''],
  ])('rejects %s', async (_name, change, field) => {
    const { access } = await t.register();
    const res = await submit(access, { text: 'Nice', business_type: 'igsum', ...change });
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().fields[field]).toBeDefined();
  });

  it('needs a signed-in customer to submit', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/testimonials/', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('testimonial moderation', () => {
  it('lets an admin edit any field, lists pending ones, and records it in the audit log', async () => {
    const { access } = await t.register();
    const { testimonial } = (await submit(access, { text: 'Godd service', business_type: 'fursa' })).json();

    const pending = await t.as(adminToken, {
      method: 'GET',
      url: '/api/admin/testimonials/?is_approved=false',
    });
    expect(pending.statusCode).toBe(200);
    expect((pending.json() as AdminTestimonial[]).map((x) => x.id)).toContain(testimonial.id);

    const res = await moderate(adminToken, testimonial.id, {
      text: 'Good service',
      name: 'Juma',
      rating: 4,
      role: 'Student',
      location: 'Dodoma',
      image: 'https://example.com/juma.png',
      business_type: 'fursa',
      is_approved: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      text: 'Good service',
      name: 'Juma',
      rating: 4,
      image: 'https://example.com/juma.png',
      is_approved: true,
    });
    const [row] = await t.database.db.select().from(testimonials).where(eq(testimonials.id, testimonial.id));
    expect(row).toMatchObject({ text: 'Good service', isApproved: true });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(testimonial.id)));
    expect(entry).toMatchObject({
      action: 'testimonial.update',
      entityType: 'testimonial',
      details: {
        before: expect.objectContaining({ text: 'Godd service', is_approved: false }),
        after: expect.objectContaining({ text: 'Good service', is_approved: true }),
      },
    });

    const cleared = await moderate(adminToken, testimonial.id, { image: '' });
    expect(cleared.json().image).toBeNull();
  });

  it('validates the edit', async () => {
    const { access } = await t.register();
    const { testimonial } = (await submit(access, { text: 'Ok', business_type: 'fursa' })).json();
    for (const body of [
      {},
      { rating: 9 },
      { image: 'javascript:alert(1)' },
      { name: ' ' },
      { is_approved: 'yes' },
      { user_id: 3 },
    ]) {
      expect((await moderate(adminToken, testimonial.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await moderate(adminToken, 999_999, { is_approved: true })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const { access } = await t.register();
    expect((await moderate(access, 1, { is_approved: true })).statusCode).toBe(403);
    expect((await t.as(access, { method: 'GET', url: '/api/admin/testimonials/' })).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'PUT', url: '/api/admin/testimonials/1/', payload: {} });
    expect(visitor.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/testimonials/' })).statusCode).toBe(401);
  });
});
