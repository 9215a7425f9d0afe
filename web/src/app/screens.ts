import type { ComponentType } from 'react';
import { paths } from '#web/config/paths.ts';
import type { Section } from '#web/i18n/i18n.ts';
import { matchesPath } from '#web/lib/router/router.tsx';

type Screen = {
  path: string;
  load: () => Promise<ComponentType>;
  /** Who may open it: its code loads only once the check has passed (route-guards.tsx). */
  guard?: 'customer' | 'admin';
  /** The sections of texts it shows beyond the common ones, loaded with its code (docs/i18n.md). */
  texts?: readonly Section[];
};

/** Every screen of the app with the module it lives in, one chunk each. */
const DEFINED = {
  home: {
    path: paths.home.path,
    load: () => import('./routes/home').then((m) => m.HomeRoute),
    texts: ['home'],
  },
  auth: {
    path: paths.auth.path,
    load: () => import('./routes/auth').then((m) => m.AuthRoute),
    texts: ['auth'],
  },
  resetPassword: {
    path: paths.resetPassword.path,
    load: () => import('./routes/reset-password').then((m) => m.ResetPasswordRoute),
    // Its frame, the auth layout, says the shop's promises (docs/i18n.md, "Sections").
    texts: ['auth', 'account', 'validation'],
  },
  dashboard: {
    path: paths.dashboard.path,
    load: () => import('./routes/dashboard').then((m) => m.DashboardRoute),
    guard: 'customer',
    // auth: the profile editor's password fields and submit button (components/form).
    texts: ['account', 'auth', 'cart', 'checkout', 'payment', 'validation'],
  },
  checkout: {
    path: paths.checkout.path,
    load: () => import('./routes/checkout').then((m) => m.CheckoutRoute),
    guard: 'customer',
    // auth: the marketing boxes' words (components/form/marketing-consent-fields.tsx).
    texts: ['auth', 'checkout', 'payment', 'validation'],
  },
  adminDashboard: {
    path: paths.adminDashboard.path,
    load: () => import('./routes/admin-dashboard').then((m) => m.AdminDashboardRoute),
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
      'payment',
      'account',
      'auth',
      'checkout',
      'validation',
    ],
  },
  isml: {
    path: paths.isml.path,
    load: () => import('./routes/isml').then((m) => m.IsmlRoute),
    // in-touch: the contact details beside its contact form (whose own texts load with it) and
    // the newsletter band.
    texts: ['tours', 'in-touch'],
  },
  fursa: {
    path: paths.fursa.path,
    load: () => import('./routes/fursa').then((m) => m.FursaRoute),
    texts: ['storefront'],
  },
  igsumProducts: {
    path: paths.igsumProducts.path,
    load: () => import('./routes/igsum-products').then((m) => m.IgsumProductsRoute),
    // in-touch: the newsletter band.
    texts: ['storefront', 'igsum', 'in-touch'],
  },
  laptopPage: {
    path: paths.laptopPage.path,
    load: () => import('./routes/laptop-page').then((m) => m.LaptopPageRoute),
    texts: ['storefront', 'item'],
  },
  igsumProductPage: {
    path: paths.igsumProductPage.path,
    load: () => import('./routes/igsum-product-page').then((m) => m.IgsumProductPageRoute),
    texts: ['storefront', 'item', 'igsum'],
  },
  tourPage: {
    path: paths.tourPage.path,
    load: () => import('./routes/tour-page').then((m) => m.TourPageRoute),
    texts: ['item', 'tours'],
  },
  bookingSuccess: {
    path: paths.bookingSuccess.path,
    load: () => import('./routes/booking-success').then((m) => m.BookingSuccessRoute),
    texts: ['checkout', 'payment'],
  },
  mobileMoney: {
    path: paths.mobileMoney.path,
    load: () => import('./routes/mobile-money').then((m) => m.MobileMoneyRoute),
    guard: 'customer',
    texts: ['checkout', 'payment', 'validation'],
  },
  orderSuccess: {
    path: paths.orderSuccess.path,
    load: () => import('./routes/order-success').then((m) => m.OrderSuccessRoute),
    texts: ['checkout', 'payment'],
  },
  connectionTest: {
    path: paths.connectionTest.path,
    load: () => import('./routes/connection-test').then((m) => m.ConnectionTestRoute),
    texts: ['connection'],
  },
  about: {
    path: paths.about.path,
    load: () => import('./routes/about').then((m) => m.AboutRoute),
    texts: ['about'],
  },
  contact: {
    path: paths.contact.path,
    load: () => import('./routes/contact').then((m) => m.ContactRoute),
    texts: ['contact', 'in-touch'],
  },
  notFound: {
    path: paths.notFound.path,
    load: () => import('./routes/not-found').then((m) => m.NotFoundRoute),
  },
} satisfies Record<string, Screen>;

export type ScreenName = keyof typeof DEFINED;
export const SCREENS: Record<ScreenName, Screen> = DEFINED;

/**
 * The screen a URL path shows; the 404 screen when no other does. The first whose path matches, as
 * <Routes> picks it (app-routes.tsx): `*` comes last.
 */
export function screenAt(pathname: string): ScreenName {
  return (
    (Object.keys(SCREENS) as ScreenName[]).find((name) => matchesPath(SCREENS[name].path, pathname)) ??
    'notFound'
  );
}
