import type { BusinessType } from '@shop/contract/common';
import {
  igsumProductCategories,
  igsumProductReviews,
  igsumProducts,
  laptopProducts,
  laptopReviews,
  productCategories,
} from '../../db/schema';

/**
 * Laptops and IGSUM products share one shape (docs/catalogue.md); this names the tables of each so
 * one set of queries serves both.
 */
export type ProductKind = {
  business: BusinessType;
  products: typeof laptopProducts | typeof igsumProducts;
  categories: typeof productCategories | typeof igsumProductCategories;
  reviews: typeof laptopReviews | typeof igsumProductReviews;
  /** The audit log's entity type. */
  entity: 'laptop_product' | 'igsum_product';
  /**
   * Laptops follow docs/catalogue.md: without an explicit is_active, a product is active exactly when it
   * has stock. IGSUM products have an explicit Active checkbox and default to active.
   */
  activeFollowsStock: boolean;
};

export const LAPTOPS: ProductKind = {
  business: 'fursa',
  products: laptopProducts,
  categories: productCategories,
  reviews: laptopReviews,
  entity: 'laptop_product',
  activeFollowsStock: true,
};

export const IGSUM_PRODUCTS: ProductKind = {
  business: 'igsum',
  products: igsumProducts,
  categories: igsumProductCategories,
  reviews: igsumProductReviews,
  entity: 'igsum_product',
  activeFollowsStock: false,
};
