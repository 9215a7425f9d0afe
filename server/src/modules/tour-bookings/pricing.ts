import { fromCents, toCents } from '@shop/contract/money-format';
import {
  type AgeBand,
  type CancellationTier,
  type DepositTerms,
  type GroupTier,
  PARK_FEE_VAT_PERCENT,
  type PriceRow,
  type QuoteLine,
  RESIDENCIES,
  type Residency,
  TANAPA_AGE_BANDS,
  TRAVELLER_TYPES,
  type TravellerType,
} from '@shop/contract/tour-terms';

/**
 * docs/tours-pricing.md: a booking's price from a tour's terms, its travellers, its date and the
 * park fee table. Pure: no database, no clock (the shop's day is passed in). Amounts are decimal
 * strings computed in whole cents (bigint), never floats; derived amounts (a group's saving, VAT,
 * a percentage deposit, a cancellation fee) round half up to cents in USD and to whole shillings
 * in TZS.
 */

export type Currency = 'USD' | 'TZS';

export type ParkFeeRow = {
  traveller_type: TravellerType;
  residency: Residency;
  amount_usd: string;
  amount_tzs: string | null;
  vat_applies: boolean;
  valid_from: string;
};

export type PricingTerms = {
  /** The tour's one price per person, for tours with no price rows (as every tour was before). */
  tourPrice: string;
  ageBands: readonly AgeBand[];
  prices: readonly PriceRow[];
  seasons: readonly { name: string; starts_on: string; ends_on: string; prices: readonly PriceRow[] }[];
  groupTiers: readonly GroupTier[];
  privateSupplementUsd: string | null;
  privateSupplementTzs: string | null;
  deposit: DepositTerms;
  balanceDueDays: number;
  detailsDueDays: number;
  cancellationTiers: readonly CancellationTier[];
  /** Each park the tour enters, its days, and every dated fee row of that park. */
  parks: readonly { name: string; days: number; fees: readonly ParkFeeRow[] }[];
};

export type TravellerGroup = { traveller_type: TravellerType; residency: Residency; count: number };

export type PricingRequest = {
  travellers: readonly TravellerGroup[];
  date: string;
  private: boolean;
  payInFull: boolean;
  /** Today in Dar es Salaam's calendar (YYYY-MM-DD). */
  today: string;
  /**
   * docs/discount-codes.md: a code judged good for this booking and its saving, at most the
   * tour's price (tourPriceOf); a line of its own, before the deposit is taken from the total.
   */
  discount?: { code: string; amount: string };
};

export type PricedBooking = {
  currency: Currency;
  season: string | null;
  lines: QuoteLine[];
  total: string;
  /** Paid at booking: the deposit, or the total when paying in full. */
  deposit: string;
  balance: string;
  balanceDueOn: string | null;
  detailsDueOn: string;
  depositOffered: boolean;
  travellerCount: number;
  /** The discount code as the shop spells it, or null; its saving is the `discount` line. */
  discountCode: string | null;
  discount: string;
};

export class PricingError extends Error {
  constructor(
    readonly reason: 'travellerNotOffered' | 'privateNotOffered',
    readonly params: Record<string, string> = {},
  ) {
    super(reason);
  }
}

const TYPE_LABEL: Record<TravellerType, string> = { adult: 'Adult', child: 'Child', infant: 'Infant' };
const RESIDENCY_LABEL: Record<Residency, string> = {
  citizen: 'East African citizen',
  resident: 'Resident',
  non_resident: 'Non-resident',
};

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (YYYY-MM-DD each), calendar days, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `amount` x percent / 100, rounded half up to cents (USD) or whole shillings (TZS). */
export function percentOf(cents: bigint, percent: string, currency: Currency): bigint {
  const hundredths = toCents(percent); // percent x 100
  const unit = currency === 'TZS' ? 100n : 1n;
  const scaled = cents * hundredths; // cents x 10,000
  const step = 10_000n * unit;
  const sign = scaled < 0n ? -1n : 1n;
  const abs = scaled * sign;
  return sign * ((abs + step / 2n) / step) * unit;
}

/** The type a traveller of `age` is, by the tour's bands (TANAPA's when it sets none). */
export function travellerTypeOfAge(bands: readonly AgeBand[], age: number): TravellerType | null {
  const used = bands.length > 0 ? bands : TANAPA_AGE_BANDS;
  return (
    used.find((b) => age >= b.min_age && (b.max_age === null || age <= b.max_age))?.traveller_type ?? null
  );
}

/** Age in whole years on `day` of someone born on `birth` (both YYYY-MM-DD). */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

type Unit = { usd: bigint; tzs: bigint | null };

const unitOf = (usd: string, tzs: string | null): Unit => ({
  usd: toCents(usd),
  tzs: tzs === null ? null : toCents(tzs),
});

function seasonOn(terms: PricingTerms, date: string) {
  return (
    [...terms.seasons]
      .sort((a, b) => a.starts_on.localeCompare(b.starts_on))
      .find((s) => s.starts_on <= date && date <= s.ends_on) ?? null
  );
}

function priceOf(terms: PricingTerms, season: ReturnType<typeof seasonOn>, group: TravellerGroup): Unit {
  const match = (row: PriceRow) =>
    row.traveller_type === group.traveller_type && row.residency === group.residency;
  const row = season?.prices.find(match) ?? terms.prices.find(match);
  if (row) return unitOf(row.amount_usd, row.amount_tzs);
  // Infants under the tour's band travel free unless the tour prices them (TANAPA's rule).
  if (group.traveller_type === 'infant') return { usd: 0n, tzs: 0n };
  // A tour with no price rows keeps its one price per person, in USD, as before these terms.
  const anyRows = terms.prices.length > 0 || terms.seasons.some((s) => s.prices.length > 0);
  if (!anyRows) return unitOf(terms.tourPrice, null);
  throw new PricingError('travellerNotOffered', {
    traveller: `${TYPE_LABEL[group.traveller_type]}, ${RESIDENCY_LABEL[group.residency]}`,
  });
}

/** The fee row in force on `date`: the latest valid_from on or before it. */
export function feeInForce(
  fees: readonly ParkFeeRow[],
  group: TravellerGroup,
  date: string,
): ParkFeeRow | null {
  let best: ParkFeeRow | null = null;
  for (const fee of fees) {
    if (fee.traveller_type !== group.traveller_type || fee.residency !== group.residency) continue;
    if (fee.valid_from > date) continue;
    if (!best || fee.valid_from > best.valid_from) best = fee;
  }
  return best;
}

type Draft = Omit<QuoteLine, 'unit_amount' | 'amount'> & { unit: Unit; quantity: number; vat: boolean };

/** Prices a booking. Throws PricingError when the tour does not sell to one of the travellers. */
export function priceBooking(terms: PricingTerms, req: PricingRequest): PricedBooking {
  const groups = mergeGroups(req.travellers);
  const season = seasonOn(terms, req.date);
  const drafts: Draft[] = [];
  for (const group of groups) {
    drafts.push({
      kind: 'traveller',
      label: `${TYPE_LABEL[group.traveller_type]}, ${RESIDENCY_LABEL[group.residency]}`,
      traveller_type: group.traveller_type,
      residency: group.residency,
      park_name: null,
      season: season?.name ?? null,
      quantity: group.count,
      unit: priceOf(terms, season, group),
      vat: false,
    });
  }
  if (req.private) {
    if (terms.privateSupplementUsd === null) throw new PricingError('privateNotOffered');
    drafts.push({
      kind: 'private',
      label: 'Private departure',
      traveller_type: null,
      residency: null,
      park_name: null,
      season: null,
      quantity: 1,
      unit: unitOf(terms.privateSupplementUsd, terms.privateSupplementTzs),
      vat: false,
    });
  }
  for (const park of terms.parks) {
    for (const group of groups) {
      const fee = feeInForce(park.fees, group, req.date);
      if (
        !fee ||
        (toCents(fee.amount_usd) === 0n && (fee.amount_tzs === null || toCents(fee.amount_tzs) === 0n))
      ) {
        continue;
      }
      drafts.push({
        kind: 'park_fee',
        label: `${park.name}: ${TYPE_LABEL[group.traveller_type]}, ${RESIDENCY_LABEL[group.residency]}, ${park.days} day${park.days === 1 ? '' : 's'}`,
        traveller_type: group.traveller_type,
        residency: group.residency,
        park_name: park.name,
        season: null,
        quantity: group.count * park.days,
        unit: unitOf(fee.amount_usd, fee.amount_tzs),
        vat: fee.vat_applies,
      });
    }
  }

  // One currency per booking: shillings only when every amount has a shilling figure.
  const currency: Currency = drafts.every((d) => d.unit.tzs !== null) ? 'TZS' : 'USD';
  const pick = (u: Unit) => (currency === 'TZS' ? (u.tzs as bigint) : u.usd);
  const lines: QuoteLine[] = [];
  const push = (d: Omit<Draft, 'unit' | 'vat'>, unit: bigint, amount: bigint) =>
    lines.push({ ...d, unit_amount: fromSigned(unit), amount: fromSigned(amount) });

  let travellerSum = 0n;
  for (const d of drafts.filter((x) => x.kind === 'traveller')) {
    const { unit: _u, vat: _v, ...line } = d;
    const amount = pick(d.unit) * BigInt(d.quantity);
    travellerSum += amount;
    push(line, pick(d.unit), amount);
  }
  const size = groups.reduce((n, g) => n + g.count, 0);
  const tier = [...terms.groupTiers]
    .filter((t) => size >= t.min_travellers)
    .sort((a, b) => b.min_travellers - a.min_travellers)[0];
  if (tier && toCents(tier.price_percent) < 10_000n) {
    const saving = travellerSum - percentOf(travellerSum, tier.price_percent, currency);
    if (saving > 0n) {
      push(
        {
          kind: 'group',
          label: `Group of ${tier.min_travellers} or more: ${trimPercent(tier.price_percent)}% of the per-person price`,
          traveller_type: null,
          residency: null,
          park_name: null,
          season: null,
          quantity: 1,
        },
        -saving,
        -saving,
      );
    }
  }
  let vatBase = 0n;
  for (const d of drafts.filter((x) => x.kind !== 'traveller')) {
    const { unit: _u, vat, ...line } = d;
    const amount = pick(d.unit) * BigInt(d.quantity);
    if (vat) vatBase += amount;
    push(line, pick(d.unit), amount);
  }
  if (vatBase > 0n) {
    const vat = percentOf(vatBase, PARK_FEE_VAT_PERCENT, currency);
    push(
      {
        kind: 'vat',
        label: `VAT ${PARK_FEE_VAT_PERCENT}% on park fees`,
        traveller_type: null,
        residency: null,
        park_name: null,
        season: null,
        quantity: 1,
      },
      vat,
      vat,
    );
  }
  const discount = req.discount ? toCents(req.discount.amount) : 0n;
  if (req.discount && discount > 0n) {
    push(
      {
        kind: 'discount',
        label: `Discount code ${req.discount.code}`,
        traveller_type: null,
        residency: null,
        park_name: null,
        season: null,
        quantity: 1,
      },
      -discount,
      -discount,
    );
  }
  const totalCents = lines.reduce((sum, l) => sum + toSigned(l.amount), 0n);

  const payingTravellers = groups
    .filter((g) => g.traveller_type !== 'infant')
    .reduce((n, g) => n + g.count, 0);
  const balanceDueOn = addDays(req.date, -terms.balanceDueDays);
  const ruleDeposit = depositOf(terms.deposit, totalCents, payingTravellers, currency);
  // Inside the balance window (from its due day on) the whole amount is due; a deposit of nothing
  // or of everything is no deposit.
  const depositOffered = req.today < balanceDueOn && ruleDeposit > 0n && ruleDeposit < totalCents;
  const deposit = depositOffered && !req.payInFull ? ruleDeposit : totalCents;
  return {
    currency,
    season: season?.name ?? null,
    lines,
    total: fromCents(totalCents),
    deposit: fromCents(deposit),
    balance: fromCents(totalCents - deposit),
    balanceDueOn: deposit < totalCents ? balanceDueOn : null,
    detailsDueOn: addDays(req.date, -terms.detailsDueDays),
    depositOffered,
    travellerCount: size,
    discountCode: discount > 0n ? (req.discount?.code ?? null) : null,
    discount: fromCents(discount),
  };
}

/**
 * What a discount code can come off (docs/discount-codes.md): the tour's own price, the travellers
 * with their group saving and the private supplement; never the park fees and their VAT, which
 * are passed through at cost.
 */
export function tourPriceOf(lines: readonly QuoteLine[]): string {
  const own = new Set<QuoteLine['kind']>(['traveller', 'group', 'private']);
  return fromSigned(lines.filter((l) => own.has(l.kind)).reduce((sum, l) => sum + toSigned(l.amount), 0n));
}

/**
 * Each type and residency a tour can book, for the booking dialog: the priced ones (outside and
 * in every season), adults and children of every residency when the tour has no price rows (its
 * one price), and infants of every residency (free unless priced).
 */
export function offeredTravellers(
  terms: Pick<PricingTerms, 'prices' | 'seasons'>,
): { traveller_type: TravellerType; residency: Residency }[] {
  const rows = [...terms.prices, ...terms.seasons.flatMap((s) => s.prices)];
  const offered = (type: TravellerType, residency: Residency) =>
    type === 'infant' ||
    rows.length === 0 ||
    rows.some((r) => r.traveller_type === type && r.residency === residency);
  return RESIDENCIES.flatMap((residency) =>
    TRAVELLER_TYPES.filter((type) => offered(type, residency)).map((traveller_type) => ({
      traveller_type,
      residency,
    })),
  );
}

/** The deposit a rule asks for, at most the total; fixed amounts in the booking's currency (none: 0). */
export function depositOf(rule: DepositTerms, total: bigint, travellers: number, currency: Currency): bigint {
  const fixed = (usd: string | null, tzs: string | null) => {
    const value = currency === 'TZS' ? tzs : usd;
    return value === null ? null : toCents(value);
  };
  const percent = rule.percent === null ? null : percentOf(total, rule.percent, currency);
  const perTraveller = fixed(rule.per_traveller_usd, rule.per_traveller_tzs);
  const perBooking = fixed(rule.per_booking_usd, rule.per_booking_tzs);
  const byRule: Record<DepositTerms['rule'], bigint | null> = {
    none: null,
    percent,
    per_traveller: perTraveller === null ? null : perTraveller * BigInt(travellers),
    per_booking: perBooking,
    highest: [percent, perTraveller === null ? null : perTraveller * BigInt(travellers), perBooking].reduce<
      bigint | null
    >((max, v) => (v !== null && (max === null || v > max) ? v : max), null),
  };
  const amount = byRule[rule.rule] ?? 0n;
  return amount > total ? total : amount;
}

export type CancellationOutcome = {
  daysBefore: number;
  feePercent: string;
  fee: string;
  refundDue: string;
};

/**
 * The fee and refund of cancelling on `cancelDay` (Dar es Salaam's calendar). A tier (N, P) reads
 * "cancelling N or more days before departure costs P% of the total": the tier with the largest N
 * not above the days left applies; fewer days than every tier costs 100%; a booking without tiers
 * cancels free. The fee is kept from what was paid, never more; the rest is the refund due.
 */
export function cancellation(
  tiers: readonly CancellationTier[],
  departure: string,
  cancelDay: string,
  total: string,
  paid: string,
  currency: Currency,
  waived = false,
): CancellationOutcome {
  const daysBefore = daysBetween(cancelDay, departure);
  const feePercent = waived || tiers.length === 0 ? '0' : feePercentFor(tiers, daysBefore);
  const paidCents = toCents(paid);
  const fee = percentOf(toCents(total), feePercent, currency);
  const kept = fee > paidCents ? paidCents : fee;
  return {
    daysBefore,
    feePercent: trimPercent(feePercent),
    fee: fromCents(kept),
    refundDue: fromCents(paidCents - kept),
  };
}

export function feePercentFor(tiers: readonly CancellationTier[], daysBefore: number): string {
  const tier = [...tiers]
    .filter((t) => t.days_before <= daysBefore)
    .sort((a, b) => b.days_before - a.days_before)[0];
  return tier ? tier.fee_percent : '100';
}

function mergeGroups(travellers: readonly TravellerGroup[]): TravellerGroup[] {
  const merged = new Map<string, TravellerGroup>();
  for (const t of travellers) {
    const key = `${t.traveller_type}:${t.residency}`;
    const found = merged.get(key);
    if (found) found.count += t.count;
    else merged.set(key, { ...t });
  }
  const order = (g: TravellerGroup) =>
    ['adult', 'child', 'infant'].indexOf(g.traveller_type) * 3 +
    ['non_resident', 'resident', 'citizen'].indexOf(g.residency);
  return [...merged.values()].sort((a, b) => order(a) - order(b));
}

function trimPercent(p: string): string {
  return p.includes('.') ? p.replace(/\.?0+$/, '') : p;
}

function toSigned(amount: string): bigint {
  return amount.startsWith('-') ? -toCents(amount.slice(1)) : toCents(amount);
}

function fromSigned(cents: bigint): string {
  return cents < 0n ? `-${fromCents(-cents)}` : fromCents(cents);
}
