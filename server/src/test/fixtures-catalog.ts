import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import {
  igsumProductCategories,
  igsumProducts,
  laptopProducts,
  orderItems,
  orders,
  productCategories,
  tourCategories,
  tours,
} from '../db/schema';

const unique = () => randomBytes(4).toString('hex');

export async function laptopCategory(db: Db, name = `Laptops ${unique()}`, icon = 'laptop') {
  const [row] = await db
    .insert(productCategories)
    .values({ name, slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${unique()}`, icon })
    .returning();
  return row!;
}

export async function igsumCategory(db: Db, name = `Crafts ${unique()}`) {
  const [row] = await db
    .insert(igsumProductCategories)
    .values({ name, slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${unique()}` })
    .returning();
  return row!;
}

export async function tourCategory(db: Db, name = `Adventure ${unique()}`) {
  const [row] = await db
    .insert(tourCategories)
    .values({ name, slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${unique()}` })
    .returning();
  return row!;
}

type ProductValues = Omit<typeof laptopProducts.$inferInsert, 'categoryId'>;

export async function laptop(db: Db, categoryId: number, values: Partial<ProductValues> = {}) {
  const [row] = await db
    .insert(laptopProducts)
    .values({ name: `Laptop ${unique()}`, price: '1000000.00', stockQuantity: 5, ...values, categoryId })
    .returning();
  return row!;
}

export async function igsumProduct(db: Db, categoryId: number, values: Partial<ProductValues> = {}) {
  const [row] = await db
    .insert(igsumProducts)
    .values({ name: `Kikoi ${unique()}`, price: '25.00', stockQuantity: 5, ...values, categoryId })
    .returning();
  return row!;
}

export async function tour(
  db: Db,
  categoryId: number,
  values: Partial<Omit<typeof tours.$inferInsert, 'categoryId'>> = {},
) {
  const [row] = await db
    .insert(tours)
    .values({
      title: `Safari ${unique()}`,
      description: 'Game drives at dawn',
      price: '5000.00',
      duration: '7 days',
      maxParticipants: 12,
      ...values,
      categoryId,
    })
    .returning();
  return row!;
}

/** A past order with one line, written directly as the orders module would have. */
export async function pastOrder(
  db: Db,
  userId: number,
  line: {
    itemName: string;
    price: string;
    laptopProductId?: number;
    igsumProductId?: number;
    tourId?: number;
  },
) {
  const [order] = await db
    .insert(orders)
    .values({
      orderId: `TST-${unique().toUpperCase()}`,
      userId,
      orderType: line.laptopProductId ? 'fursa' : 'igsum',
      currency: line.laptopProductId ? 'TZS' : 'USD',
      totalAmount: line.price,
      paymentMethod: 'credit_card',
    })
    .returning();
  await db.insert(orderItems).values({ orderId: order!.id, quantity: 1, ...line });
  return order!;
}

/** A real 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A real 1x1 GIF. */
export const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A multipart/form-data body for app.inject, built the way a browser's FormData is. */
export async function multipart(
  fields: Record<string, string | string[]>,
  files: { field?: string; name: string; type: string; bytes: Buffer }[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  for (const f of files) form.append(f.field ?? 'image', new Blob([f.bytes], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
