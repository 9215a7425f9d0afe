import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { orderItems, orders, payments, products, tourDepartures } from '#server/db/schema.ts';
import { uploadsDir } from '#server/http/uploads.ts';
import { type LaptopStock, laptopStock, laptopStockLedger } from '#server/test/laptop-stock.ts';
import { TINY_PNG } from '#server/test/multipart.ts';
import { onePriceDepartures } from '#server/test/one-price-departures.ts';
import {
  createShoppers,
  newShopSetup,
  pause,
  requestAs,
  type ShopProcess,
  type ShopSetup,
  signIn,
  startShop,
  withShopDatabase,
} from '#server/test/shop-process.ts';

/**
 * docs/backups.md, "Testing a restore": while customers order laptops, book tours and pay, the
 * owner runs `npm run backup` against the running shop; the archive is restored with `npm run
 * restore` into a new data folder (PGlite) and a new PostgreSQL database. Each restored shop has
 * every order answered before the backup began, with its lines and payments, stock and seats that
 * add up, the uploaded image, and it starts and serves. On PGlite this is the move to PostgreSQL.
 */

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHOPPERS = 4;
/** Orders and bookings answered before the backup is asked for. */
const CREATED_BEFORE_BACKUP = 10;
const TEST_TIMEOUT_MS = 600_000;
const SOURCE = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Created = { id: number; owner: number };
type Stream = { created: Created[]; paid: number[]; serverErrors: string[] };

let setup: ShopSetup;
let shoppers: { usernames: string[]; password: string };
let laptopIds: number[];
let departures: { tour: number; date: string }[];
let initialStock: LaptopStock;
let laptopCategory: number;
let backupDir: string;
const restoredSetups: ShopSetup[] = [];

/** `npm run backup` / `npm run restore` as the owner runs them, with `env` on top of this process's. */
async function command(script: string, args: string[], env: Record<string, string>) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(SERVER_DIR, 'scripts', script), ...args],
    { cwd: path.dirname(SERVER_DIR), env: { ...process.env, ...env } },
  );
  return stdout;
}

beforeAll(async () => {
  setup = await newShopSetup(process.env.TEST_DATABASE_URL);
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-drill-backups-'));
  Object.assign(setup.env, { BACKUP_DIR: backupDir, BOOKING_RATE_LIMIT: '1000000' });
  await withShopDatabase(setup, async (database) => {
    shoppers = await createShoppers(database, SHOPPERS, 'drill');
    const inStock = await database.db
      .select({ id: products.id, category: products.categoryId })
      .from(products)
      .where(and(eq(products.brand, 'fursa'), gt(products.stockQuantity, 0), eq(products.isActive, true)));
    laptopIds = inStock.map((r) => r.id);
    laptopCategory = inStock[0]!.category;
    departures = await onePriceDepartures(database.db);
    initialStock = await laptopStock(database.db);
  });
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  for (const restored of restoredSetups) await restored.cleanUp();
  await setup?.cleanUp();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

async function call(stream: Stream, url: string, token: string, method: string, body?: unknown) {
  const { status, text } = await requestAs(url, token, method, body);
  if (status >= 500) stream.serverErrors.push(`${method} ${url}: ${status} ${text}`);
  return { status, json: () => JSON.parse(text) };
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A customer ordering a laptop, or booking a tour and paying for it on the test-mode page, until stopped. */
async function shopper(stream: Stream, base: string, token: string, owner: number, stopped: () => boolean) {
  for (let turn = 0; !stopped(); turn++) {
    if (turn % 2 === 0 && laptopIds.length > 0) {
      const added = await call(stream, `${base}/api/fursa/cart/`, token, 'POST', {
        product: pick(laptopIds),
        quantity: 1,
      });
      if (added.status !== 201 && added.status !== 200) continue;
      const placed = await call(stream, `${base}/api/orders/`, token, 'POST', { order_type: 'fursa' });
      if (placed.status === 201) stream.created.push({ id: placed.json().id, owner });
      else {
        const cart = await call(stream, `${base}/api/fursa/cart/`, token, 'GET');
        for (const line of cart.json().items ?? [])
          await call(stream, `${base}/api/fursa/cart/${line.id}/`, token, 'DELETE');
      }
    } else if (departures.length > 0) {
      const { tour, date } = pick(departures);
      const booked = await call(stream, `${base}/api/orders/`, token, 'POST', {
        order_type: 'igsum',
        tour,
        tour_date: date,
        participants: 1,
      });
      if (booked.status !== 201) continue;
      const id = booked.json().id as number;
      stream.created.push({ id, owner });
      const session = await call(stream, `${base}/api/payments/checkout/`, token, 'POST', { order_id: id });
      if (session.status !== 201) continue;
      const { session_id: sessionId, url } = session.json() as { session_id: string; url: string };
      await fetch(`${url}pay/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
      const confirmed = await call(stream, `${base}/api/payments/confirm/`, token, 'POST', {
        session_id: sessionId,
      });
      if (confirmed.status === 200) stream.paid.push(id);
    }
  }
}

/** An image uploaded through the admin API, as the admin's product form sends it; answers its file name. */
async function uploadImage(base: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('name', 'Drill laptop');
  form.append('description', 'With a photo');
  form.append('price', '1000');
  form.append('category', String(laptopCategory));
  form.append('stock_quantity', '0');
  form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'drill.png');
  const res = await fetch(`${base}/api/admin/products/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return path.basename(((await res.json()) as { image_url: string }).image_url);
}

/** Stock deducted is what sold lines took, and seats taken are what unreleased bookings hold. */
async function expectLedgersAddUp(db: Db, where: string) {
  for (const laptop of await laptopStockLedger(db, initialStock)) {
    expect(laptop.before - laptop.now, `${where}: stock of laptop ${laptop.id}`).toBe(laptop.taken);
  }
  const held = await db
    .select({
      key: sql<string>`${orderItems.tourId} || ' ' || ${orderItems.tourDate}`,
      seats: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(sql`${orderItems.tourId} is not null`, eq(orders.seatsReleased, false)))
    .groupBy(orderItems.tourId, orderItems.tourDate);
  const taken = await db
    .select({
      key: sql<string>`${tourDepartures.tourId} || ' ' || ${tourDepartures.date}`,
      seats: tourDepartures.seatsTaken,
    })
    .from(tourDepartures)
    .where(gt(tourDepartures.seatsTaken, 0));
  const sortByKey = (rows: { key: string; seats: number }[]) =>
    [...rows].sort((a, b) => a.key.localeCompare(b.key));
  expect(sortByKey(taken), `${where}: seats taken per departure`).toEqual(sortByKey(held));
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

describe(`a restore drill of a shop on ${SOURCE} taking orders`, () => {
  it(
    'restores every order answered before the backup, with payments, stock, seats and images, into a shop that serves',
    async () => {
      const stream: Stream = { created: [], paid: [], serverErrors: [] };
      let shop: ShopProcess | undefined;
      let archive: string;
      let imageName: string;
      let before: { created: Created[]; paid: number[] };
      try {
        shop = await startShop(setup);
        const base = shop.url;
        const [adminToken] = await signIn(base, ['admin'], setup.adminPassword);
        imageName = await uploadImage(base, adminToken!);

        const tokens = await signIn(base, shoppers.usernames, shoppers.password);
        let stopped = false;
        const workers = Promise.all(tokens.map((token, i) => shopper(stream, base, token, i, () => stopped)));
        let failed: unknown;
        void workers.catch((err) => {
          failed = err;
        });
        while (stream.created.length < CREATED_BEFORE_BACKUP && failed === undefined) await pause();
        if (failed !== undefined) throw failed;

        // What the shop had answered when the owner asked for the backup; the stream goes on.
        before = { created: [...stream.created], paid: [...stream.paid] };
        const printed = await command('backup.ts', [], setup.env);
        archive = /Backup written: (\S+)/.exec(printed)?.[1] ?? '';
        stopped = true;
        await workers;
        expect(fs.existsSync(archive), printed).toBe(true);
        // data-dir-lock.ts: only the server may open its PGlite folder, so the command asks it.
        if (SOURCE === 'PGlite') expect(printed).toContain('The shop is running');
        await shop.stop('SIGTERM');
      } finally {
        await shop?.stop('SIGKILL');
      }
      expect(stream.serverErrors).toEqual([]);
      expect(before.paid.length, 'bookings paid before the backup').toBeGreaterThan(0);

      const targets: { name: string; postgresUrl?: string }[] = [{ name: 'PGlite' }];
      if (await postgresAnswers()) targets.push({ name: 'PostgreSQL', postgresUrl: POSTGRES_URL });
      else
        console.warn(`restore drill: no PostgreSQL answers at ${POSTGRES_URL}; only the PGlite restore ran`);

      for (const target of targets) {
        const restored = await newShopSetup(target.postgresUrl);
        restoredSetups.push(restored);
        const where = `${SOURCE} -> ${target.name}`;
        const printed = await command('restore.ts', [archive], restored.env);
        expect(printed, where).toContain('Restored the backup of');

        await withShopDatabase(restored, async ({ db }) => {
          const ids = before.created.map((c) => c.id);
          const kept = await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
          expect(
            kept.map((o) => o.id).sort((a, b) => a - b),
            `${where}: orders`,
          ).toEqual([...ids].sort((a, b) => a - b));
          const lines = await db
            .select({ order: orderItems.orderId })
            .from(orderItems)
            .where(inArray(orderItems.orderId, ids));
          expect(new Set(lines.map((l) => l.order)).size, `${where}: every order has its lines`).toBe(
            ids.length,
          );
          const paid = await db
            .select({ order: payments.orderId })
            .from(payments)
            .where(inArray(payments.orderId, before.paid));
          expect(new Set(paid.map((p) => p.order)), `${where}: payments`).toEqual(new Set(before.paid));
          await expectLedgersAddUp(db, where);
        });
        expect(
          fs.readFileSync(path.join(uploadsDir(restored.env.DATA_DIR!), imageName)),
          `${where}: image`,
        ).toEqual(TINY_PNG);

        const again = await startShop(restored);
        try {
          const [token] = await signIn(
            again.url,
            [shoppers.usernames[before.created[0]!.owner]!],
            shoppers.password,
          );
          const order = await requestAs(`${again.url}/api/orders/${before.created[0]!.id}/`, token!, 'GET');
          expect(order.status, `${where}: an order read back`).toBe(200);
          const image = await fetch(`${again.url}/media/${imageName}`);
          expect(image.status, `${where}: the image served`).toBe(200);
        } finally {
          await again.stop('SIGTERM');
        }
      }
    },
    TEST_TIMEOUT_MS,
  );
});
