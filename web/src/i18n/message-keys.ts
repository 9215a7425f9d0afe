// Every text's key, typed from the English catalogs: the common one every page loads and one per
// section (docs/i18n.md, "Sections"). A new section is a folder under catalogs/ and a line here.

import type account from './catalogs/account/en.json';
import type checkout from './catalogs/checkout/en.json';
import type common from './catalogs/en.json';
import type payment from './catalogs/payment/en.json';
import type storefront from './catalogs/storefront/en.json';
import type validation from './catalogs/validation/en.json';

type SectionKeys = {
  account: keyof typeof account;
  checkout: keyof typeof checkout;
  payment: keyof typeof payment;
  storefront: keyof typeof storefront;
  validation: keyof typeof validation;
};

/** A set of texts loaded with the screens and widgets that show them. */
export type Section = keyof SectionKeys;
export type MessageKey = keyof typeof common | SectionKeys[Section];
