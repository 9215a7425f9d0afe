import type { BusinessType } from '@shop/contract/common';
// Relative, not `@shop/contract/...`: the build's install step loads this file in Node
// (web/build/app-install.ts), and Vite bundles a config's relative imports where Node 20 loads no
// TypeScript from a package.
import { SCREEN_TABLE as screen } from '../../../contract/src/screen-table.ts';

function withBrand(path: string, brand?: BusinessType): string {
  return brand ? `${path}?brand=${brand}` : path;
}

/**
 * An item page's link: its path with the slug (ITEM_PAGES.<kind>.href in contract/src/item-pages.ts
 * gives the same; not imported, so every page's first visit does not load the share images' code).
 */
const withSlug = (path: `${string}/:slug`) => (slug: string) =>
  path.replace(':slug', encodeURIComponent(slug));

/**
 * Every route of the app with the links to it: `path` (for the router) is the screen table's
 * (contract/src/screen-table.ts, docs/screens.md), `href` builds a link.
 */
export const paths = {
  home: { path: screen.home.path, href: () => '/' },
  auth: { path: screen.auth.path, href: () => '/auth' },
  resetPassword: { path: screen.resetPassword.path, href: () => '/reset-password' },
  dashboard: { path: screen.dashboard.path, href: () => '/dashboard' },
  /** The reminders' link is the same (bookingLinkPath in server/src/modules/tour-bookings/reminders.ts). */
  tourBooking: {
    path: screen.tourBooking.path,
    href: (orderId: number) => `/dashboard/bookings/${orderId}`,
  },
  adminDashboard: {
    path: screen.adminDashboard.path,
    /** `search`: the tab (`?tab=`) and the filters it opens with (docs/admin-dashboard.md). */
    href: (search?: Record<string, string>) =>
      search ? `/admin/dashboard?${new URLSearchParams(search)}` : '/admin/dashboard',
  },
  isml: { path: screen.isml.path, href: (section?: string) => (section ? `/isml#${section}` : '/isml') },
  fursa: { path: screen.fursa.path, href: () => '/fursa' },
  igsumProducts: { path: screen.igsumProducts.path, href: () => '/igsum-products' },
  /** docs/seo.md: each laptop, IGSUM product and tour has a page at its slug. */
  laptopPage: { path: screen.laptopPage.path, href: withSlug(screen.laptopPage.path) },
  igsumProductPage: { path: screen.igsumProductPage.path, href: withSlug(screen.igsumProductPage.path) },
  tourPage: { path: screen.tourPage.path, href: withSlug(screen.tourPage.path) },
  bookingSuccess: {
    path: screen.bookingSuccess.path,
    href: (orderId?: number) => (orderId ? `/booking-success?order_id=${orderId}` : '/booking-success'),
  },
  checkout: { path: screen.checkout.path, href: () => '/checkout' },
  orderSuccess: {
    path: screen.orderSuccess.path,
    href: (orderId: number) => `/order-success?order_id=${orderId}`,
  },
  mobileMoney: {
    path: screen.mobileMoney.path,
    href: (attemptId: number) => `/pay/mobile-money/${attemptId}`,
  },
  connectionTest: { path: screen.connectionTest.path, href: () => '/connection-test' },
  about: { path: screen.about.path, href: (brand?: BusinessType) => withBrand('/about', brand) },
  contact: { path: screen.contact.path, href: (brand?: BusinessType) => withBrand('/contact', brand) },
  notFound: { path: screen.notFound.path },
} as const;
