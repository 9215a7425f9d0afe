import { describe, expect, it } from 'vitest';
import { ShopLocalTime } from './discounts';

describe("a discount code's start and end", () => {
  it('are times of the calendar in Dar es Salaam, minutes included', () => {
    expect(ShopLocalTime.safeParse('2026-12-01T08:00').success).toBe(true);
    expect(ShopLocalTime.safeParse('2028-02-29T23:59').success).toBe(true);
  });

  it('refuse what the calendar has not, which reached the database as an error (the API fuzz found it)', () => {
    for (const value of [
      '1908-93-50T59:42',
      '2026-02-30T10:00',
      '2026-12-01T24:00',
      '2026-12-01T10:60',
      '1908-01-01T00:00',
    ])
      expect(ShopLocalTime.safeParse(value).success, value).toBe(false);
  });
});
