// The shop's screens, each once (docs/screens.md): the web routes and loads them from this table
// (web/src/app/screens.ts), its build names the public ones' scripts and reports their first visit
// (web/vite.config.ts), its server render draws the server-rendered ones from the query parameters
// they read, which the server's public cache keys them by, and the server lists them in
// /sitemap.xml and robots.txt (server/src/modules/seo/sitemap.ts). Adding a screen is one entry
// here, named as its route module: `laptopPage` is web/src/app/routes/laptop-page.tsx, which
// exports `LaptopPageRoute`. Data only, importing nothing: vite.config.ts loads it in Node as it is.
// The browser's copy leaves out ssrQuery, landing and overBudget, written as literals
// (web/build/screen-table-for-browser.ts).

export type ScreenGuard = 'customer' | 'admin';

export type ScreenEntry<Section extends string = string> = {
  /** The router's pattern: `:name` a parameter, `*` any address (the 404 screen, last). */
  path: string;
  /** Who may open it: its code loads only once the check has passed (web/src/app/route-guards.tsx). */
  guard?: ScreenGuard;
  /**
   * The sections of texts it shows beyond the common ones, loaded with its code (docs/i18n.md,
   * "Sections"); the web type-checks them against its catalogs.
   */
  texts?: readonly Section[];
  /**
   * Drawn on the server with its content (docs/server-rendering.md), from these query parameters
   * alone (its filters, page, open product): they are the public cache's key of its page, so a
   * shared link's tracking parameters (?utm_source=) make no page of their own. A server-rendered
   * screen at a fixed address is in the sitemap; one with a parameter lists its items itself
   * (docs/seo.md).
   */
  ssrQuery?: readonly string[];
  /**
   * A public screen the browser draws from the shell, where a visitor may still land from outside
   * (a link in a message, the sign-in): the server names its scripts in its HTML and the build
   * reports its first visit (docs/performance.md, "Page speed"). Server-rendered screens are
   * public already.
   */
  landing?: true;
  /**
   * A landing screen that checks its data with the contract's schemas (zod) as it draws: its code
   * stays out of the first-paint chunks, which would bring zod into every page, and the first-visit
   * budget (e2e/tests/first-visit.spec.ts) does not hold it.
   */
  overBudget?: true;
};

// `as const` keeps each screen's text sections' names for the web's type check; a plain object,
// not a call per screen, since every page's first visit loads the table.
export const SCREEN_TABLE = {
  home: { path: '/', texts: ['home'], ssrQuery: [] },
  auth: { path: '/auth', texts: ['auth'], landing: true },
  resetPassword: {
    path: '/reset-password',
    // Its frame, the auth layout, says the shop's promises (docs/i18n.md, "Sections").
    texts: ['auth', 'account', 'validation'],
  },
  dashboard: {
    path: '/dashboard',
    guard: 'customer',
    // auth: the profile editor's password fields and submit button (components/form); bookings:
    // the tour bookings panel and the order dialog's link to a booking.
    texts: ['account', 'auth', 'bookings', 'cart', 'checkout', 'payment', 'validation', 'privacy'],
  },
  // docs/tours-pricing.md: a customer's tour booking, where the balance reminders link.
  tourBooking: {
    path: '/dashboard/bookings/:id',
    guard: 'customer',
    // booking: a tour's price lines and cancellation terms (components/tours), as the booking
    // dialog shows them; auth: the forms' submit button and the confirmation's cancel; payment: the
    // mobile money fields; checkout: the load failure's retry; vouchers: the pickup's where and
    // when, as the voucher says it (components/tours/pickup-where-when.tsx).
    texts: ['bookings', 'booking', 'auth', 'payment', 'validation', 'checkout', 'vouchers'],
  },
  // docs/vouchers-and-check-in.md: a paid booking's voucher, from its confirmation and the dashboard.
  voucher: {
    path: '/vouchers/:id',
    guard: 'customer',
    texts: ['vouchers'],
  },
  // A guide's (or an admin's) check-in on the phone: the server answers only for their departures.
  guideCheckIn: {
    path: '/guide/check-in',
    guard: 'customer',
    texts: ['check-in', 'auth'],
  },
  adminCheckIn: {
    path: '/admin/check-in',
    guard: 'admin',
    texts: ['check-in'],
  },
  checkout: {
    path: '/checkout',
    guard: 'customer',
    // auth: the marketing boxes' words (components/form/marketing-consent-fields.tsx).
    texts: ['auth', 'checkout', 'payment', 'validation'],
  },
  adminDashboard: {
    path: '/admin/dashboard',
    guard: 'admin',
    // Its own texts, English whatever the page's language (docs/i18n.md, "The admin dashboard"),
    // then the order dialog's delivery details and history (components/orders), the admin's profile
    // editor, and the form widgets' words (auth: submit buttons, password fields, confirmations).
    texts: [
      'admin',
      'admin-import',
      'admin-catalogue',
      'admin-products',
      'admin-settings',
      'admin-sales',
      'admin-overview',
      'admin-orders',
      'admin-discounts',
      'admin-messages',
      'admin-users',
      'admin-tours',
      'admin-receipts',
      'admin-departures',
      'admin-phone-orders',
      'admin-privacy',
      'payment',
      'account',
      'auth',
      'checkout',
      'validation',
    ],
  },
  isml: {
    path: '/isml',
    // in-touch: the contact details beside its contact form (whose own texts load with it) and
    // the newsletter band.
    texts: ['tours', 'in-touch'],
    ssrQuery: ['page'],
  },
  fursa: {
    path: '/fursa',
    texts: ['storefront'],
    ssrQuery: ['search', 'category', 'max_price', 'page'],
  },
  igsumProducts: {
    path: '/igsum-products',
    // in-touch: the newsletter band.
    texts: ['storefront', 'igsum', 'in-touch'],
    ssrQuery: ['search', 'category', 'page'],
  },
  // docs/seo.md: each laptop, IGSUM product and tour has a page at its slug (ITEM_PAGES).
  laptopPage: {
    path: '/fursa/laptops/:slug',
    texts: ['storefront', 'item'],
    ssrQuery: [],
  },
  igsumProductPage: {
    path: '/igsum-products/:slug',
    texts: ['storefront', 'item', 'igsum'],
    ssrQuery: [],
  },
  tourPage: {
    path: '/isml/tours/:slug',
    texts: ['item', 'tours'],
    ssrQuery: [],
  },
  bookingSuccess: {
    path: '/booking-success',
    texts: ['checkout', 'payment'],
    landing: true,
    overBudget: true,
  },
  mobileMoney: {
    path: '/pay/mobile-money/:attemptId',
    guard: 'customer',
    texts: ['checkout', 'payment', 'validation'],
  },
  orderSuccess: {
    path: '/order-success',
    texts: ['checkout', 'payment'],
  },
  // docs/receipts.md, "The customer's copy": a receipt by its link, signed in or not (the payment's
  // e-mail and SMS, the order's dialog). Kept from crawlers and from the offline copy.
  receipt: {
    path: '/receipt/:token',
    texts: ['receipt'],
    landing: true,
    // Reads the receipt through the API client and checks it with zod: 166 KB on a first visit.
    overBudget: true,
  },
  // docs/phone-orders.md: the payment link an admin sends by SMS or WhatsApp; one order, no password.
  payLink: {
    path: '/pay/:token',
    texts: ['pay-link', 'validation'],
    landing: true,
  },
  connectionTest: {
    path: '/connection-test',
    texts: ['connection'],
    landing: true,
    overBudget: true,
  },
  about: { path: '/about', texts: ['about'], ssrQuery: ['brand'] },
  contact: {
    path: '/contact',
    texts: ['contact', 'in-touch'],
    ssrQuery: ['brand'],
  },
  // docs/privacy.md, "The privacy notice": linked from every footer, sign-up and checkout.
  privacy: { path: '/privacy', texts: ['privacy'], ssrQuery: [] },
  // Last: its path matches any address (web/src/app/screens.ts, screenAt).
  notFound: { path: '*', ssrQuery: [] },
} as const satisfies Record<string, ScreenEntry>;

export type ScreenName = keyof typeof SCREEN_TABLE;
type Table = Readonly<Record<string, ScreenEntry>>;

/** The route module of screen `name`, one chunk each: `laptopPage` is web/src/app/routes/laptop-page.tsx. */
export const routeModuleOf = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const hasParameter = (path: string) => path.includes(':') || path.includes('*');

/** The server-rendered screens' paths, each with the query parameters its page is drawn from. */
export function serverRenderedPaths(table: Table): ReadonlyMap<string, readonly string[]> {
  return new Map(
    Object.values(table).flatMap(({ path, ssrQuery }) => (ssrQuery ? [[path, ssrQuery] as const] : [])),
  );
}

/** The public screens, server-rendered or landing, each path with its route module. */
export function publicScreens(table: Table): Record<string, string> {
  return Object.fromEntries(
    Object.entries(table)
      .filter(([, { ssrQuery, landing }]) => ssrQuery || landing)
      .map(([name, { path }]) => [path, routeModuleOf(name)]),
  );
}

/** The public screens the first-visit budget does not hold, each path with its route module. */
export function overBudgetScreens(table: Table): Record<string, string> {
  return publicScreens(Object.fromEntries(Object.entries(table).filter(([, { overBudget }]) => overBudget)));
}

/** The pages /sitemap.xml lists besides the items' own: the server-rendered ones at a fixed address. */
export function sitemapPages(table: Table): string[] {
  return Object.values(table)
    .filter(({ path, ssrQuery }) => ssrQuery && !hasParameter(path))
    .map(({ path }) => path);
}

/**
 * What robots.txt keeps crawlers out of: every screen the server does not render (a customer's
 * own, the checkout, the admin's, the sign-in), by its address up to its first parameter.
 */
export function crawlerPrivatePaths(table: Table): string[] {
  const paths = Object.values(table)
    .filter(({ path, ssrQuery }) => !ssrQuery && path !== '*')
    .map(({ path }) => path.split(':')[0] as string);
  return [...new Set(paths)];
}

// Pure: the browser's build drops those it does not read, and the functions with them.
export const SERVER_RENDERED_PATHS = /* @__PURE__ */ serverRenderedPaths(SCREEN_TABLE);
export const PUBLIC_SCREENS = /* @__PURE__ */ publicScreens(SCREEN_TABLE);
export const OVER_BUDGET_SCREENS = /* @__PURE__ */ overBudgetScreens(SCREEN_TABLE);
export const SITEMAP_PAGES = /* @__PURE__ */ sitemapPages(SCREEN_TABLE);
