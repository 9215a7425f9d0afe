// Every text's key, typed from the English catalogs: the common one every page loads and one per
// section (docs/i18n.md, "Sections"). A new section is a folder under catalogs/ and a line here.

import type about from './catalogs/about/en.json';
import type account from './catalogs/account/en.json';
import type auth from './catalogs/auth/en.json';
import type booking from './catalogs/booking/en.json';
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
import type storefront from './catalogs/storefront/en.json';
import type testimonials from './catalogs/testimonials/en.json';
import type tours from './catalogs/tours/en.json';
import type validation from './catalogs/validation/en.json';

type SectionKeys = {
  about: keyof typeof about;
  account: keyof typeof account;
  auth: keyof typeof auth;
  booking: keyof typeof booking;
  cart: keyof typeof cart;
  checkout: keyof typeof checkout;
  connection: keyof typeof connection;
  contact: keyof typeof contact;
  home: keyof typeof home;
  igsum: keyof typeof igsum;
  'in-touch': keyof typeof inTouch;
  item: keyof typeof item;
  payment: keyof typeof payment;
  storefront: keyof typeof storefront;
  testimonials: keyof typeof testimonials;
  tours: keyof typeof tours;
  validation: keyof typeof validation;
};

/** A set of texts loaded with the screens and widgets that show them. */
export type Section = keyof SectionKeys;
export type MessageKey = keyof typeof common | SectionKeys[Section];
