// Every text's key, typed from the English catalogs: the common one every page loads and one per
// section (docs/i18n.md, "Sections"). A new section is a folder under catalogs/ and a line here.

import type cart from './catalogs/cart/en.json';
import type common from './catalogs/en.json';
import type storefront from './catalogs/storefront/en.json';
import type tours from './catalogs/tours/en.json';

type SectionKeys = {
  cart: keyof typeof cart;
  storefront: keyof typeof storefront;
  tours: keyof typeof tours;
};

/** A set of texts loaded with the screens and widgets that show them. */
export type Section = keyof SectionKeys;
export type MessageKey = keyof typeof common | SectionKeys[Section];
