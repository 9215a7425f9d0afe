/**
 * Office, phone and e-mail of each brand: the web pages and every message the shop sends show them.
 * Their opening hours are texts, in the catalogs of each language (docs/i18n.md).
 */
export const BRAND_CONTACTS = {
  igsum: {
    office: 'IGSUM Tours & Safaris, Sokoine Road, Arusha, Tanzania',
    city: 'Arusha',
    phone: '+255 754 123 456',
    email: 'info@igsum.co.tz',
  },
  fursa: {
    office: 'FURSA Laptops, Samora Avenue, Dar es Salaam, Tanzania',
    city: 'Dar es Salaam',
    phone: '+255 713 654 321',
    email: 'sales@fursa.co.tz',
  },
} as const;
