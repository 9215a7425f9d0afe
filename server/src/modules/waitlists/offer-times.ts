import { SHOP_TIME_ZONE } from '@shop/contract/admin-sales';
import type { Locale } from '@shop/contract/locale';
import { marketingSendTime } from '#server/modules/messages/marketing-rules.ts';

/**
 * docs/back-in-stock.md, "Quiet hours": an offer made between 21:00 and 08:00 is e-mailed at once
 * but texted at 08:00, and its hold runs from then, so nobody's phone rings at night and nobody
 * loses an offer while asleep. `smsAt` is `now` outside the quiet hours.
 */
export function offerTimes(now: Date, holdMs: number): { smsAt: Date; heldUntil: Date } {
  const smsAt = marketingSendTime(now);
  return { smsAt, heldUntil: new Date(smsAt.getTime() + holdMs) };
}

// docs/i18n.md, "Formats": as the web's order steps write a moment, in East Africa Time.
const common = {
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;
const FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { ...common, month: 'short', timeZone: SHOP_TIME_ZONE }),
  sw: new Intl.DateTimeFormat('sw-TZ', {
    ...common,
    weekday: 'long',
    month: 'long',
    timeZone: SHOP_TIME_ZONE,
  }),
};

/** Until when an offer holds, in the message's language: `1 Dec 2026, 10:00`, `Jumanne, 1 Desemba 2026, 10:00`. */
export function heldUntilText(at: Date, locale: Locale): string {
  return FORMATS[locale].format(at);
}
