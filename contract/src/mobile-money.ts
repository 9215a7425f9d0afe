import { z } from 'zod';
import { Currency, Money, refId } from './common';
import { fromCents, TanzanianPhone, toCents } from './delivery';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/**
 * docs/payments.md: the mobile-money operators a Tanzanian number's prefix names. Numbers move
 * between operators (number portability), so this is what the customer is shown, never a rule
 * the payment depends on.
 */
export const MOBILE_MONEY_OPERATORS = ['mpesa', 'mixx', 'airtel', 'halopesa', 'ttcl'] as const;
export type MobileMoneyOperator = (typeof MOBILE_MONEY_OPERATORS)[number];
export const MobileMoneyOperator = z.enum(MOBILE_MONEY_OPERATORS);

export const OPERATOR_NAMES: Record<MobileMoneyOperator, string> = {
  mpesa: 'Vodacom M-Pesa',
  mixx: 'Mixx by Yas (Tigo Pesa)',
  airtel: 'Airtel Money',
  halopesa: 'HaloPesa',
  ttcl: 'T-Pesa (TTCL)',
};

/** The two digits after 0 (or 255) of each operator's numbers. */
const OPERATOR_PREFIXES: Record<string, MobileMoneyOperator> = {
  '74': 'mpesa',
  '75': 'mpesa',
  '76': 'mpesa',
  '65': 'mixx',
  '67': 'mixx',
  '71': 'mixx',
  '77': 'mixx',
  '68': 'airtel',
  '69': 'airtel',
  '78': 'airtel',
  '61': 'halopesa',
  '62': 'halopesa',
  '73': 'ttcl',
};

/** The operator of a number as 255 and nine digits (or +255...), null when no operator has its prefix. */
export function operatorOf(msisdn: string): MobileMoneyOperator | null {
  const match = /^\+?255(\d{2})\d{7}$/.exec(msisdn);
  return (match && OPERATOR_PREFIXES[match[1]!]) ?? null;
}

const NOT_MOBILE_MONEY = V.notMobileMoney;

/**
 * A number to pay from, written any way people write it (0712 345 678, 255712345678,
 * +255 712 345 678), as the aggregators want it: 255 and nine digits, no plus.
 */
export const MobileMoneyPhone = TanzanianPhone.transform((v) => v.slice(1)).refine(
  (v) => operatorOf(v) !== null,
  NOT_MOBILE_MONEY,
);

/** How long the customer has to approve the push on the phone before the attempt expires. */
export const MOBILE_MONEY_ATTEMPT_MINUTES = 5;
export { MOBILE_MONEY_POLL_MS } from './constants';
/**
 * docs/payments.md: a poll is answered from the shop's own record; the provider is asked about one
 * attempt at most this often, however many browsers or API processes poll it.
 */
export const MOBILE_MONEY_STATUS_CHECK_SECONDS = 5;
/**
 * docs/payments.md: pushes are limited, since each one rings a phone and costs the merchant: per
 * order (then it is paid another way), per customer and per number within an hour.
 */
export const MOBILE_MONEY_PUSHES_PER_ORDER = 3;
export const MOBILE_MONEY_PUSHES_PER_CUSTOMER_HOUR = 10;
export const MOBILE_MONEY_PUSHES_PER_NUMBER_HOUR = 5;

export const StartMobileMoneyBody = z.strictObject({
  order_id: refId(),
  phone: MobileMoneyPhone,
});
export type StartMobileMoneyBody = z.infer<typeof StartMobileMoneyBody>;
export type StartMobileMoneyInput = z.input<typeof StartMobileMoneyBody>;

export const ATTEMPT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export const AttemptStatus = z.enum(ATTEMPT_STATUSES);
export type AttemptStatus = z.infer<typeof AttemptStatus>;

/** One mobile-money payment attempt, as its customer (and the admin) sees it. */
export const MobileMoneyAttempt = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  status: AttemptStatus,
  operator: MobileMoneyOperator,
  /** Masked: 2557******78. */
  phone: z.string(),
  amount_tzs: Money,
  /** USD -> TZS rate the amount was converted at; null for an order already in TZS. */
  rate: Money.nullable(),
  order_currency: Currency,
  order_total: Money,
  created_at: z.string(),
  expires_at: z.string(),
  failure_reason: z.string().nullable(),
  /** TEST MODE only: the demo page that plays the customer's phone. */
  demo_phone_url: z.string().nullable(),
});
export type MobileMoneyAttempt = z.infer<typeof MobileMoneyAttempt>;

export const PaymentSettings = z.object({
  /** docs/payments.md: shillings one US dollar is charged at when a USD order is paid by mobile money. */
  usd_to_tzs_rate: Money,
});
export type PaymentSettings = z.infer<typeof PaymentSettings>;

const RATE_MESSAGE = 'Enter a rate above 0 with at most two decimals, e.g. 2590';
export const UpdatePaymentSettingsBody = z.strictObject({
  usd_to_tzs_rate: z
    .union([z.number(), z.string().trim()], { error: RATE_MESSAGE })
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v) && toCents(v) > 0n, RATE_MESSAGE),
});
export type UpdatePaymentSettingsBody = z.infer<typeof UpdatePaymentSettingsBody>;

/** Until an admin sets one (docs/payments.md). */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { usd_to_tzs_rate: '2590.00' };

/**
 * docs/payments.md: what a mobile-money payment of an order charges, in TZS. A TZS order pays its
 * total; a USD order its total times the rate, rounded half up to whole shillings.
 */
export function tzsAmountOf(total: string, currency: Currency, usdToTzsRate: string): string {
  if (currency === 'TZS') return fromCents(toCents(total));
  const product = toCents(total) * toCents(usdToTzsRate); // in 1/10,000 of a shilling
  return fromCents(((product + 5000n) / 10000n) * 100n);
}

/** The number as the customer may see it again: country code and last two digits. */
export function maskMsisdn(msisdn: string): string {
  return `${msisdn.slice(0, 4)}${'*'.repeat(Math.max(0, msisdn.length - 6))}${msisdn.slice(-2)}`;
}

/** One mobile-money attempt on an order, as the admin's order dialog lists it. */
export const AdminMobileMoneyAttempt = MobileMoneyAttempt.pick({
  id: true,
  status: true,
  operator: true,
  phone: true,
  amount_tzs: true,
  rate: true,
  created_at: true,
  failure_reason: true,
}).extend({ provider: z.string() });
export type AdminMobileMoneyAttempt = z.infer<typeof AdminMobileMoneyAttempt>;
