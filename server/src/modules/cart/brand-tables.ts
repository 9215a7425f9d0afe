import type { BusinessType } from '@shop/contract/common';
import {
  fursaCartItems,
  fursaWishlistItems,
  igsumCartItems,
  igsumProductCategories,
  igsumProducts,
  igsumWishlistItems,
  laptopProducts,
  productCategories,
} from '../../db/schema';

/**
 * The two brands keep their shop data in twin tables with the same columns, so one
 * implementation of the cart and the wishlist serves both, picking its tables here.
 */
export const BRAND_TABLES = {
  fursa: {
    products: laptopProducts,
    categories: productCategories,
    cart: fursaCartItems,
    wishlist: fursaWishlistItems,
  },
  igsum: {
    products: igsumProducts,
    categories: igsumProductCategories,
    cart: igsumCartItems,
    wishlist: igsumWishlistItems,
  },
} as const satisfies Record<BusinessType, object>;

type BrandTables = (typeof BRAND_TABLES)[BusinessType];

/** The product fields a cart line or wishlist row shows, selected from the brand's tables. */
export function productSummaryColumns({
  products,
  categories,
}: Pick<BrandTables, 'products' | 'categories'>) {
  return {
    id: products.id,
    name: products.name,
    price: products.price,
    image: products.image,
    imageUrl: products.imageUrl,
    categoryName: categories.name,
    stockQuantity: products.stockQuantity,
    isActive: products.isActive,
  };
}
