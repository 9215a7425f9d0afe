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
 * The links to each screen of the app; its path, for the router, is in the screen table
 * (contract/src/screen-table.ts, docs/screens.md).
 */
export const paths = {
  home: { href: () => '/' },
  auth: { href: () => '/auth' },
  resetPassword: { href: () => '/reset-password' },
  dashboard: { href: () => '/dashboard' },
  /** The reminders' link is the same (bookingLinkPath in server/src/modules/tour-bookings/reminders.ts). */
  tourBooking: {
    href: (orderId: number) => `/dashboard/bookings/${orderId}`,
  },
  /** docs/vouchers-and-check-in.md: a paid booking's voucher. */
  voucher: { href: (orderId: number) => `/vouchers/${orderId}` },
  /** A departure's check-in, live (docs/vouchers-and-check-in.md). */
  adminCheckIn: { href: (departure: number) => `/admin/check-in?departure=${departure}` },
  adminDashboard: {
    /** `search`: the tab (`?tab=`) and the filters it opens with (docs/admin-dashboard.md). */
    href: (search?: Record<string, string>) =>
      search ? `/admin/dashboard?${new URLSearchParams(search)}` : '/admin/dashboard',
  },
  isml: { href: (section?: string) => (section ? `/isml#${section}` : '/isml') },
  fursa: { href: () => '/fursa' },
  igsumProducts: { href: () => '/igsum-products' },
  /** docs/seo.md: each laptop, IGSUM product and tour has a page at its slug. */
  laptopPage: { href: withSlug(screen.laptopPage.path) },
  igsumProductPage: { href: withSlug(screen.igsumProductPage.path) },
  tourPage: { href: withSlug(screen.tourPage.path) },
  bookingSuccess: {
    href: (orderId?: number) => (orderId ? `/booking-success?order_id=${orderId}` : '/booking-success'),
  },
  checkout: { href: () => '/checkout' },
  orderSuccess: {
    href: (orderId: number) => `/order-success?order_id=${orderId}`,
  },
  mobileMoney: {
    href: (attemptId: number) => `/pay/mobile-money/${attemptId}`,
  },
  /** A receipt by its link's token; the messages' link is the same (receiptPagePath in contract/src/receipt-page.ts). */
  receipt: { href: (token: string) => `/receipt/${encodeURIComponent(token)}` },
  connectionTest: { href: () => '/connection-test' },
  about: { href: (brand?: BusinessType) => withBrand('/about', brand) },
  /** docs/privacy.md, "The privacy notice". */
  privacy: { href: () => '/privacy' },
  contact: { href: (brand?: BusinessType) => withBrand('/contact', brand) },
} as const;
