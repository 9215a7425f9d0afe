import type { BusinessType } from '@shop/contract/common';

function withBrand(path: string, brand?: BusinessType): string {
  return brand ? `${path}?brand=${brand}` : path;
}

/** Every route of the app, once. `path` is for the router, `href` for links. */
export const paths = {
  home: { path: '/', href: () => '/' },
  auth: { path: '/auth', href: () => '/auth' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  adminDashboard: {
    path: '/admin/dashboard',
    /** `search`: the tab (`?tab=`) and the filters it opens with (docs/admin-dashboard.md). */
    href: (search?: Record<string, string>) =>
      search ? `/admin/dashboard?${new URLSearchParams(search)}` : '/admin/dashboard',
  },
  isml: { path: '/isml', href: (section?: string) => (section ? `/isml#${section}` : '/isml') },
  fursa: { path: '/fursa', href: () => '/fursa' },
  igsumProducts: { path: '/igsum-products', href: () => '/igsum-products' },
  /**
   * docs/seo.md: each laptop, IGSUM product and tour has a page at its slug, as the contract's
   * ITEM_PAGES says (written out here: vite.config.ts loads this file in Node, which cannot load
   * the contract's TypeScript; paths.test.ts checks the two agree).
   */
  laptopPage: {
    path: '/fursa/laptops/:slug',
    href: (slug: string) => `/fursa/laptops/${encodeURIComponent(slug)}`,
  },
  igsumProductPage: {
    path: '/igsum-products/:slug',
    href: (slug: string) => `/igsum-products/${encodeURIComponent(slug)}`,
  },
  tourPage: { path: '/isml/tours/:slug', href: (slug: string) => `/isml/tours/${encodeURIComponent(slug)}` },
  bookingSuccess: {
    path: '/booking-success',
    href: (orderId?: number) => (orderId ? `/booking-success?order_id=${orderId}` : '/booking-success'),
  },
  checkout: { path: '/checkout', href: () => '/checkout' },
  orderSuccess: {
    path: '/order-success',
    href: (orderId: number) => `/order-success?order_id=${orderId}`,
  },
  mobileMoney: {
    path: '/pay/mobile-money/:attemptId',
    href: (attemptId: number) => `/pay/mobile-money/${attemptId}`,
  },
  connectionTest: { path: '/connection-test', href: () => '/connection-test' },
  about: { path: '/about', href: (brand?: BusinessType) => withBrand('/about', brand) },
  contact: { path: '/contact', href: (brand?: BusinessType) => withBrand('/contact', brand) },
  notFound: { path: '*' },
} as const;

/**
 * The public screens the server renders with their content (docs/server-rendering.md), each with
 * the query parameters it reads (its filters, page, open product): the server draws, and keeps,
 * a page from these alone, so a shared link's tracking parameters (?utm_source=) make no page of
 * their own. The others arrive as the app's shell and render in the browser.
 */
export const SERVER_RENDERED_PATHS: ReadonlyMap<string, readonly string[]> = new Map([
  [paths.home.path, []],
  [paths.isml.path, ['page']],
  [paths.fursa.path, ['search', 'category', 'max_price', 'page']],
  [paths.igsumProducts.path, ['search', 'category', 'page']],
  [paths.laptopPage.path, []],
  [paths.igsumProductPage.path, []],
  [paths.tourPage.path, []],
  [paths.about.path, ['brand']],
  [paths.contact.path, ['brand']],
  [paths.notFound.path, []],
]);
