import { z } from 'zod';
import { MONEY_PATTERN, Money } from './common';
import { fromCents, toCents } from './money-format';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/** docs/delivery.md: Tanzania's 31 regions, as the checkout's region list shows them. */
export const TANZANIA_REGIONS = [
  'Arusha',
  'Dar es Salaam',
  'Dodoma',
  'Geita',
  'Iringa',
  'Kagera',
  'Katavi',
  'Kigoma',
  'Kilimanjaro',
  'Lindi',
  'Manyara',
  'Mara',
  'Mbeya',
  'Morogoro',
  'Mtwara',
  'Mwanza',
  'Njombe',
  'Pemba North',
  'Pemba South',
  'Pwani',
  'Rukwa',
  'Ruvuma',
  'Shinyanga',
  'Simiyu',
  'Singida',
  'Songwe',
  'Tabora',
  'Tanga',
  'Zanzibar North',
  'Zanzibar South and Central',
  'Zanzibar Urban West',
] as const;
export const Region = z.enum(TANZANIA_REGIONS, { error: V.region });
export type Region = z.infer<typeof Region>;

/** The delivery fee depends only on the zone: the FURSA shop's own city, or anywhere else. */
export const DELIVERY_ZONES = ['dar_es_salaam', 'other_regions'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export function zoneOf(region: Region): DeliveryZone {
  return region === 'Dar es Salaam' ? 'dar_es_salaam' : 'other_regions';
}

/** Where the FURSA shop is, for orders collected there. */
export const PICKUP_POINT = 'FURSA shop, Dar es Salaam';

export const FULFILMENTS = ['delivery', 'pickup'] as const;
export const Fulfilment = z.enum(FULFILMENTS, { error: "Choose 'delivery' or 'pickup'" });
export type Fulfilment = z.infer<typeof Fulfilment>;

const PHONE_MESSAGE = V.tanzanianPhone;

/**
 * A Tanzanian mobile number in any way people write it (0712 345 678, 712345678,
 * +255 712-345-678, 255712345678), stored as +255 and nine digits. Mobiles are +255 6x and 7x;
 * a landline (+255 2x) is refused with its own message.
 */
export const TanzanianPhone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(30, PHONE_MESSAGE)
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .transform((v) => (v.startsWith('+') ? v : v.startsWith('255') ? `+${v}` : `+255${v.replace(/^0/, '')}`))
  .superRefine((v, ctx) => {
    if (/^\+255[67]\d{8}$/.test(v)) return;
    // A landline is a Tanzanian number too: say what is wrong with it, a mobile is needed.
    ctx.addIssue({ code: 'custom', message: /^\+2552\d{8}$/.test(v) ? V.landline : PHONE_MESSAGE });
  });

const text = (label: string, required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);

/** Where a laptop order goes. The same shape is remembered for the customer's next checkout. */
export const DeliveryAddress = z.object({
  full_name: text('Full name', V.fullNameRequired, 150),
  phone: TanzanianPhone,
  region: Region,
  district: text('District or town', V.districtRequired, 100),
  street: text('Street', V.streetRequired, 200),
  landmark: z.string().trim().max(200, V.landmarkTooLong).default(''),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;
export type DeliveryAddressInput = z.input<typeof DeliveryAddress>;

/**
 * A DeliveryAddress as the server sends it back (already checked and normalised). Answers are
 * encoded through their schema, which the phone's one-way transform cannot be, so they use this
 * plain shape of the same type.
 */
export const StoredDeliveryAddress = z.object({
  full_name: z.string(),
  phone: z.string(),
  region: Region,
  district: z.string(),
  street: z.string(),
  landmark: z.string(),
}) satisfies z.ZodType<DeliveryAddress>;

/** An amount the admin sets: whole or with cents, never negative. */
const SettingAmount = z
  .union([z.number(), z.string().trim()], { error: 'Enter an amount' })
  .transform((v) => (typeof v === 'number' ? String(v) : v))
  .refine((v) => MONEY_PATTERN.test(v), 'Enter an amount of at least 0 with at most two decimals');

/** docs/delivery.md: the admin's delivery and payment settings, in TZS. */
export const DeliverySettings = z.object({
  /** Orders whose subtotal reaches this ship free. */
  free_delivery_over: Money,
  fee_dar_es_salaam: Money,
  fee_other_regions: Money,
  cash_on_delivery_enabled: z.boolean(),
  /** The largest total cash on delivery may be chosen for; null for no cap. */
  cash_on_delivery_max: Money.nullable(),
});
export type DeliverySettings = z.infer<typeof DeliverySettings>;

export const UpdateDeliverySettingsBody = z.strictObject({
  free_delivery_over: SettingAmount,
  fee_dar_es_salaam: SettingAmount,
  fee_other_regions: SettingAmount,
  cash_on_delivery_enabled: z.boolean({ error: 'Must be true or false' }),
  cash_on_delivery_max: SettingAmount.nullable(),
});
export type UpdateDeliverySettingsBody = z.infer<typeof UpdateDeliverySettingsBody>;

/** What a shop starts with, before an admin changes anything (docs/delivery.md). */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  free_delivery_over: '1200000.00',
  fee_dar_es_salaam: '10000.00',
  fee_other_regions: '25000.00',
  cash_on_delivery_enabled: true,
  cash_on_delivery_max: '3000000.00',
};

export { fromCents, toCents } from './money-format';

/**
 * docs/delivery.md: the delivery fee of an order, the one rule both the checkout screen and the
 * server apply. Pickup is free; delivery is free from `free_delivery_over`, else its zone's fee.
 */
export function deliveryFee(
  order: { subtotal: string; fulfilment: Fulfilment; region?: Region | null },
  settings: Pick<DeliverySettings, 'free_delivery_over' | 'fee_dar_es_salaam' | 'fee_other_regions'>,
): string {
  if (order.fulfilment === 'pickup') return '0.00';
  if (toCents(order.subtotal) >= toCents(settings.free_delivery_over)) return '0.00';
  const zone = order.region ? zoneOf(order.region) : 'other_regions';
  return fromCents(
    toCents(zone === 'dar_es_salaam' ? settings.fee_dar_es_salaam : settings.fee_other_regions),
  );
}

/** Whether cash on delivery may be chosen for an order of this total. */
export function cashOnDeliveryAllowed(
  total: string,
  settings: Pick<DeliverySettings, 'cash_on_delivery_enabled' | 'cash_on_delivery_max'>,
): boolean {
  if (!settings.cash_on_delivery_enabled) return false;
  return settings.cash_on_delivery_max === null || toCents(total) <= toCents(settings.cash_on_delivery_max);
}
