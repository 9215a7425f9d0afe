import { COUNT_CAP } from '@shop/contract/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCategory } from '#server/test/builders.ts';
import { auditLog, contactMessages, outboxMessages, products } from './schema';

// docs/lists.md: the admin's long lists count up to COUNT_CAP, then say one more; the page after
// the cap still answers. Each table gets COUNT_CAP + 2 rows.
let t: TestApp;
let admin: string;
const over = Array.from({ length: COUNT_CAP + 2 }, (_, i) => i);

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.admin()).access;
  const { db } = t.database;
  await db.insert(auditLog).values(
    over.map((i) => ({
      actorUsername: 'admin',
      action: 'order.status',
      entityType: 'order',
      entityId: `${i}`,
    })),
  );
  await db.insert(outboxMessages).values(
    over.map((i) => ({
      key: `test:${i}`,
      channel: 'email' as const,
      kind: 'welcome',
      recipient: 'a@b.tz',
      bodyText: 'Hi',
    })),
  );
  await db.insert(contactMessages).values(
    over.map((i) => ({
      name: `Guest ${i}`,
      email: 'g@b.tz',
      subject: 'Hi',
      message: 'Hello',
      businessType: 'fursa',
    })),
  );
  const category = await makeCategory(db, { brand: 'fursa' });
  await db.insert(products).values(
    over.map((i) => ({
      brand: 'fursa' as const,
      name: `Bench Laptop ${i}`,
      price: '1000000',
      stockQuantity: 1,
      categoryId: category.id,
    })),
  );
});

afterAll(() => t.close());

describe('capped counts', () => {
  // The laptop lists count their matches the same way: a broad filter of a large catalogue reads
  // a thousand rows, not every laptop.
  for (const [url, who] of [
    ['/api/fursa/products/', 'visitor'],
    ['/api/fursa/products/?search=bench+laptop&lang=sw&ordering=name', 'visitor'],
    ['/api/admin/products/', 'admin'],
  ] as const) {
    it(`${url} counts ${COUNT_CAP} + 1 laptops at most and still pages past the cap`, async () => {
      const ask = (path: string) =>
        who === 'admin'
          ? t.as(admin, { method: 'GET', url: path })
          : t.app.inject({ method: 'GET', url: path });
      const first = await ask(url);
      expect(first.statusCode).toBe(200);
      expect(first.json().count).toBe(COUNT_CAP + 1);
      const last = await ask(`${url}${url.includes('?') ? '&' : '?'}page_size=100&page=11`);
      expect(last.statusCode).toBe(200);
      expect(last.json().results.length).toBeGreaterThanOrEqual(2);
    });
  }

  for (const url of [
    '/api/admin/audit-log/',
    '/api/admin/messages/outbox/',
    '/api/contact/admin/contacts/',
  ]) {
    it(`${url} counts ${COUNT_CAP} + 1 at most and still pages past the cap`, async () => {
      const first = await t.as(admin, { method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.json().count).toBe(COUNT_CAP + 1);
      // The admin's own actions (signing up as admin) may add rows: the last page holds at least the two.
      const last = await t.as(admin, { method: 'GET', url: `${url}?page_size=100&page=11` });
      expect(last.json().results.length).toBeGreaterThanOrEqual(2);
    });
  }
});
