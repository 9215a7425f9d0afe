import type { Locale } from '@shop/contract/locale';

/** docs/back-in-stock.md: the messages' words, in the customer's language (docs/i18n.md). */
export const WAITLIST_TEXTS = {
  en: {
    stockSms: (shop: string, name: string, hours: number, link: string) =>
      `${shop}: ${name} is back in stock. One is held for you for ${hours} hours: ${link}`,
    stockSubject: (name: string) => `${name} is back in stock`,
    stockHeading: 'Back in stock',
    stockBody: (name: string, hours: number) =>
      `${name} is back, as you asked us to tell you. We hold one for you for ${hours} hours; after that it goes to the next person waiting.`,
    stockLink: 'Buy it now',
    seatsSms: (shop: string, tour: string, date: string, n: number, hours: number, link: string) =>
      `${shop}: ${n} seat(s) on ${tour}, ${date}, are free. They are held for you for ${hours} hours: ${link}`,
    seatsSubject: (tour: string, date: string) => `Seats free on ${tour}, ${date}`,
    seatsHeading: 'Your waitlist seats are free',
    seatsBody: (tour: string, date: string, n: number, hours: number) =>
      `${n} seat(s) on ${tour} on ${date} are held for you for ${hours} hours. Book them before then; after that they are offered to the next person waiting.`,
    seatsLink: 'Book now',
  },
  sw: {
    stockSms: (shop: string, name: string, hours: number, link: string) =>
      `${shop}: ${name} imerudi. Tumekuwekea moja kwa saa ${hours}: ${link}`,
    stockSubject: (name: string) => `${name} imerudi`,
    stockHeading: 'Imerudi',
    stockBody: (name: string, hours: number) =>
      `${name} imerudi, kama ulivyotuomba tukujulishe. Tumekuwekea moja kwa saa ${hours}; baada ya hapo inaenda kwa anayesubiri baada yako.`,
    stockLink: 'Nunua sasa',
    seatsSms: (shop: string, tour: string, date: string, n: number, hours: number, link: string) =>
      `${shop}: nafasi ${n} kwenye ${tour}, ${date}, zipo wazi. Tumekuwekea kwa saa ${hours}: ${link}`,
    seatsSubject: (tour: string, date: string) => `Nafasi wazi kwenye ${tour}, ${date}`,
    seatsHeading: 'Nafasi zako za kusubiri zipo wazi',
    seatsBody: (tour: string, date: string, n: number, hours: number) =>
      `Nafasi ${n} kwenye ${tour} tarehe ${date} zimewekwa kwa ajili yako kwa saa ${hours}. Weka nafasi kabla ya hapo; baada ya hapo zitapewa anayesubiri baada yako.`,
    seatsLink: 'Weka nafasi sasa',
  },
} satisfies Record<Locale, unknown>;
