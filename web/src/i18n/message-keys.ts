// Every text's key, typed from the English catalogs: the common one every page loads and one per
// section (docs/i18n.md, "Sections"). A new section is a folder under catalogs/ and a line here;
// the admin's (`admin*`) are English only (docs/i18n.md, "The admin dashboard").

import type about from './catalogs/about/en.json';
import type account from './catalogs/account/en.json';
import type admin from './catalogs/admin/en.json';
import type adminCatalogue from './catalogs/admin-catalogue/en.json';
import type adminDiscounts from './catalogs/admin-discounts/en.json';
import type adminImport from './catalogs/admin-import/en.json';
import type adminMessages from './catalogs/admin-messages/en.json';
import type adminOrders from './catalogs/admin-orders/en.json';
import type adminOverview from './catalogs/admin-overview/en.json';
import type adminProducts from './catalogs/admin-products/en.json';
import type adminSales from './catalogs/admin-sales/en.json';
import type adminSettings from './catalogs/admin-settings/en.json';
import type adminTours from './catalogs/admin-tours/en.json';
import type adminUsers from './catalogs/admin-users/en.json';
import type auth from './catalogs/auth/en.json';
import type booking from './catalogs/booking/en.json';
import type bookings from './catalogs/bookings/en.json';
import type cart from './catalogs/cart/en.json';
import type checkout from './catalogs/checkout/en.json';
import type connection from './catalogs/connection/en.json';
import type contact from './catalogs/contact/en.json';
import type common from './catalogs/en.json';
import type home from './catalogs/home/en.json';
import type igsum from './catalogs/igsum/en.json';
import type inTouch from './catalogs/in-touch/en.json';
import type item from './catalogs/item/en.json';
import type payment from './catalogs/payment/en.json';
import type receipt from './catalogs/receipt/en.json';
import type stockAlerts from './catalogs/stock-alerts/en.json';
import type storefront from './catalogs/storefront/en.json';
import type testimonials from './catalogs/testimonials/en.json';
import type tours from './catalogs/tours/en.json';
import type validation from './catalogs/validation/en.json';

type SectionKeys = {
  about: keyof typeof about;
  account: keyof typeof account;
  admin: keyof typeof admin;
  'admin-import': keyof typeof adminImport;
  'admin-catalogue': keyof typeof adminCatalogue;
  'admin-products': keyof typeof adminProducts;
  'admin-settings': keyof typeof adminSettings;
  'admin-sales': keyof typeof adminSales;
  'admin-overview': keyof typeof adminOverview;
  'admin-orders': keyof typeof adminOrders;
  'admin-discounts': keyof typeof adminDiscounts;
  'admin-messages': keyof typeof adminMessages;
  'admin-users': keyof typeof adminUsers;
  'admin-tours': keyof typeof adminTours;
  auth: keyof typeof auth;
  booking: keyof typeof booking;
  bookings: keyof typeof bookings;
  cart: keyof typeof cart;
  checkout: keyof typeof checkout;
  connection: keyof typeof connection;
  contact: keyof typeof contact;
  home: keyof typeof home;
  igsum: keyof typeof igsum;
  'in-touch': keyof typeof inTouch;
  item: keyof typeof item;
  payment: keyof typeof payment;
  receipt: keyof typeof receipt;
  'stock-alerts': keyof typeof stockAlerts;
  storefront: keyof typeof storefront;
  testimonials: keyof typeof testimonials;
  tours: keyof typeof tours;
  validation: keyof typeof validation;
};

/** A set of texts loaded with the screens and widgets that show them. */
export type Section = keyof SectionKeys;
export type MessageKey = keyof typeof common | SectionKeys[Section];
