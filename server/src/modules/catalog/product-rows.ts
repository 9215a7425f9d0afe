import { and, eq, type SQL } from 'drizzle-orm';
import { productCategories, products } from '../../db/schema';
import type { Brand } from './brands';

/** The product `id` of `brand`: ids are unique per brand only (docs/catalogue.md). */
export function isProduct(brand: Brand, id: number): SQL {
  return and(eq(products.brand, brand), eq(products.id, id))!;
}

/** Joins a product to its category, which is always of the product's own brand. */
export const categoryOfProduct = and(
  eq(productCategories.brand, products.brand),
  eq(productCategories.id, products.categoryId),
);

/** The product fields a cart line or wishlist row shows. */
export function productSummaryColumns() {
  return {
    id: products.id,
    name: products.name,
    price: products.price,
    image: products.image,
    imageUrl: products.imageUrl,
    categoryName: productCategories.name,
    stockQuantity: products.stockQuantity,
    isActive: products.isActive,
  };
}
