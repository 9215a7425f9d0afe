import type { Tx } from '#server/db/client.ts';
import {
  parkFees,
  parks,
  tourGroupTiers,
  tourParks,
  tourPrices,
  tourSeasons,
  tourTerms,
} from '#server/db/schema.ts';

/**
 * docs/tours-pricing.md: the demo's Classic Safari sold as Tanzanian operators sell it, so the
 * booking dialog has terms to show: TANAPA's age bands (the default), residency prices with East
 * African citizens in shillings, a green season, group tiers, a private supplement, a deposit of
 * the highest of 30% and US$500 per traveller, the balance 60 days before departure, cancellation
 * tiers, and two parks' fees. The fees are demo figures in TANAPA's and NCAA's shape, not their
 * current tariff.
 */
export const TERMS_TOUR = 'Classic Safari Experience';

const PRICES = [
  ['adult', 'non_resident', '4200.00', null],
  ['child', 'non_resident', '2100.00', null],
  ['adult', 'resident', '3000.00', null],
  ['child', 'resident', '1500.00', null],
  ['adult', 'citizen', '1200.00', '3000000.00'],
  ['child', 'citizen', '600.00', '1500000.00'],
] as const;

const GREEN_SEASON_PRICES = [
  ['adult', 'non_resident', '3600.00', null],
  ['child', 'non_resident', '1800.00', null],
] as const;

/** Per person and day, VAT added on top; valid from 1 July, when the parks revise their fees. */
const FEES: Record<string, readonly (readonly [string, string, string, string | null])[]> = {
  'Serengeti National Park': [
    ['adult', 'non_resident', '70.00', null],
    ['child', 'non_resident', '20.00', null],
    ['adult', 'resident', '35.00', null],
    ['child', 'resident', '10.00', null],
    ['adult', 'citizen', '4.00', '10000.00'],
    ['child', 'citizen', '1.00', '2000.00'],
  ],
  'Ngorongoro Conservation Area': [
    ['adult', 'non_resident', '70.80', null],
    ['child', 'non_resident', '23.60', null],
    ['adult', 'resident', '35.40', null],
    ['child', 'resident', '11.80', null],
    ['adult', 'citizen', '4.00', '10000.00'],
    ['child', 'citizen', '1.00', '2000.00'],
  ],
};

const DAYS: Record<string, number> = { 'Serengeti National Park': 2, 'Ngorongoro Conservation Area': 1 };

type Row = readonly [string, string, string, string | null];
const asPrice = (tourId: number, seasonId: number | null) => (row: Row) => ({
  tourId,
  seasonId,
  travellerType: row[0] as 'adult' | 'child',
  residency: row[1] as 'non_resident' | 'resident' | 'citizen',
  amountUsd: row[2],
  amountTzs: row[3],
});

export async function seedTourTerms(
  tx: Tx,
  tourRows: readonly { id: number; title: string }[],
): Promise<void> {
  const tour = tourRows.find((row) => row.title === TERMS_TOUR);
  if (!tour) return;
  await tx.insert(tourTerms).values({
    tourId: tour.id,
    depositRule: 'highest',
    depositPercent: '30',
    depositPerTravellerUsd: '500.00',
    depositPerTravellerTzs: '1250000.00',
    balanceDueDays: 60,
    detailsDueDays: 30,
    privateSupplementUsd: '800.00',
    privateSupplementTzs: '2000000.00',
    cancellationTiers: [
      { days_before: 60, fee_percent: '30' },
      { days_before: 30, fee_percent: '50' },
      { days_before: 7, fee_percent: '100' },
    ],
  });
  await tx.insert(tourPrices).values(PRICES.map(asPrice(tour.id, null)));
  const [green] = await tx
    .insert(tourSeasons)
    .values({ tourId: tour.id, name: 'Green season', startsOn: '2027-04-01', endsOn: '2027-05-31' })
    .returning({ id: tourSeasons.id });
  await tx.insert(tourPrices).values(GREEN_SEASON_PRICES.map(asPrice(tour.id, green!.id)));
  await tx.insert(tourGroupTiers).values([
    { tourId: tour.id, minTravellers: 4, pricePercent: '95' },
    { tourId: tour.id, minTravellers: 6, pricePercent: '90' },
  ]);
  for (const [name, fees] of Object.entries(FEES)) {
    const [park] = await tx.insert(parks).values({ name }).returning({ id: parks.id });
    await tx.insert(parkFees).values(
      fees.map((row) => ({
        parkId: park!.id,
        travellerType: row[0] as 'adult' | 'child',
        residency: row[1] as 'non_resident' | 'resident' | 'citizen',
        amountUsd: row[2],
        amountTzs: row[3],
        vatApplies: true,
        validFrom: '2026-07-01',
      })),
    );
    await tx.insert(tourParks).values({ tourId: tour.id, parkId: park!.id, days: DAYS[name]! });
  }
}
