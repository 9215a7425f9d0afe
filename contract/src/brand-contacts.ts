/** Office, phone and e-mail of each brand: the web pages and every message the shop sends show them. */
export const BRAND_CONTACTS = {
  igsum: {
    office: 'IGSUM Tours & Safaris, Sokoine Road, Arusha, Tanzania',
    city: 'Arusha',
    phone: '+255 754 123 456',
    email: 'info@igsum.co.tz',
    hours: 'Mon to Sat, 8:00 to 18:00 (EAT)',
  },
  fursa: {
    office: 'FURSA Laptops, Samora Avenue, Dar es Salaam, Tanzania',
    city: 'Dar es Salaam',
    phone: '+255 713 654 321',
    email: 'sales@fursa.co.tz',
    hours: 'Mon to Sat, 9:00 to 19:00 (EAT)',
  },
} as const;
