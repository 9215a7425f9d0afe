import type { CancellationTier } from '@shop/contract/tour-terms';

/** Days before departure (inclusive; `to` null: no end) and the fee percent of the total. */
export type CancellationRange = { from: number; to: number | null; percent: number };

/**
 * docs/tours-pricing.md, "Cancellation tiers", as ranges a customer reads before paying: a tier
 * (N, P) costs P% from N days out until the next tier's day; fewer days than every tier cost 100%.
 * Neighbours of one fee are one range. No tiers: no ranges (the tour cancels free).
 */
export function cancellationRanges(tiers: readonly CancellationTier[]): CancellationRange[] {
  const sorted = [...tiers].sort((a, b) => b.days_before - a.days_before);
  const ranges: CancellationRange[] = [];
  let to: number | null = null;
  for (const tier of sorted) {
    ranges.push({ from: tier.days_before, to, percent: Number(tier.fee_percent) });
    to = tier.days_before - 1;
  }
  if (to !== null && to >= 0) ranges.push({ from: 0, to, percent: 100 });
  return ranges.reduce<CancellationRange[]>((merged, range) => {
    const last = merged.at(-1);
    if (last && last.percent === range.percent) last.from = range.from;
    else merged.push({ ...range });
    return merged;
  }, []);
}
