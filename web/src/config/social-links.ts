import { IGSUM_WHATSAPP_NUMBER } from './constants';

// Apart from constants.ts, which every page's code holds (vite.config.ts, `core`): /isml alone
// shows them.

/** The tour brand's social pages, linked from /isml. */
export const IGSUM_SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/igsumtours' },
  { label: 'Instagram', href: 'https://www.instagram.com/igsumtours' },
  { label: 'YouTube', href: 'https://www.youtube.com/@igsumtours' },
  { label: 'WhatsApp', href: `https://wa.me/${IGSUM_WHATSAPP_NUMBER}` },
] as const;
