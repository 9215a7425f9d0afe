import { describe, expect, it } from 'vitest';
import { cancellationRanges } from './cancellation-ranges';

describe('cancellationRanges', () => {
  it('reads the tiers as ranges of days, the last 100% range merged with a 100% tier', () => {
    expect(
      cancellationRanges([
        { days_before: 30, fee_percent: '50' },
        { days_before: 60, fee_percent: '30' },
        { days_before: 7, fee_percent: '100' },
      ]),
    ).toEqual([
      { from: 60, to: null, percent: 30 },
      { from: 30, to: 59, percent: 50 },
      { from: 0, to: 29, percent: 100 },
    ]);
  });

  it('adds the 100% of fewer days than every tier, and nothing to a tier from the departure day', () => {
    expect(cancellationRanges([{ days_before: 14, fee_percent: '20.5' }])).toEqual([
      { from: 14, to: null, percent: 20.5 },
      { from: 0, to: 13, percent: 100 },
    ]);
    expect(cancellationRanges([{ days_before: 0, fee_percent: '10' }])).toEqual([
      { from: 0, to: null, percent: 10 },
    ]);
    expect(cancellationRanges([])).toEqual([]);
  });
});
