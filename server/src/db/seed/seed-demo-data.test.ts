import fs from 'node:fs';
import path from 'node:path';
import { LOW_STOCK_THRESHOLD, PRODUCT_CATEGORY_ICONS, SLUG_PATTERN } from '@shop/contract/catalog';
import type { BusinessType } from '@shop/contract/common';
import { DEFAULT_DELIVERY_SETTINGS } from '@shop/contract/delivery';
import { TOUR_DIFFICULTIES } from '@shop/contract/tours';
import { asc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapDatabase } from '#server/bootstrap.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, openPglite } from '#server/db/client.ts';
import {
  galleryImages,
  parkFees,
  parks,
  productCategories,
  productCategoryTranslations,
  products,
  productTranslations,
  testimonials,
  tourCategories,
  tourGroupTiers,
  tourParks,
  tours,
  tourTerms,
  tourTranslations,
  users,
} from '#server/db/schema.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { passwordHasher } from '#server/modules/auth/passwords.ts';
import { newestReviews } from '#server/modules/catalog/review-list.ts';
import { quoteTour } from '#server/modules/tour-bookings/booking-service.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { DEMO_IMAGE_FOLDERS, DEMO_IMAGES_DIR, DEMO_MEDIA_PREFIX } from './demo-image-url';
import { DEMO_CUSTOMERS, DEMO_REVIEWS } from './reviews';
import { NO_PASSWORD, SEEDED_TABLES, seedDemoData } from './seed-demo-data';
import { TERMS_TOUR } from './tour-terms';

const TODAY = '2026-11-21';

let database: Database;

beforeAll(async () => {
  database = await openPglite();
  await database.migrate();
  await database.db.transaction(async (tx) => {
    await seedDemoData(tx);
  });
});

afterAll(async () => {
  await database?.close();
});

function categoriesOf(brand: BusinessType) {
  return database.db.select().from(productCategories).where(eq(productCategories.brand, brand));
}

function productsOf(brand: BusinessType) {
  return database.db.select().from(products).where(eq(products.brand, brand));
}

function fileOf(url: string): string {
  expect(url.startsWith(DEMO_MEDIA_PREFIX), url).toBe(true);
  return path.join(DEMO_IMAGES_DIR, url.slice(DEMO_MEDIA_PREFIX.length));
}

describe('seedDemoData', () => {
  // docs/catalogue.md, "Languages": the demo catalogue ships its products' texts in Swahili.
  it('gives every demo laptop a Swahili description and every IGSUM product a Swahili name too', async () => {
    for (const brand of ['fursa', 'igsum'] as const) {
      const items = await productsOf(brand);
      const texts = await database.db
        .select()
        .from(productTranslations)
        .where(eq(productTranslations.brand, brand));
      for (const item of items) {
        const sw = texts.find((t) => t.productId === item.id && t.locale === 'sw');
        expect(sw?.description, item.name).toBeTruthy();
        expect(sw?.description, item.name).not.toBe(item.description);
        if (brand === 'igsum') {
          expect(sw?.name, item.name).toBeTruthy();
          expect(sw?.name, item.name).not.toBe(item.name);
          expect(sw?.slug, item.name).toMatch(SLUG_PATTERN);
        }
      }
      const categories = await categoriesOf(brand);
      const categoryTexts = await database.db
        .select()
        .from(productCategoryTranslations)
        .where(eq(productCategoryTranslations.brand, brand));
      expect(categoryTexts.map((t) => t.categoryId).sort()).toEqual(categories.map((c) => c.id).sort());
    }
  });

  it('gives every demo tour a Swahili title, description, duration and highlights of its own', async () => {
    const rows = await database.db.select().from(tours);
    const texts = await database.db.select().from(tourTranslations);
    expect(rows.length).toBeGreaterThan(0);
    for (const tour of rows) {
      const sw = texts.find((t) => t.tourId === tour.id && t.locale === 'sw');
      expect(sw?.title, tour.title).toBeTruthy();
      expect(sw?.title, tour.title).not.toBe(tour.title);
      expect(sw?.description, tour.title).toBeTruthy();
      expect(sw?.description, tour.title).not.toBe(tour.description);
      expect(sw?.duration, tour.title).toMatch(/^Siku \d+$/);
      expect(sw?.duration, tour.title).toBe(`Siku ${/^\d+/.exec(tour.duration)?.[0]}`);
      // A translated list replaces the English one whole (docs/catalogue.md), so it lists as many.
      expect(sw?.highlights, tour.title).toHaveLength(tour.highlights.length);
      for (const highlight of sw?.highlights ?? [])
        expect(tour.highlights, tour.title).not.toContain(highlight);
    }
  });

  // docs/tours-pricing.md: one demo tour shows the terms the booking dialog offers.
  it('gives the Classic Safari its terms: deposit rule, tiers, group tiers, two parks with their fees', async () => {
    const [classic] = await database.db.select().from(tours).where(eq(tours.title, TERMS_TOUR));
    const [terms] = await database.db.select().from(tourTerms).where(eq(tourTerms.tourId, classic!.id));
    expect(terms).toMatchObject({ depositRule: 'highest', depositPercent: '30.00', balanceDueDays: 60 });
    expect(terms?.cancellationTiers).toHaveLength(3);
    const entered = await database.db
      .select({ name: parks.name, days: tourParks.days })
      .from(tourParks)
      .innerJoin(parks, eq(parks.id, tourParks.parkId))
      .where(eq(tourParks.tourId, classic!.id));
    expect(entered.map((p) => p.name).sort()).toEqual([
      'Ngorongoro Conservation Area',
      'Serengeti National Park',
    ]);
    expect(await database.db.select().from(parkFees)).toHaveLength(12);
    expect(
      await database.db.select().from(tourGroupTiers).where(eq(tourGroupTiers.tourId, classic!.id)),
    ).toHaveLength(2);
    // Two adults and a child, non-resident, on its last departure: the Serengeti and Ngorongoro
    // fees as lines with their VAT, and a deposit of the highest of 30% and US$500 a traveller.
    const date = [...classic!.availableDates].sort().at(-1)!;
    const quote = await quoteTour(
      database.db,
      {
        tour: classic!.id,
        tour_date: date,
        travellers: [
          { traveller_type: 'adult', residency: 'non_resident', count: 2 },
          { traveller_type: 'child', residency: 'non_resident', count: 1 },
        ],
        private: false,
        pay_in_full: false,
      },
      new Date(`${date}T00:00:00+03:00`),
    );
    expect(quote.lines.map((l) => l.kind)).toEqual([
      'traveller',
      'traveller',
      'park_fee',
      'park_fee',
      'park_fee',
      'park_fee',
      'vat',
    ]);
    expect(quote.currency).toBe('USD');
  });

  // docs/catalogue.md, "Reviews"": an item's rating is the mean of its reviews, and its count
  // is the reviews its page shows.
  it("ships the reviews behind every product's and tour's rating and count", async () => {
    const items = [
      ...(await database.db.select().from(products)).map((p) => ({
        name: p.name,
        rating: p.rating,
        count: p.reviewCount,
        source: { brand: p.brand, productId: p.id },
      })),
      ...(await database.db.select().from(tours)).map((t) => ({
        name: t.title,
        rating: t.rating,
        count: t.reviewCount,
        source: { tourId: t.id },
      })),
    ];
    const demoCustomers = await database.db.select().from(users);
    const authors = new Set<number>();
    let swahili = 0;
    for (const item of items) {
      const shown = await newestReviews(database.db, item.source);
      expect(shown.length, item.name).toBeGreaterThanOrEqual(2);
      expect(item.count, item.name).toBe(shown.length);
      const mean = shown.reduce((sum, r) => sum + r.rating, 0) / shown.length;
      expect(item.rating, item.name).toBe(mean.toFixed(2));
      for (const review of shown) {
        expect(review.comment.length, item.name).toBeGreaterThan(20);
        authors.add(review.user.id);
        const author = demoCustomers.find((u) => u.id === review.user.id);
        if (author?.locale === 'sw') swahili += 1;
      }
    }
    // Every review was written by a demo customer, some of them in Swahili.
    expect([...authors].sort()).toEqual(demoCustomers.map((u) => u.id).sort());
    expect(swahili).toBeGreaterThan(20);
    // Each review in the data names an item of the demo catalogue.
    expect(Object.keys(DEMO_REVIEWS).filter((name) => !items.some((i) => i.name === name))).toEqual([]);
  });

  it('gives the demo customers addresses nobody receives and no password that signs in', async () => {
    const hasher = passwordHasher({ memoryKib: 1024, passes: 1 });
    const customers = await database.db.select().from(users);
    expect(customers).toHaveLength(DEMO_CUSTOMERS.length);
    for (const customer of customers) {
      expect(customer.email).toBe(`${customer.username}@example.com`);
      expect(customer.isStaff || customer.isSuperuser).toBe(false);
      for (const guess of ['', customer.username, customer.passwordHash]) {
        expect(await hasher.verify(customer.passwordHash, guess)).toBe(false);
      }
    }
  });

  it('gives the laptop shop at least 24 laptops across named categories', async () => {
    const categories = await categoriesOf('fursa');
    const laptops = await productsOf('fursa');

    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const category of categories) {
      expect(category.slug).toMatch(SLUG_PATTERN);
      expect(PRODUCT_CATEGORY_ICONS).toContain(category.icon);
      expect(
        laptops.some((l) => l.categoryId === category.id),
        category.name,
      ).toBe(true);
    }
    expect(categories.find((c) => c.name === '2-in-1 Convertibles')?.slug).toBe('2-in-1-convertibles');
    expect(categories.find((c) => c.name === 'Student & Budget')?.slug).toBe('student-budget');

    expect(laptops.length).toBeGreaterThanOrEqual(24);
    for (const laptop of laptops) {
      const price = Number(laptop.price);
      expect(price).toBeGreaterThanOrEqual(600_000);
      expect(price).toBeLessThanOrEqual(5_000_000);
      if (laptop.originalPrice !== null) expect(Number(laptop.originalPrice)).toBeGreaterThan(price);
      expect(laptop.specifications.length).toBeGreaterThanOrEqual(4);
      expect(laptop.specifications.length).toBeLessThanOrEqual(6);
      expect(Number(laptop.rating)).toBeGreaterThanOrEqual(3.8);
      expect(Number(laptop.rating)).toBeLessThanOrEqual(4.9);
      expect(laptop.description.length).toBeGreaterThan(40);
    }
    expect(laptops.some((l) => l.originalPrice !== null)).toBe(true);
    expect(laptops.some((l) => Number(l.price) > Number(DEFAULT_DELIVERY_SETTINGS.free_delivery_over))).toBe(
      true,
    );
    expect(laptops.some((l) => Number(l.price) < Number(DEFAULT_DELIVERY_SETTINGS.free_delivery_over))).toBe(
      true,
    );
  });

  it('varies laptop stock so every stock colour and state shows up', async () => {
    const laptops = await productsOf('fursa');
    const stock = laptops.map((l) => l.stockQuantity);

    expect(stock.filter((n) => n === 0).length).toBeGreaterThanOrEqual(2);
    expect(stock.some((n) => n > 0 && n <= LOW_STOCK_THRESHOLD)).toBe(true);
    expect(stock.some((n) => n > LOW_STOCK_THRESHOLD)).toBe(true);
    expect(laptops.filter((l) => l.isActive).length).toBeGreaterThanOrEqual(24);
    expect(laptops.filter((l) => !l.isActive).every((l) => l.stockQuantity === 0)).toBe(true);
  });

  it('gives every IGSUM category products priced in dollars', async () => {
    const categories = await categoriesOf('igsum');
    const crafts = await productsOf('igsum');

    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Coffee & Tea',
        'Wood Carvings',
        'Textiles & Kanga',
        'Maasai Jewelry',
        'Spices',
      ]),
    );
    expect(categories.find((c) => c.name === 'Coffee & Tea')?.slug).toBe('coffee-tea');
    expect(crafts.length).toBeGreaterThanOrEqual(16);
    for (const category of categories) {
      expect(category.slug).toMatch(SLUG_PATTERN);
      expect(
        crafts.some((p) => p.categoryId === category.id),
        category.name,
      ).toBe(true);
    }
    for (const product of crafts) {
      expect(Number(product.price)).toBeGreaterThanOrEqual(18);
      expect(Number(product.price)).toBeLessThanOrEqual(250);
      if (product.originalPrice !== null)
        expect(Number(product.originalPrice)).toBeGreaterThan(Number(product.price));
      expect(product.specifications.length).toBeGreaterThanOrEqual(3);
    }
    expect(crafts.some((p) => p.stockQuantity === 0)).toBe(true);
    expect(crafts.some((p) => p.stockQuantity > 0 && p.stockQuantity <= LOW_STOCK_THRESHOLD)).toBe(true);
    expect(crafts.some((p) => p.stockQuantity > LOW_STOCK_THRESHOLD)).toBe(true);
  });

  it('creates the four tour categories with the ids docs/catalogue.md fixes, and a sequence that continues after them', async () => {
    const categories = await database.db.select().from(tourCategories).orderBy(asc(tourCategories.id));
    expect(categories.map((c) => [c.id, c.name, c.slug])).toEqual([
      [1, 'Adventure', 'adventure'],
      [2, 'Cultural', 'cultural'],
      [3, 'Nature', 'nature'],
      [4, 'Historical', 'historical'],
    ]);

    const addedCategory = database.db.transaction(async (tx) => {
      const [added] = await tx
        .insert(tourCategories)
        .values({ name: 'Wellness', slug: 'wellness' })
        .returning({ id: tourCategories.id });
      expect(added?.id).toBe(5);
      tx.rollback();
    });
    await expect(addedCategory).rejects.toBeInstanceOf(TransactionRollbackError);
  });

  it('features the three tour packages of docs/catalogue.md, with bookable dates after today', async () => {
    const rows = await database.db.select().from(tours);
    const featured = rows.filter((t) => t.isFeatured).map((t) => t.title);
    expect(featured.sort()).toEqual([
      'Classic Safari Experience',
      'Kilimanjaro Summit Trek',
      'Zanzibar Beach Paradise',
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(9);
    expect(new Set(rows.map((t) => t.categoryId))).toEqual(new Set([1, 2, 3, 4]));

    for (const tour of rows) {
      expect(TOUR_DIFFICULTIES).toContain(tour.difficultyLevel);
      expect(tour.maxParticipants).toBeGreaterThanOrEqual(6);
      expect(tour.maxParticipants).toBeLessThanOrEqual(16);
      expect(tour.highlights.length).toBeGreaterThanOrEqual(3);
      expect(tour.availableDates.length).toBeGreaterThanOrEqual(6);
      expect(tour.availableDates.length).toBeLessThanOrEqual(10);
      for (const date of tour.availableDates) {
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(date > TODAY, `${tour.title} ${date}`).toBe(true);
      }
      expect([...tour.availableDates].sort()).toEqual(tour.availableDates);
      if (tour.originalPrice !== null) expect(Number(tour.originalPrice)).toBeGreaterThan(Number(tour.price));
      if (tour.isFeatured) {
        const days = Number(/^(\d+) days$/.exec(tour.duration)?.[1]);
        expect(days).toBeGreaterThanOrEqual(7);
        expect(days).toBeLessThanOrEqual(10);
      }
    }
  });

  it('fills the gallery with eight ordered pictures and approved testimonials for both brands', async () => {
    const gallery = await database.db.select().from(galleryImages).orderBy(asc(galleryImages.sortOrder));
    expect(gallery).toHaveLength(8);
    expect(gallery.map((g) => g.sortOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(gallery.every((g) => g.alt.length > 10)).toBe(true);

    const rows = await database.db.select().from(testimonials);
    expect(rows.every((t) => t.isApproved && t.rating >= 4 && t.rating <= 5)).toBe(true);
    expect(rows.filter((t) => t.businessType === 'igsum').length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((t) => t.businessType === 'fursa').length).toBeGreaterThanOrEqual(3);
  });

  it('points every image at a drawing that ships in the repository', async () => {
    const urls = [
      ...(await database.db.select({ url: products.imageUrl }).from(products)),
      ...(await database.db.select({ url: tours.imageUrl }).from(tours)),
      ...(await database.db.select({ url: galleryImages.imageUrl }).from(galleryImages)),
      ...(await database.db.select({ url: testimonials.image }).from(testimonials)),
    ].map((row) => row.url);

    expect(urls.length).toBeGreaterThan(60);
    for (const url of urls) {
      expect(url).not.toBeNull();
      expect(fs.existsSync(fileOf(url!)), `${url} exists`).toBe(true);
    }
    expect(new Set(urls.filter((u) => u?.includes('/laptops/'))).size).toBeGreaterThanOrEqual(8);
  });
});

describe('the shipped demo images', () => {
  const files = DEMO_IMAGE_FOLDERS.flatMap((folder) =>
    fs.readdirSync(path.join(DEMO_IMAGES_DIR, folder)).map((name) => path.join(folder, name)),
  );

  it('are small, self-contained SVG files', () => {
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      expect(file.endsWith('.svg'), file).toBe(true);
      const text = fs.readFileSync(path.join(DEMO_IMAGES_DIR, file), 'utf8');
      expect(Buffer.byteLength(text), file).toBeLessThan(8 * 1024);
      expect(text, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(text.trimEnd().endsWith('</svg>'), file).toBe(true);
      // No scripts, remote references or embedded fonts: they must render offline and safely.
      expect(text, file).not.toMatch(/<script|href="(?!#)|url\((?!#)|@font-face/);
    }
  });

  it('include the hero backgrounds and the fallback pictures the web app uses', () => {
    for (const name of [
      'isml-hero',
      'fursa-hero',
      'igsum-product-placeholder',
      'fursa-product-placeholder',
      'tour-placeholder',
    ]) {
      expect(files).toContain(path.join('brand', `${name}.svg`));
    }
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;

// docs/first-start.md: a new PGlite shop is a copy of the database image, seeded when the image was
// made; its first start makes it as a fresh seed. Both databases (the move is plain SQL).
describe('a demo catalogue seeded earlier, at the first start', () => {
  it('moves every table the seeding fills, and no other (SEEDED_TABLES)', async () => {
    const t = await buildTestApp();
    try {
      const counts = () =>
        sqlRows<{ relname: string; n: number }>(
          t.database.db,
          sql`select c.relname, (xpath('/row/n/text()',
            query_to_xml(format('select count(*) as n from %I', c.relname), false, true, '')))[1]::text::int as n
          from pg_class c join pg_namespace s on s.oid = c.relnamespace
          where s.nspname = 'public' and c.relkind = 'r'`,
        );
      const before = new Map((await counts()).map((row) => [row.relname, row.n]));
      await t.database.db.transaction((tx) => seedDemoData(tx));
      const filled = (await counts()).filter((row) => row.n > (before.get(row.relname) ?? 0));
      expect(filled.map((row) => row.relname).sort()).toEqual(
        SEEDED_TABLES.map((table) => getTableConfig(table).name).sort(),
      );
    } finally {
      await t.close();
    }
  });

  it('gets the admin, and its times moved to now as if seeded now, nothing else changed', async () => {
    const t = await buildTestApp();
    try {
      const db = t.database.db;
      await db.transaction((tx) => seedDemoData(tx));
      // As an image made 100 days ago: every time of the seeding 100 days back.
      await db.execute(sql`set session_replication_role = replica`);
      const back = (table: string, columns: string[]) =>
        db.execute(
          sql.raw(
            `update ${table} set ${columns.map((c) => `${c} = ${c} - interval '100 days'`).join(', ')}`,
          ),
        );
      await back('users', ['date_joined']);
      for (const table of ['products', 'tours', 'product_reviews', 'tour_reviews']) {
        await back(table, ['created_at', 'updated_at']);
      }
      await db.execute(sql`set session_replication_role = origin`);
      const catalogue = () =>
        sqlRows<Record<string, unknown>>(
          db,
          sql`select id, version, rating, review_count, stock_quantity from products order by brand, id`,
        );
      const before = await catalogue();
      // The users the shop counts (row_counts, kept by a trigger the move must not skip for the admin).
      const counted = async () =>
        (
          await sqlRows<{ n: number }>(
            db,
            sql`select sum(n)::int as n from row_counts where table_name = 'users'`,
          )
        )[0]!.n;
      const countedBefore = await counted();

      const config = loadConfig({
        DATA_DIR: t.dataDir,
        PASSWORD_HASH_MEMORY_KIB: '8',
        PASSWORD_HASH_PASSES: '1',
      });
      const boot = await bootstrapDatabase(db, config);
      expect(boot).toMatchObject({ seeded: true, generatedPassword: expect.stringMatching(/^[\w-]{16}$/) });

      const [times] = await sqlRows<Record<string, Date | string>>(
        db,
        sql`select (select min(date_joined) from users where password_hash = ${NO_PASSWORD}) as customers,
          (select min(created_at) from products) as products,
          (select max(created_at) from product_reviews) as newest, (select min(created_at) from tour_reviews) as oldest`,
      );
      const daysAgo = (value: Date | string | undefined) =>
        (Date.now() - new Date(value!).getTime()) / DAY_MS;
      // A fresh seed's: the rows made now, the reviews written a whole number of days ago, 1 to 240.
      expect(daysAgo(times!.customers)).toBeLessThan(0.001);
      expect(daysAgo(times!.products)).toBeLessThan(0.001);
      for (const review of [times!.newest, times!.oldest]) {
        const days = daysAgo(review);
        expect(Math.abs(days - Math.round(days))).toBeLessThan(0.001);
        expect(Math.round(days)).toBeGreaterThanOrEqual(1);
        expect(Math.round(days)).toBeLessThanOrEqual(240);
      }
      // Not seeded twice, no version bumped, the counts kept, and one admin more.
      expect(await catalogue()).toEqual(before);
      const admins = await db.select().from(users).where(eq(users.isSuperuser, true));
      expect(admins.map((a) => a.username)).toEqual([config.admin.username]);
      expect(daysAgo(admins[0]!.dateJoined)).toBeLessThan(0.01);
      expect(await counted()).toBe(countedBefore + 1);
      expect(await counted()).toBe((await db.select().from(users)).length);
      // Any later start changes nothing.
      expect(await bootstrapDatabase(db, config)).toEqual({ seeded: false });
    } finally {
      await t.close();
    }
  });
});
