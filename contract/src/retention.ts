import type { Locale } from './locale';

/**
 * docs/retention.md: how long the shop keeps each kind of personal data and why, declared once.
 * The server's daily retention pass applies the rules that erase (server/src/modules/privacy/
 * retention-rules.ts, one function per rule id); docs/retention.md's table and the privacy notice
 * are written from this list, so the period a person reads is the period the code applies.
 */
export type RetentionPeriod = { amount: number; unit: 'days' | 'months' | 'years' };

type Text = Record<Locale, string>;

export type RetentionRule = {
  /** What the data is, for a customer. */
  data: Text;
  /** The tables it lives in. */
  tables: readonly string[];
  /** How long, counted from `from`; null while the account or the need lasts. */
  period: RetentionPeriod | null;
  /** The moment the period starts, for a customer. */
  from: Text;
  /** What happens when the period ends. */
  outcome: Text;
  /** Why it is kept that long: the purpose, or the law. */
  why: Text;
  /** Whether the daily pass erases it (false: kept, or aged out elsewhere). */
  erasedByThePass: boolean;
};

/** Travellers' names, nationality, ID or passport numbers and dates of birth, after departure. */
export const TRAVELLER_DETAILS_RETENTION_DAYS = 30;
/** docs/retention.md: the request logs' lines, with the client's IP address, in the system journal. */
export const REQUEST_LOG_RETENTION_DAYS = 90;
/** Orders, payments and receipts: the Tax Administration Act 2015, s.35. */
export const TAX_RECORDS_RETENTION_YEARS = 5;

export const RETENTION_RULES = {
  contact_messages: {
    data: {
      en: 'Messages sent through the contact form, with the replies to them',
      sw: 'Ujumbe uliotumwa kupitia fomu ya mawasiliano, pamoja na majibu yake',
    },
    tables: ['contact_messages', 'contact_replies'],
    period: { amount: 24, unit: 'months' },
    from: { en: 'the message was received', sw: 'ujumbe ulipopokelewa' },
    outcome: { en: 'deleted', sw: 'unafutwa' },
    why: {
      en: 'to answer the question and any follow-up; an older question is no longer being dealt with',
      sw: 'kujibu swali na maswali yanayofuata; swali la zamani zaidi halishughulikiwi tena',
    },
    erasedByThePass: true,
  },
  carts: {
    data: { en: 'What is in a shopping cart', sw: 'Bidhaa zilizo kwenye kikapu' },
    tables: ['cart_items'],
    period: { amount: 90, unit: 'days' },
    from: {
      en: 'the last item was added to the cart',
      sw: 'bidhaa ya mwisho ilipoongezwa kwenye kikapu',
    },
    outcome: { en: 'the cart is emptied', sw: 'kikapu kinaondolewa' },
    why: {
      en: 'to keep the cart for a later visit; after three months it is no longer a purchase in progress',
      sw: 'kukihifadhi kikapu kwa ziara ijayo; baada ya miezi mitatu si ununuzi unaoendelea tena',
    },
    erasedByThePass: true,
  },
  traveller_details: {
    data: {
      en: "Travellers' names, nationality, passport or ID numbers and dates of birth",
      sw: 'Majina ya wasafiri, uraia, namba za pasipoti au vitambulisho na tarehe za kuzaliwa',
    },
    tables: ['tour_booking_travellers'],
    period: { amount: TRAVELLER_DETAILS_RETENTION_DAYS, unit: 'days' },
    from: { en: 'the day of departure', sw: 'siku ya kuondoka' },
    outcome: {
      en: 'erased; the traveller type and residency stay with the booking for its price',
      sw: 'zinafutwa; aina ya msafiri na ukaazi vinabaki kwenye uhifadhi kwa ajili ya bei yake',
    },
    why: {
      en: 'park permits, the departure list and questions after the trip; the price does not need them',
      sw: 'vibali vya hifadhi, orodha ya safari na maswali baada ya safari; bei haizihitaji',
    },
    erasedByThePass: true,
  },
  check_in_scans: {
    data: {
      en: "Check-in at a departure: which travellers were marked present, when, and the guide's account and phone that scanned the voucher",
      sw: 'Kuingia kwenye safari: wasafiri waliowekwa alama kuwa wapo, lini, na akaunti ya kiongozi na simu iliyoskani vocha',
    },
    tables: ['check_in_scans'],
    period: { amount: TRAVELLER_DETAILS_RETENTION_DAYS, unit: 'days' },
    from: { en: 'the day of departure', sw: 'siku ya kuondoka' },
    outcome: {
      en: 'deleted; the booking and its payments stay, the voucher reads as not scanned',
      sw: 'zinafutwa; uhifadhi na malipo yake vinabaki, vocha inaonekana kama haijaskaniwa',
    },
    why: {
      en: "who boarded, for the trip and questions after it; kept as long as the travellers' names, whom it points to",
      sw: 'nani alipanda, kwa ajili ya safari na maswali baada yake; zinahifadhiwa muda sawa na majina ya wasafiri, ambao zinawahusu',
    },
    erasedByThePass: true,
  },
  ip_counters: {
    data: {
      en: 'IP addresses counting sign-in attempts and form submissions',
      sw: 'Anwani za IP zinazohesabu majaribio ya kuingia na fomu zilizotumwa',
    },
    tables: ['login_attempts', 'rate_limit_hits'],
    period: { amount: 1, unit: 'days' },
    from: { en: 'the counting window started', sw: 'muda wa kuhesabu ulipoanza' },
    outcome: { en: 'deleted', sw: 'zinafutwa' },
    why: {
      en: 'to stop password guessing and spam; a window lasts minutes',
      sw: 'kuzuia ubashiri wa nenosiri na barua taka; muda wa kuhesabu ni dakika chache',
    },
    erasedByThePass: true,
  },
  request_logs: {
    data: {
      en: "IP addresses in the server's request logs",
      sw: 'Anwani za IP kwenye kumbukumbu za maombi ya seva',
    },
    // Not a table: the system journal keeps them (deploy/journald-shop.conf).
    tables: [],
    period: { amount: REQUEST_LOG_RETENTION_DAYS, unit: 'days' },
    from: { en: 'the request', sw: 'ombi' },
    outcome: {
      en: "deleted by the server's journal",
      sw: 'zinafutwa na kumbukumbu za mfumo wa seva',
    },
    why: {
      en: 'to find the cause of a fault or an attack',
      sw: 'kutafuta chanzo cha hitilafu au shambulio',
    },
    erasedByThePass: false,
  },
  message_bodies: {
    data: {
      en: 'The text of e-mails and SMS the shop sent, and to whom',
      sw: 'Maandishi ya barua pepe na SMS ambazo duka lilituma, na kwa nani',
    },
    tables: ['outbox_messages'],
    period: { amount: 30, unit: 'days' },
    from: {
      en: 'the message was sent (or, not sent, was written)',
      sw: 'ujumbe ulipotumwa (au, usipotumwa, ulipoandikwa)',
    },
    outcome: {
      en: 'subject and text erased, the address masked; what kind of message and whether it went stay',
      sw: 'kichwa na maandishi vinafutwa, anwani inafichwa; aina ya ujumbe na kama ulifika vinabaki',
    },
    why: {
      en: 'to retry a failed message and answer "did you send it?"',
      sw: 'kujaribu tena ujumbe ulioshindwa na kujibu "mlituma?"',
    },
    erasedByThePass: true,
  },
  expired_sessions: {
    data: {
      en: 'Sign-in sessions and password reset links',
      sw: 'Vipindi vya kuingia na viungo vya kubadilisha nenosiri',
    },
    tables: ['refresh_tokens', 'password_resets'],
    period: { amount: 0, unit: 'days' },
    from: {
      en: 'they expire (a session: when no token of its sign-in is valid)',
      sw: 'vinapoisha muda (kipindi: hakuna tokeni yake iliyo halali)',
    },
    outcome: { en: 'deleted', sw: 'vinafutwa' },
    why: {
      en: 'to keep you signed in and let you reset a password; an expired one has no use',
      sw: 'kukuweka ndani na kukuwezesha kubadilisha nenosiri; kilichoisha muda hakina kazi',
    },
    erasedByThePass: true,
  },
  closed_waiting: {
    data: {
      en: '"Notify me" requests and tour waitlist places',
      sw: 'Maombi ya "Nijulishe" na nafasi kwenye orodha ya kusubiri safari',
    },
    tables: ['stock_requests', 'tour_waitlist'],
    period: { amount: 90, unit: 'days' },
    from: {
      en: 'the request was closed (bought, expired or cancelled)',
      sw: 'ombi lilipofungwa (kununuliwa, kuisha muda au kughairiwa)',
    },
    outcome: { en: 'deleted', sw: 'yanafutwa' },
    why: {
      en: 'to answer a question about an offer; an open request stays while it waits',
      sw: 'kujibu swali kuhusu ofa; ombi lililo wazi linabaki linaposubiri',
    },
    erasedByThePass: true,
  },
  marketing_opt_outs: {
    data: {
      en: 'Addresses that asked for no more marketing messages, and consents given or withdrawn',
      sw: 'Anwani zilizoomba kutotumiwa ujumbe wa matangazo tena, na ridhaa zilizotolewa au kuondolewa',
    },
    tables: ['marketing_opt_outs', 'marketing_consents', 'marketing_consent_events'],
    period: null,
    from: { en: 'the request', sw: 'ombi' },
    outcome: { en: 'kept', sw: 'zinahifadhiwa' },
    why: {
      en: 'to honour the request and show when consent was given',
      sw: 'kutekeleza ombi na kuonyesha ridhaa ilipotolewa',
    },
    erasedByThePass: false,
  },
  tax_records: {
    data: {
      en: 'Orders, payments and receipts',
      sw: 'Oda, malipo na risiti',
    },
    tables: ['orders', 'order_items', 'payments', 'payment_sessions', 'mobile_money_attempts', 'receipts'],
    period: { amount: TAX_RECORDS_RETENTION_YEARS, unit: 'years' },
    from: { en: 'the end of the year of the sale', sw: 'mwisho wa mwaka wa mauzo' },
    outcome: {
      en: 'kept; this pass never deletes them',
      sw: 'zinahifadhiwa; zoezi hili halizifuti',
    },
    why: {
      en: 'tax law: the Tax Administration Act 2015, s.35, keeps records five years',
      sw: 'sheria ya kodi: Sheria ya Usimamizi wa Kodi 2015, kifungu 35, inataka kumbukumbu zihifadhiwe miaka mitano',
    },
    erasedByThePass: false,
  },
} as const satisfies Record<string, RetentionRule>;

export type RetentionRuleId = keyof typeof RETENTION_RULES;

/** The ids of the rules the daily pass applies. */
export type ErasingRuleId = {
  [K in RetentionRuleId]: (typeof RETENTION_RULES)[K]['erasedByThePass'] extends true ? K : never;
}[RetentionRuleId];
