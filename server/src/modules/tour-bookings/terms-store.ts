import type { DepositTerms, PriceRow, TourTerms } from '@shop/contract/tour-terms';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  parkFees,
  parks,
  tourGroupTiers,
  tourParks,
  tourPrices,
  tourSeasons,
  tours,
  tourTerms,
  tourTravellerTypes,
} from '#server/db/schema.ts';
import type { ParkFeeRow, PricingTerms } from './pricing';

const NO_DEPOSIT: DepositTerms = {
  rule: 'none',
  percent: null,
  per_traveller_usd: null,
  per_traveller_tzs: null,
  per_booking_usd: null,
  per_booking_tzs: null,
};

const priceRow = (r: typeof tourPrices.$inferSelect): PriceRow => ({
  traveller_type: r.travellerType,
  residency: r.residency,
  amount_usd: r.amountUsd,
  amount_tzs: r.amountTzs,
});

/** A tour's terms as the admin sets them; a tour without rows reads as the defaults. */
export async function readTourTerms(db: Db | Tx, tourId: number): Promise<TourTerms> {
  const [terms] = await db.select().from(tourTerms).where(eq(tourTerms.tourId, tourId));
  const bands = await db
    .select()
    .from(tourTravellerTypes)
    .where(eq(tourTravellerTypes.tourId, tourId))
    .orderBy(asc(tourTravellerTypes.minAge));
  const prices = await db
    .select()
    .from(tourPrices)
    .where(eq(tourPrices.tourId, tourId))
    .orderBy(asc(tourPrices.id));
  const seasons = await db
    .select()
    .from(tourSeasons)
    .where(eq(tourSeasons.tourId, tourId))
    .orderBy(asc(tourSeasons.startsOn));
  const tiers = await db
    .select()
    .from(tourGroupTiers)
    .where(eq(tourGroupTiers.tourId, tourId))
    .orderBy(asc(tourGroupTiers.minTravellers));
  const entered = await db
    .select({ park: tourParks.parkId, name: parks.name, days: tourParks.days })
    .from(tourParks)
    .innerJoin(parks, eq(parks.id, tourParks.parkId))
    .where(eq(tourParks.tourId, tourId))
    .orderBy(asc(parks.name));
  return {
    age_bands: bands.map((b) => ({ traveller_type: b.travellerType, min_age: b.minAge, max_age: b.maxAge })),
    prices: prices.filter((p) => p.seasonId === null).map(priceRow),
    seasons: seasons.map((s) => ({
      name: s.name,
      starts_on: s.startsOn,
      ends_on: s.endsOn,
      prices: prices.filter((p) => p.seasonId === s.id).map(priceRow),
    })),
    group_tiers: tiers.map((t) => ({ min_travellers: t.minTravellers, price_percent: t.pricePercent })),
    private_supplement_usd: terms?.privateSupplementUsd ?? null,
    private_supplement_tzs: terms?.privateSupplementTzs ?? null,
    deposit: terms
      ? {
          rule: terms.depositRule,
          percent: terms.depositPercent,
          per_traveller_usd: terms.depositPerTravellerUsd,
          per_traveller_tzs: terms.depositPerTravellerTzs,
          per_booking_usd: terms.depositPerBookingUsd,
          per_booking_tzs: terms.depositPerBookingTzs,
        }
      : NO_DEPOSIT,
    balance_due_days: terms?.balanceDueDays ?? 0,
    details_due_days: terms?.detailsDueDays ?? 0,
    cancellation_tiers: terms?.cancellationTiers ?? [],
    parks: entered,
  };
}

/** Replaces a tour's terms in the caller's transaction (the admin's PUT). */
export async function saveTourTerms(tx: Tx, tourId: number, terms: TourTerms): Promise<void> {
  const values = {
    depositRule: terms.deposit.rule,
    depositPercent: terms.deposit.percent,
    depositPerTravellerUsd: terms.deposit.per_traveller_usd,
    depositPerTravellerTzs: terms.deposit.per_traveller_tzs,
    depositPerBookingUsd: terms.deposit.per_booking_usd,
    depositPerBookingTzs: terms.deposit.per_booking_tzs,
    balanceDueDays: terms.balance_due_days,
    detailsDueDays: terms.details_due_days,
    privateSupplementUsd: terms.private_supplement_usd,
    privateSupplementTzs: terms.private_supplement_tzs,
    cancellationTiers: terms.cancellation_tiers,
    updatedAt: new Date(),
  };
  await tx
    .insert(tourTerms)
    .values({ tourId, ...values })
    .onConflictDoUpdate({ target: tourTerms.tourId, set: values });
  await tx.delete(tourTravellerTypes).where(eq(tourTravellerTypes.tourId, tourId));
  if (terms.age_bands.length > 0) {
    await tx.insert(tourTravellerTypes).values(
      terms.age_bands.map((b) => ({
        tourId,
        travellerType: b.traveller_type,
        minAge: b.min_age,
        maxAge: b.max_age,
      })),
    );
  }
  // Seasons' prices go with their seasons (cascade).
  await tx.delete(tourSeasons).where(eq(tourSeasons.tourId, tourId));
  await tx.delete(tourPrices).where(and(eq(tourPrices.tourId, tourId), isNull(tourPrices.seasonId)));
  const rows = (seasonId: number | null, prices: readonly PriceRow[]) =>
    prices.map((p) => ({
      tourId,
      seasonId,
      travellerType: p.traveller_type,
      residency: p.residency,
      amountUsd: p.amount_usd,
      amountTzs: p.amount_tzs,
    }));
  if (terms.prices.length > 0) await tx.insert(tourPrices).values(rows(null, terms.prices));
  for (const season of terms.seasons) {
    const [row] = await tx
      .insert(tourSeasons)
      .values({ tourId, name: season.name, startsOn: season.starts_on, endsOn: season.ends_on })
      .returning({ id: tourSeasons.id });
    if (season.prices.length > 0) await tx.insert(tourPrices).values(rows(row!.id, season.prices));
  }
  await tx.delete(tourGroupTiers).where(eq(tourGroupTiers.tourId, tourId));
  if (terms.group_tiers.length > 0) {
    await tx.insert(tourGroupTiers).values(
      terms.group_tiers.map((t) => ({
        tourId,
        minTravellers: t.min_travellers,
        pricePercent: t.price_percent,
      })),
    );
  }
  await tx.delete(tourParks).where(eq(tourParks.tourId, tourId));
  if (terms.parks.length > 0) {
    await tx.insert(tourParks).values(terms.parks.map((p) => ({ tourId, parkId: p.park, days: p.days })));
  }
}

export type TourForBooking = {
  id: number;
  title: string;
  isActive: boolean;
  maxParticipants: number;
  availableDates: string[];
  pricing: PricingTerms;
};

/** What pricing a booking of the tour needs: its terms and every fee row of the parks it enters. */
export async function tourForBooking(db: Db | Tx, tourId: number): Promise<TourForBooking | null> {
  const [tour] = await db
    .select({
      id: tours.id,
      title: tours.title,
      price: tours.price,
      isActive: tours.isActive,
      maxParticipants: tours.maxParticipants,
      availableDates: tours.availableDates,
    })
    .from(tours)
    .where(eq(tours.id, tourId));
  if (!tour) return null;
  const terms = await readTourTerms(db, tourId);
  const parkIds = terms.parks.map((p) => p.park);
  const fees =
    parkIds.length === 0 ? [] : await db.select().from(parkFees).where(inArray(parkFees.parkId, parkIds));
  const feesOf = (parkId: number): ParkFeeRow[] =>
    fees
      .filter((f) => f.parkId === parkId)
      .map((f) => ({
        traveller_type: f.travellerType,
        residency: f.residency,
        amount_usd: f.amountUsd,
        amount_tzs: f.amountTzs,
        vat_applies: f.vatApplies,
        valid_from: f.validFrom,
      }));
  return {
    id: tour.id,
    title: tour.title,
    isActive: tour.isActive,
    maxParticipants: tour.maxParticipants,
    availableDates: tour.availableDates,
    pricing: {
      tourPrice: tour.price,
      ageBands: terms.age_bands,
      prices: terms.prices,
      seasons: terms.seasons,
      groupTiers: terms.group_tiers,
      privateSupplementUsd: terms.private_supplement_usd,
      privateSupplementTzs: terms.private_supplement_tzs,
      deposit: terms.deposit,
      balanceDueDays: terms.balance_due_days,
      detailsDueDays: terms.details_due_days,
      cancellationTiers: terms.cancellation_tiers,
      parks: terms.parks.map((p) => ({ name: p.name ?? '', days: p.days, fees: feesOf(p.park) })),
    },
  };
}
