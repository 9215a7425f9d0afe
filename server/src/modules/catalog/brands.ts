import { Cart, FursaCart } from '@shop/contract/cart';
import {
  AdminCreateIgsumCategoryBody,
  AdminCreateIgsumProductBody,
  AdminCreateLaptopBody,
  AdminCreateLaptopCategoryBody,
  AdminIgsumProductCategory,
  AdminLaptopCategory,
  AdminUpdateIgsumCategoryBody,
  AdminUpdateIgsumProductBody,
  AdminUpdateLaptopBody,
  AdminUpdateLaptopCategoryBody,
  IgsumProductCategory,
  LaptopCategory,
} from '@shop/contract/catalog';
import { BUSINESS_TYPES, type BusinessType, CURRENCY_OF } from '@shop/contract/common';

export type Brand = BusinessType;
export const ALL_BRANDS: readonly Brand[] = BUSINESS_TYPES;

/**
 * Everything the server does differently for the two brands (docs/catalogue.md), so that the
 * catalogue, cart, wishlist, review, order and admin modules are each written once and read
 * their brand's settings here. Paths are those of the public API and stay as they are.
 */
export const BRANDS = {
  fursa: {
    currency: CURRENCY_OF.fursa,
    /** Prefix of the public order reference, e.g. FUR-7K2M9Q. */
    orderPrefix: 'FUR',
    /** The storefront a shopper returns to from a cancelled payment. */
    storefrontPath: '/fursa',
    /** Where the brand's catalogue, cart and wishlist live under /api. */
    apiPrefix: '/fursa',
    categoriesPath: '/categories/',
    reviewsPath: '/fursa/reviews/',
    adminProductsPrefix: '/products',
    adminCategoriesPrefix: '/categories',
    labels: {
      product: 'laptop',
      aProduct: 'a laptop',
      products: 'laptops',
      categories: 'Laptop categories',
    },
    /** The audit log's entity types; old entries keep these names. */
    productEntity: 'laptop_product',
    categoryEntity: 'product_category',
    /**
     * Without an explicit is_active a laptop is active exactly when it has stock; IGSUM products
     * have an Active checkbox and default to active (docs/catalogue.md).
     */
    activeFollowsStock: true,
    /** Only the laptop shop promises free delivery over the admin's threshold (docs/delivery.md). */
    freeDelivery: true,
    /** Laptop categories carry an icon; IGSUM ones keep the column's default, never shown. */
    categoryIcons: true,
    schemas: {
      cart: FursaCart,
      category: LaptopCategory,
      adminCategory: AdminLaptopCategory,
      createCategory: AdminCreateLaptopCategoryBody,
      updateCategory: AdminUpdateLaptopCategoryBody,
      createProduct: AdminCreateLaptopBody,
      updateProduct: AdminUpdateLaptopBody,
    },
  },
  igsum: {
    currency: CURRENCY_OF.igsum,
    orderPrefix: 'IGS',
    storefrontPath: '/isml',
    apiPrefix: '/igsum',
    categoriesPath: '/product-categories/',
    reviewsPath: '/igsum/product-reviews/',
    adminProductsPrefix: '/igsum-products',
    adminCategoriesPrefix: '/igsum-product-categories',
    labels: {
      product: 'IGSUM product',
      aProduct: 'an IGSUM product',
      products: 'IGSUM products',
      categories: 'IGSUM product categories',
    },
    productEntity: 'igsum_product',
    categoryEntity: 'igsum_product_category',
    activeFollowsStock: false,
    freeDelivery: false,
    categoryIcons: false,
    schemas: {
      cart: Cart,
      category: IgsumProductCategory,
      adminCategory: AdminIgsumProductCategory,
      createCategory: AdminCreateIgsumCategoryBody,
      updateCategory: AdminUpdateIgsumCategoryBody,
      createProduct: AdminCreateIgsumProductBody,
      updateProduct: AdminUpdateIgsumProductBody,
    },
  },
} as const satisfies Record<Brand, object>;

/** Tours are sold by IGSUM: a tour booking is an IGSUM order, priced in its currency. */
export const TOUR_BRAND: Brand = 'igsum';

export type BrandSettings = (typeof BRANDS)[Brand];

/** "Laptop", "IGSUM product": a label at the start of a sentence. */
export function capitalized(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}
