import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import {
  igsumProductCategories,
  igsumProducts,
  laptopProducts,
  productCategories,
  tourCategories,
  tours,
} from '../db/schema';

type ProductFixture = {
  name?: string;
  price?: string;
  stockQuantity?: number;
  isActive?: boolean;
  image?: string;
};

const unique = () => randomBytes(4).toString('hex');

/** A laptop in a fresh category (named `Laptops <hex>` unless given). */
export async function createLaptop(db: Db, fields: ProductFixture & { categoryName?: string } = {}) {
  const name = fields.categoryName ?? `Laptops ${unique()}`;
  const [category] = await db
    .insert(productCategories)
    .values({ name, slug: `laptops-${unique()}` })
    .returning();
  const [product] = await db
    .insert(laptopProducts)
    .values({
      name: fields.name ?? `Laptop ${unique()}`,
      price: fields.price ?? '1000000.00',
      stockQuantity: fields.stockQuantity ?? 5,
      isActive: fields.isActive ?? true,
      image: fields.image,
      imageUrl: 'https://example.com/laptop.png',
      categoryId: category!.id,
    })
    .returning();
  return { ...product!, category: category! };
}

export async function createIgsumProduct(db: Db, fields: ProductFixture & { categoryName?: string } = {}) {
  const name = fields.categoryName ?? `Crafts ${unique()}`;
  const [category] = await db
    .insert(igsumProductCategories)
    .values({ name, slug: `crafts-${unique()}` })
    .returning();
  const [product] = await db
    .insert(igsumProducts)
    .values({
      name: fields.name ?? `Kikoi ${unique()}`,
      price: fields.price ?? '25.50',
      stockQuantity: fields.stockQuantity ?? 5,
      isActive: fields.isActive ?? true,
      image: fields.image,
      categoryId: category!.id,
    })
    .returning();
  return { ...product!, category: category! };
}

type TourFixture = {
  title?: string;
  price?: string;
  maxParticipants?: number;
  dates?: string[];
  isActive?: boolean;
  imageUrl?: string;
};

export async function createTour(db: Db, fields: TourFixture = {}) {
  const [category] = await db
    .insert(tourCategories)
    .values({ name: 'Adventure', slug: `adventure-${unique()}` })
    .returning();
  const [tour] = await db
    .insert(tours)
    .values({
      title: fields.title ?? `Safari ${unique()}`,
      price: fields.price ?? '5000.00',
      categoryId: category!.id,
      duration: '7 days',
      difficultyLevel: 'Moderate',
      maxParticipants: fields.maxParticipants ?? 12,
      availableDates: fields.dates ?? [],
      isActive: fields.isActive ?? true,
      imageUrl: fields.imageUrl,
    })
    .returning();
  return tour!;
}
