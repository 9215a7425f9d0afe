import type { Db } from '../db/client';
import { fursaCartItems } from '../db/schema';
import * as shop from './fixtures-shop';

/** YYYY-MM-DD, `days` from today (UTC). */
export function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The order tests' products and tours: the shop fixtures with the prices these tests assert on. */
export function createLaptop(
  db: Db,
  opts: { name?: string; price?: string; stock?: number; isActive?: boolean } = {},
) {
  const { stock, ...rest } = opts;
  return shop.createLaptop(db, {
    price: '1250000.00',
    categoryName: 'Business Laptops',
    ...rest,
    stockQuantity: stock,
  });
}

export function createIgsumProduct(db: Db, opts: { name?: string; price?: string; stock?: number } = {}) {
  const { stock, ...rest } = opts;
  return shop.createIgsumProduct(db, { price: '25.00', image: 'kanga.png', ...rest, stockQuantity: stock });
}

export function createTour(
  db: Db,
  opts: {
    title?: string;
    price?: string;
    maxParticipants?: number;
    dates?: string[];
    isActive?: boolean;
  } = {},
) {
  return shop.createTour(db, { maxParticipants: 10, imageUrl: 'https://example.com/safari.png', ...opts });
}

export async function addToCart(db: Db, userId: number, productId: number, quantity: number) {
  const [row] = await db.insert(fursaCartItems).values({ userId, productId, quantity }).returning();
  return row!;
}
