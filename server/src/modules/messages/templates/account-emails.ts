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

/**
 * docs/sessions.md: every password change is told to the account's own address, so a takeover
 * does not go unseen. No link: the reader who did not change it needs the shop, not a button.
 */
export function passwordChangedEmail(name: string, username: string, how: 'reset' | 'profile'): Email {
  return email('shop', 'Your password was changed', 'Your password was changed', [
    {
      paragraph: `Hello ${name}, the password of your account ${username} was just changed ${how === 'reset' ? 'with a password reset' : 'from the account settings'}, and every session was signed out.`,
    },
    {
      paragraph:
        'If that was you, there is nothing to do. If it was not, ask for a password reset at once and contact us at the address below: someone else may have access to your account.',
    },
  ]);
}

export function passwordChangedSms(): string {
  return 'IGSUM & FURSA: your account password was just changed. If this was not you, reset it now and contact us.';
}
