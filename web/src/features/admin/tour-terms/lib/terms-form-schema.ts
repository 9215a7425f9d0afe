import { type PriceRow, TourTerms } from '@shop/contract/tour-terms';
import { z } from 'zod';

/** A price row as its inputs hold it: the selects' values and the amounts' texts. */
const PriceRowText = z.object({
  traveller_type: z.string(),
  residency: z.string(),
  amount_usd: z.string(),
  amount_tzs: z.string(),
});

/**
 * What the terms editor's inputs hold: every number as text, an empty text where the contract
 * takes null. The same shape as TourTerms, so the contract's messages land on the inputs by path.
 */
const TermsText = z.object({
  age_bands: z.array(z.object({ traveller_type: z.string(), min_age: z.string(), max_age: z.string() })),
  prices: z.array(PriceRowText),
  seasons: z.array(
    z.object({ name: z.string(), starts_on: z.string(), ends_on: z.string(), prices: z.array(PriceRowText) }),
  ),
  group_tiers: z.array(z.object({ min_travellers: z.string(), price_percent: z.string() })),
  private_supplement_usd: z.string(),
  private_supplement_tzs: z.string(),
  deposit: z.object({
    rule: z.string(),
    percent: z.string(),
    per_traveller_usd: z.string(),
    per_traveller_tzs: z.string(),
    per_booking_usd: z.string(),
    per_booking_tzs: z.string(),
  }),
  balance_due_days: z.string(),
  details_due_days: z.string(),
  cancellation_tiers: z.array(z.object({ days_before: z.string(), fee_percent: z.string() })),
  parks: z.array(z.object({ park: z.string(), days: z.string() })),
});
export type TermsFormValues = z.input<typeof TermsText>;
export type PriceRowValues = z.input<typeof PriceRowText>;

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
/** An empty input is no number: the contract then says the field is required. */
const int = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

const priceRow = (row: PriceRowValues) => ({
  ...row,
  amount_usd: row.amount_usd.trim(),
  amount_tzs: orNull(row.amount_tzs),
});

/** Which amounts each deposit rule uses (docs/tours-pricing.md: `highest` takes the largest set). */
export const DEPOSIT_FIELDS = {
  none: [],
  percent: ['percent'],
  per_traveller: ['per_traveller_usd', 'per_traveller_tzs'],
  per_booking: ['per_booking_usd', 'per_booking_tzs'],
  highest: ['percent', 'per_traveller_usd', 'per_traveller_tzs', 'per_booking_usd', 'per_booking_tzs'],
} as const;

type DepositAmount = Exclude<keyof TermsFormValues['deposit'], 'rule'>;

/**
 * The terms form: the inputs' texts read as the contract's TourTerms, then checked by it. A
 * deposit amount the chosen rule does not use is sent as null, so a hidden input never counts.
 */
export const TermsFormSchema: z.ZodType<TourTerms, TermsFormValues> = TermsText.transform((form) => {
  const { rule } = form.deposit;
  const used = (DEPOSIT_FIELDS[rule as keyof typeof DEPOSIT_FIELDS] ?? []) as readonly DepositAmount[];
  const amount = (field: DepositAmount) => (used.includes(field) ? orNull(form.deposit[field]) : null);
  return {
    age_bands: form.age_bands.map((band) => ({
      traveller_type: band.traveller_type,
      min_age: int(band.min_age),
      max_age: band.max_age.trim() === '' ? null : Number(band.max_age),
    })),
    prices: form.prices.map(priceRow),
    seasons: form.seasons.map((season) => ({ ...season, prices: season.prices.map(priceRow) })),
    group_tiers: form.group_tiers.map((tier) => ({
      min_travellers: int(tier.min_travellers),
      price_percent: tier.price_percent.trim(),
    })),
    private_supplement_usd: orNull(form.private_supplement_usd),
    private_supplement_tzs: orNull(form.private_supplement_tzs),
    deposit: {
      rule,
      percent: amount('percent'),
      per_traveller_usd: amount('per_traveller_usd'),
      per_traveller_tzs: amount('per_traveller_tzs'),
      per_booking_usd: amount('per_booking_usd'),
      per_booking_tzs: amount('per_booking_tzs'),
    },
    balance_due_days: int(form.balance_due_days),
    details_due_days: int(form.details_due_days),
    cancellation_tiers: form.cancellation_tiers.map((tier) => ({
      days_before: int(tier.days_before),
      fee_percent: tier.fee_percent.trim(),
    })),
    parks: form.parks.map((entry) => ({ park: int(entry.park), days: int(entry.days) })),
  };
}).pipe(TourTerms);

const text = (value: string | number | null) => (value === null ? '' : String(value));

export const priceRowValues = (row: PriceRow): PriceRowValues => ({
  traveller_type: row.traveller_type,
  residency: row.residency,
  amount_usd: row.amount_usd,
  amount_tzs: text(row.amount_tzs),
});

export const EMPTY_PRICE_ROW: PriceRowValues = {
  traveller_type: 'adult',
  residency: 'non_resident',
  amount_usd: '',
  amount_tzs: '',
};

export function termsFormValues(terms: TourTerms): TermsFormValues {
  const { deposit } = terms;
  return {
    age_bands: terms.age_bands.map((band) => ({
      traveller_type: band.traveller_type,
      min_age: String(band.min_age),
      max_age: text(band.max_age),
    })),
    prices: terms.prices.map(priceRowValues),
    seasons: terms.seasons.map((season) => ({ ...season, prices: season.prices.map(priceRowValues) })),
    group_tiers: terms.group_tiers.map((tier) => ({
      min_travellers: String(tier.min_travellers),
      price_percent: tier.price_percent,
    })),
    private_supplement_usd: text(terms.private_supplement_usd),
    private_supplement_tzs: text(terms.private_supplement_tzs),
    deposit: {
      rule: deposit.rule,
      percent: text(deposit.percent),
      per_traveller_usd: text(deposit.per_traveller_usd),
      per_traveller_tzs: text(deposit.per_traveller_tzs),
      per_booking_usd: text(deposit.per_booking_usd),
      per_booking_tzs: text(deposit.per_booking_tzs),
    },
    balance_due_days: String(terms.balance_due_days),
    details_due_days: String(terms.details_due_days),
    cancellation_tiers: terms.cancellation_tiers.map((tier) => ({
      days_before: String(tier.days_before),
      fee_percent: tier.fee_percent,
    })),
    parks: terms.parks.map((entry) => ({ park: String(entry.park), days: String(entry.days) })),
  };
}
