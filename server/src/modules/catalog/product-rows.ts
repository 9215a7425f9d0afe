import { and, eq, type SQL, sql } from 'drizzle-orm';
import { productCategories, products } from '#server/db/schema.ts';
import type { Brand } from './brands';
import { displayImageUrl } from './image-url';

/** The product `id` of `brand`: ids are unique per brand only (docs/catalogue.md). */
export function isProduct(brand: Brand, id: number): SQL {
  return and(eq(products.brand, brand), eq(products.id, id))!;
}

/**
 * docs/stock.md: what the shop can still sell of a product: its stock less the units open
 * orders hold. Never below 0, even when an admin lowers the stock under what is held.
 */
export const availableStock =
  sql<number>`greatest(${products.stockQuantity} - ${products.heldQuantity}, 0)`.mapWith(Number);

/** Joins a product to its category, which is always of the product's own brand. */
export const categoryOfProduct = and(
  eq(productCategories.brand, products.brand),
  eq(productCategories.id, products.categoryId),
);

/** The product fields a cart line or wishlist row shows, with the stock a shopper can buy. */
export function productSummaryColumns() {
  return {
    id: products.id,
    name: products.name,
    price: products.price,
    image: products.image,
    imageUrl: products.imageUrl,
    categoryName: productCategories.name,
    stockQuantity: availableStock,
    isActive: products.isActive,
  };
}

type ProductSummaryRow = {
  id: number;
  name: string;
  price: string;
  image: string | null;
  imageUrl: string | null;
  categoryName: string;
  stockQuantity: number;
  isActive: boolean;
};

/** A product as a cart line or a wishlist entry shows it, from `productSummaryColumns()`. */
export function toProductSummary(p: ProductSummaryRow) {
  return {
    id: p.id,
    name: p.name,
    price: p.price,
    image_url: displayImageUrl(p.image, p.imageUrl),
    category_name: p.categoryName,
    in_stock: p.isActive && p.stockQuantity > 0,
  };
}
