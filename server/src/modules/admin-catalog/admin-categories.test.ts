import type { AuthResponse } from '@shop/contract/auth';
import type { IgsumProductCategory, LaptopCategory } from '@shop/contract/catalog';
import { MAX_CATEGORIES } from '@shop/contract/constants';
import type { AdminTourCategory } from '@shop/contract/tours';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productCategories } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeProduct, makeTour } from '#server/test/builders.ts';

let t: TestApp;
let admin: AuthResponse;
let customer: AuthResponse;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
  customer = await t.register();
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.as(admin.access, { method, url, payload });

const KINDS = [
  ['/api/admin/categories/', { icon: 'gamepad' }],
  ['/api/admin/igsum-product-categories/', {}],
  ['/api/admin/tour-categories/', { description: 'Climbs and treks' }],
] as const;

describe.each(KINDS)('%s', (url, extra) => {
  it('answers 401 to a visitor and 403 to a customer on every route', async () => {
    for (const [method, path] of [
      ['GET', url],
      ['POST', url],
      ['PUT', `${url}1/`],
      ['DELETE', `${url}1/`],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? { name: 'X' } : undefined;
      expect((await t.app.inject({ method, url: path, payload })).statusCode).toBe(401);
      expect((await t.as(customer.access, { method, url: path, payload })).statusCode).toBe(403);
    }
  });

  it('makes the slug from the name when none is given, and lists the category', async () => {
    const res = await asAdmin('POST', url, { name: '  Gaming & Esports Gear! ', ...extra });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      name: 'Gaming & Esports Gear!',
      slug: 'gaming-esports-gear',
      ...extra,
    });
    const list = await asAdmin('GET', url);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { slug: string }[]).map((c) => c.slug)).toContain('gaming-esports-gear');
  });

  it('refuses a duplicate slug, given or generated', async () => {
    const first = await asAdmin('POST', url, { name: 'Safari Wear', slug: 'safari-wear', ...extra });
    expect(first.statusCode).toBe(201);
    for (const body of [{ name: 'Other', slug: 'safari-wear' }, { name: 'Safari  wear' }]) {
      const res = await asAdmin('POST', url, { ...body, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ slug: ['A category with this slug already exists.'] });
    }
  });

  it('lets exactly one of several simultaneous creates take a slug', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => asAdmin('POST', url, { name: 'Race', slug: 'race-slug', ...extra })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) {
      expect(r.json().fields).toEqual({ slug: ['A category with this slug already exists.'] });
    }
  });

  it.each([
    ['a bad slug', { name: 'Ok', slug: 'Not A Slug' }, 'slug'],
    ['a slug with a double hyphen', { name: 'Ok', slug: 'a--b' }, 'slug'],
    ['a name with nothing to slug', { name: '!!!' }, 'slug'],
    ['a blank name', { name: '   ' }, 'name'],
    ['an over-long name', { name: 'x'.repeat(101) }, 'name'],
    ['an unknown field', { name: 'Ok', colour: 'red' }, undefined],
  ])('refuses %s', async (_, body, field) => {
    const res = await asAdmin('POST', url, body);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().fields[field]).toBeDefined();
  });

  it('renames a category, keeps its slug unless a new one is given, and refuses a taken one', async () => {
    const created = (await asAdmin('POST', url, { name: 'Renamable', ...extra })).json() as { id: number };
    await asAdmin('POST', url, { name: 'Taken Slug', ...extra });
    const renamed = await asAdmin('PUT', `${url}${created.id}/`, { name: 'Renamed', slug: '' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed', slug: 'renamable' });
    const reslugged = await asAdmin('PUT', `${url}${created.id}/`, { slug: 'renamed' });
    expect(reslugged.json()).toMatchObject({ slug: 'renamed' });
    const sameAgain = await asAdmin('PUT', `${url}${created.id}/`, { slug: 'renamed' });
    expect(sameAgain.statusCode).toBe(200);
    const taken = await asAdmin('PUT', `${url}${created.id}/`, { slug: 'taken-slug' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields.slug).toEqual(['A category with this slug already exists.']);
    expect((await asAdmin('PUT', `${url}999999/`, { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('deletes an empty category and answers 404 afterwards', async () => {
    const created = (await asAdmin('POST', url, { name: 'Short Lived', ...extra })).json() as { id: number };
    const res = await asAdmin('DELETE', `${url}${created.id}/`);
    expect(res.statusCode).toBe(204);
    expect((await asAdmin('DELETE', `${url}${created.id}/`)).statusCode).toBe(404);
    const gone = (await asAdmin('GET', url)).json() as { id: number }[];
    expect(gone.map((c) => c.id)).not.toContain(created.id);
  });
});

describe('deleting a category that is in use', () => {
  it('refuses a laptop category with products, saying how many', async () => {
    const created = (
      await asAdmin('POST', '/api/admin/categories/', { name: 'Busy Laptops' })
    ).json() as LaptopCategory;
    for (let i = 0; i < 3; i++)
      await makeProduct(t.database.db, { brand: 'fursa', categoryId: created.id, isActive: i > 0 });
    const res = await asAdmin('DELETE', `/api/admin/categories/${created.id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 409,
      code: 'conflict',
      message: 'This category still has 3 products. Move or delete them first.',
    });
    const list = (await asAdmin('GET', '/api/admin/categories/')).json() as LaptopCategory[];
    expect(list.find((c) => c.id === created.id)).toMatchObject({ product_count: 3, icon: 'laptop' });
    const publicList = (
      await t.app.inject({ method: 'GET', url: '/api/fursa/categories/' })
    ).json() as LaptopCategory[];
    expect(publicList.find((c) => c.id === created.id)?.product_count).toBe(2);
  });

  it('refuses an IGSUM category with one product', async () => {
    const created = (
      await asAdmin('POST', '/api/admin/igsum-product-categories/', { name: 'Busy Crafts' })
    ).json() as IgsumProductCategory;
    await makeProduct(t.database.db, { brand: 'igsum', categoryId: created.id });
    const res = await asAdmin('DELETE', `/api/admin/igsum-product-categories/${created.id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This category still has 1 product. Move or delete it first.');
  });

  it('refuses a tour category with tours', async () => {
    const created = (
      await asAdmin('POST', '/api/admin/tour-categories/', { name: 'Busy Tours' })
    ).json() as AdminTourCategory;
    await makeTour(t.database.db, { categoryId: created.id });
    await makeTour(t.database.db, { categoryId: created.id });
    const res = await asAdmin('DELETE', `/api/admin/tour-categories/${created.id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This category still has 2 tours. Move or delete them first.');
    const list = (await asAdmin('GET', '/api/admin/tour-categories/')).json() as AdminTourCategory[];
    expect(list.find((c) => c.id === created.id)).toMatchObject({ tour_count: 2, description: '' });
  });
});

describe('laptop category icons', () => {
  it('accepts only the icons of docs/catalogue.md and records the change', async () => {
    const bad = await asAdmin('POST', '/api/admin/categories/', { name: 'Icons', icon: 'rocket' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.icon[0]).toMatch(/^Choose one of: package, laptop/);
    const good = await asAdmin('POST', '/api/admin/categories/', { name: 'Icons', icon: 'cpu' });
    expect(good.statusCode).toBe(201);
    const id = (good.json() as LaptopCategory).id;
    const changed = await asAdmin('PUT', `/api/admin/categories/${id}/`, { icon: 'monitor' });
    expect(changed.json()).toMatchObject({ icon: 'monitor' });
    const [row] = await t.database.db.select().from(productCategories).where(eq(productCategories.id, id));
    expect(row?.icon).toBe('monitor');
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product_category'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['category.create', 'category.update']);
  });
});

describe('the number of categories', () => {
  it(`stops at ${MAX_CATEGORIES} per set, so their lists stay bounded`, async () => {
    const db = t.database.db;
    const fursa = () =>
      db
        .select({ id: productCategories.id })
        .from(productCategories)
        .where(eq(productCategories.brand, 'fursa'));
    const missing = MAX_CATEGORIES - (await fursa()).length;
    await db.insert(productCategories).values(
      Array.from({ length: missing }, (_, i) => ({
        brand: 'fursa' as const,
        name: `Full ${i}`,
        slug: `full-${i}`,
      })),
    );
    const refused = await asAdmin('POST', '/api/admin/categories/', { name: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`at most ${MAX_CATEGORIES} categories`);
    // The other sets are counted apart.
    expect((await asAdmin('POST', '/api/admin/tour-categories/', { name: 'Birding' })).statusCode).toBe(201);
    await db.delete(productCategories).where(eq(productCategories.slug, 'full-0'));
    expect((await asAdmin('POST', '/api/admin/categories/', { name: 'One too many' })).statusCode).toBe(201);
    expect((await asAdmin('GET', '/api/admin/categories/')).json()).toHaveLength(MAX_CATEGORIES);
  });
});
