import type { Locale } from '@shop/contract/locale';

/** docs/reminders.md: the reminders' words, in the customer's language (docs/i18n.md). */
export const REMINDER_TEXTS = {
  en: {
    pushSms: (order: string, link: string) =>
      `Your mobile money payment for order ${order} was not approved. Send a new request to your phone: ${link}`,
    holdSms: (order: string, minutes: number) =>
      `Order ${order} is still unpaid and its hold ends in ${minutes} minutes. Pay now to keep it.`,
    holdSubject: (order: string) => `Order ${order}: pay soon to keep it`,
    holdHeading: 'Your order is waiting for payment',
    holdBody: (order: string, minutes: number) =>
      `Order ${order} is not paid yet. We hold it for you for ${minutes} more minutes; after that it is released.`,
    holdLink: 'Open your orders',
    cartSms: (items: string, link: string) => `Your cart is waiting: ${items}. ${link}`,
    cartSubject: 'Your cart is waiting',
    cartHeading: 'You left something in your cart',
    cartBody: 'These are still in stock:',
    cartLink: 'Go to checkout',
  },
  sw: {
    pushSms: (order: string, link: string) =>
      `Malipo yako ya pesa kwa simu ya oda ${order} hayakuidhinishwa. Tuma ombi jipya kwa simu yako: ${link}`,
    holdSms: (order: string, minutes: number) =>
      `Oda ${order} bado haijalipwa na muda wake unaisha baada ya dakika ${minutes}. Lipa sasa kuihifadhi.`,
    holdSubject: (order: string) => `Oda ${order}: lipa mapema kuihifadhi`,
    holdHeading: 'Oda yako inasubiri malipo',
    holdBody: (order: string, minutes: number) =>
      `Oda ${order} bado haijalipwa. Tunakuhifadhia kwa dakika ${minutes} zaidi; baada ya hapo itaachiliwa.`,
    holdLink: 'Fungua oda zako',
    cartSms: (items: string, link: string) => `Kikapu chako kinakusubiri: ${items}. ${link}`,
    cartSubject: 'Kikapu chako kinakusubiri',
    cartHeading: 'Umeacha bidhaa kwenye kikapu',
    cartBody: 'Hizi bado zipo:',
    cartLink: 'Nenda kulipa',
  },
} satisfies Record<Locale, unknown>;
