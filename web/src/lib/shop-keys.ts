import type { BusinessType } from '@shop/contract/common';

/**
 * Every shop query key, as `adminKeys` is for the admin. Keys nest, so a mutation refreshes a
 * whole family by its prefix: `products(brand)` covers that brand's pages, filters and details.
 */
export const shopKeys = {
  products: (brand: BusinessType) => ['products', brand] as const,
  productList: <F extends object>(brand: BusinessType, filters: F) =>
    ['products', brand, 'list', filters] as const,
  product: (brand: BusinessType, id: number) => ['products', brand, 'detail', id] as const,
  /** A product's own page (docs/seo.md), by its slug. */
  productPage: (brand: BusinessType, slug: string) => ['products', brand, 'page', slug] as const,
  categories: (brand: BusinessType) => ['categories', brand] as const,
  deliveryTerms: ['delivery-terms'] as const,
  cart: (brand: BusinessType) => ['cart', brand] as const,
  wishlist: (brand: BusinessType) => ['wishlist', brand] as const,
  orders: ['orders'] as const,
  tours: ['tours'] as const,
  tourList: ['tours', 'list'] as const,
  tour: (id: number) => ['tours', 'detail', id] as const,
  tourPage: (slug: string) => ['tours', 'page', slug] as const,
  testimonials: (brand: BusinessType) => ['testimonials', brand] as const,
  gallery: ['gallery'] as const,
  checkoutQuote: ['checkout', 'fursa'] as const,
  order: (id: number) => ['orders', id] as const,
  mobileMoneyAttempt: (id: number) => ['payments', 'mobile-money', id] as const,
  mobileMoneyRate: ['payments', 'mobile-money', 'rate'] as const,
  paymentConfirmation: (sessionId: string) => ['payments', 'confirm', sessionId] as const,
  backendStatus: ['connection-test', 'status'] as const,
};
