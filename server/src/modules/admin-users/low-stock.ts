import type { LowStockProduct } from '@shop/contract/admin-users';
import { LOW_STOCK_THRESHOLD } from '@shop/contract/catalog';
import { BUSINESS_TYPES } from '@shop/contract/common';
import { eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BRAND_TABLES } from '../cart/brand-tables';

/**
 * Products of both brands at or under LOW_STOCK_THRESHOLD, lowest stock first. Inactive ones
 * are included: a laptop is switched off when it sells out, which is exactly when it needs restocking.
 */
export async function lowStockProducts(db: Db): Promise<LowStockProduct[]> {
  const perBrand = await Promise.all(
    BUSINESS_TYPES.map(async (brand) => {
      const { products, categories } = BRAND_TABLES[brand];
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          stock_quantity: products.stockQuantity,
          category_name: categories.name,
          is_active: products.isActive,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(lte(products.stockQuantity, LOW_STOCK_THRESHOLD));
      return rows.map((row) => ({ ...row, brand }));
    }),
  );
  return perBrand
    .flat()
    .sort((a, b) => a.stock_quantity - b.stock_quantity || a.name.localeCompare(b.name) || a.id - b.id);
}
