import { type Email, email } from './layout';

/** docs/messages.md: welcome on sign-up. */
export function welcomeEmail(name: string, username: string): Email {
  return email('shop', 'Welcome to IGSUM & FURSA', `Karibu, ${name}!`, [
    { paragraph: `Your account ${username} is ready.` },
    {
      paragraph:
        'With it you can book safaris, Kilimanjaro treks and Zanzibar trips with IGSUM Tours & Safaris, order Tanzanian crafts, and buy laptops from FURSA with delivery across Tanzania. Your dashboard keeps your cart, wishlist and orders.',
    },
  ]);
}
