import { toCents } from '@shop/contract/money-format';
import { DEPOSIT_RULES, RESIDENCIES, TANAPA_AGE_BANDS, TRAVELLER_TYPES } from '@shop/contract/tour-terms';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  cancellation,
  depositOf,
  type PricingTerms,
  priceBooking,
  travellerTypeOfAge,
} from './pricing';
import { shopToday } from './shop-calendar';

const base: PricingTerms = {
  tourPrice: '1200.00',
  ageBands: TANAPA_AGE_BANDS,
  prices: [
    { traveller_type: 'adult', residency: 'non_resident', amount_usd: '1000.00', amount_tzs: null },
    { traveller_type: 'child', residency: 'non_resident', amount_usd: '500.00', amount_tzs: null },
    { traveller_type: 'adult', residency: 'citizen', amount_usd: '200.00', amount_tzs: '500000.00' },
    { traveller_type: 'child', residency: 'citizen', amount_usd: '100.00', amount_tzs: '250000.00' },
  ],
  seasons: [],
  groupTiers: [],
  privateSupplementUsd: null,
  privateSupplementTzs: null,
  deposit: {
    rule: 'none',
    percent: null,
    per_traveller_usd: null,
    per_traveller_tzs: null,
    per_booking_usd: null,
    per_booking_tzs: null,
  },
  balanceDueDays: 60,
  detailsDueDays: 14,
  cancellationTiers: [],
  parks: [],
};

const twoAdultsAndChild = [
  { traveller_type: 'adult', residency: 'non_resident', count: 2 },
  { traveller_type: 'child', residency: 'non_resident', count: 1 },
] as const;

const request = {
  travellers: twoAdultsAndChild,
  date: '2027-08-10',
  private: false,
  payInFull: false,
  today: '2027-01-05',
};

const sumOf = (amounts: string[]) =>
  amounts.reduce((s, a) => s + (a.startsWith('-') ? -toCents(a.slice(1)) : toCents(a)), 0n);

describe('booking lines', () => {
  it('prices each traveller type and residency, in USD when one traveller has no shilling price', () => {
    const priced = priceBooking(base, {
      ...request,
      travellers: [...twoAdultsAndChild, { traveller_type: 'adult', residency: 'citizen', count: 1 }],
    });
    expect(priced.currency).toBe('USD');
    expect(priced.lines.map((l) => [l.label, l.quantity, l.unit_amount, l.amount])).toEqual([
      ['Adult, Non-resident', 2, '1000.00', '2000.00'],
      ['Adult, East African citizen', 1, '200.00', '200.00'],
      ['Child, Non-resident', 1, '500.00', '500.00'],
    ]);
    expect(priced.total).toBe('2700.00');
  });

  it('prices East African citizens in shillings when every traveller has a shilling price', () => {
    const priced = priceBooking(base, {
      ...request,
      travellers: [
        { traveller_type: 'adult', residency: 'citizen', count: 2 },
        { traveller_type: 'child', residency: 'citizen', count: 1 },
        { traveller_type: 'infant', residency: 'citizen', count: 1 },
      ],
    });
    expect(priced.currency).toBe('TZS');
    expect(priced.total).toBe('1250000.00');
    expect(priced.lines.at(-1)).toMatchObject({ label: 'Infant, East African citizen', amount: '0.00' });
  });

  it('takes the season of the departure date, and the base price outside it', () => {
    const terms: PricingTerms = {
      ...base,
      seasons: [
        {
          name: 'High season',
          starts_on: '2027-07-01',
          ends_on: '2027-08-10',
          prices: [
            { traveller_type: 'adult', residency: 'non_resident', amount_usd: '1300.00', amount_tzs: null },
          ],
        },
      ],
    };
    const high = priceBooking(terms, request);
    expect(high.season).toBe('High season');
    expect(high.lines[0]).toMatchObject({ unit_amount: '1300.00', season: 'High season' });
    expect(high.lines[1]).toMatchObject({ unit_amount: '500.00' });
    expect(priceBooking(terms, { ...request, date: '2027-08-11' }).lines[0]?.unit_amount).toBe('1000.00');
  });

  it('lowers the per-person prices by the largest group tier reached, and adds a private supplement', () => {
    const terms: PricingTerms = {
      ...base,
      groupTiers: [
        { min_travellers: 3, price_percent: '90' },
        { min_travellers: 6, price_percent: '80' },
      ],
      privateSupplementUsd: '350.00',
    };
    const priced = priceBooking(terms, { ...request, private: true });
    expect(priced.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['traveller', '2000.00'],
      ['traveller', '500.00'],
      ['group', '-250.00'],
      ['private', '350.00'],
    ]);
    expect(priced.total).toBe('2600.00');
    expect(() => priceBooking(base, { ...request, private: true })).toThrow('privateNotOffered');
  });

  it('refuses a traveller the tour does not price, and keeps one price per person for tours without prices', () => {
    expect(() =>
      priceBooking(base, {
        ...request,
        travellers: [{ traveller_type: 'adult', residency: 'resident', count: 1 }],
      }),
    ).toThrow('travellerNotOffered');
    const legacy = priceBooking({ ...base, prices: [] }, request);
    expect(legacy.lines.map((l) => l.amount)).toEqual(['2400.00', '1200.00']);
    expect(legacy.deposit).toBe(legacy.total);
  });

  it('passes park fees through per person and day, at the row in force on the departure date, with VAT', () => {
    const fees = [
      {
        traveller_type: 'adult',
        residency: 'non_resident',
        amount_usd: '70.00',
        amount_tzs: null,
        vat_applies: true,
        valid_from: '2026-07-01',
      },
      {
        traveller_type: 'adult',
        residency: 'non_resident',
        amount_usd: '82.60',
        amount_tzs: null,
        vat_applies: true,
        valid_from: '2027-07-01',
      },
      {
        traveller_type: 'child',
        residency: 'non_resident',
        amount_usd: '20.00',
        amount_tzs: null,
        vat_applies: true,
        valid_from: '2026-07-01',
      },
    ] as const;
    const terms: PricingTerms = { ...base, parks: [{ name: 'Serengeti', days: 2, fees }] };
    const priced = priceBooking(terms, request);
    expect(priced.lines.slice(2).map((l) => [l.kind, l.quantity, l.unit_amount, l.amount])).toEqual([
      ['park_fee', 4, '82.60', '330.40'],
      ['park_fee', 2, '20.00', '40.00'],
      // 18% of 370.40 = 66.672, half up to cents.
      ['vat', 1, '66.67', '66.67'],
    ]);
    const before = priceBooking(terms, { ...request, date: '2027-06-30' });
    expect(before.lines[2]?.unit_amount).toBe('70.00');
  });

  it('rounds shillings to whole shillings', () => {
    const terms: PricingTerms = {
      ...base,
      groupTiers: [{ min_travellers: 2, price_percent: '66.67' }],
      parks: [
        {
          name: 'Ngorongoro',
          days: 1,
          fees: [
            {
              traveller_type: 'adult',
              residency: 'citizen',
              amount_usd: '4.00',
              amount_tzs: '10001.00',
              vat_applies: true,
              valid_from: '2026-07-01',
            },
          ],
        },
      ],
    };
    const priced = priceBooking(terms, {
      ...request,
      travellers: [{ traveller_type: 'adult', residency: 'citizen', count: 3 }],
    });
    expect(priced.currency).toBe('TZS');
    for (const line of priced.lines) expect(line.amount.endsWith('.00')).toBe(true);
    // 1,500,000 x 33.33% = 499,950; VAT 18% of 30,003 = 5,400.54 -> 5,401.
    expect(priced.lines.map((l) => l.amount)).toEqual(['1500000.00', '-499950.00', '30003.00', '5401.00']);
  });
});

describe('deposit and balance', () => {
  const rule = (over: Partial<PricingTerms['deposit']>): PricingTerms => ({
    ...base,
    deposit: { ...base.deposit, ...over },
  });
  // 2 adults and a child, non-resident: 2,500.00; three paying travellers.
  const cases: [string, Partial<PricingTerms['deposit']>, string][] = [
    ['none: everything at booking', { rule: 'none', percent: '30' }, '2500.00'],
    ['percent', { rule: 'percent', percent: '30' }, '750.00'],
    ['fixed per traveller', { rule: 'per_traveller', per_traveller_usd: '200.00' }, '600.00'],
    ['fixed per booking', { rule: 'per_booking', per_booking_usd: '500.00' }, '500.00'],
    [
      'highest: the percentage',
      { rule: 'highest', percent: '30', per_traveller_usd: '200.00', per_booking_usd: '500.00' },
      '750.00',
    ],
    [
      'highest: per traveller',
      { rule: 'highest', percent: '20', per_traveller_usd: '200.00', per_booking_usd: '500.00' },
      '600.00',
    ],
    [
      'highest: per booking',
      { rule: 'highest', percent: '10', per_traveller_usd: '100.00', per_booking_usd: '800.00' },
      '800.00',
    ],
    [
      'a fixed deposit above the total is the total',
      { rule: 'per_booking', per_booking_usd: '9000.00' },
      '2500.00',
    ],
  ];
  for (const [name, over, deposit] of cases) {
    it(name, () => {
      const priced = priceBooking(rule(over), request);
      expect(priced.deposit).toBe(deposit);
      expect(sumOf([priced.deposit, priced.balance])).toBe(toCents(priced.total));
      expect(priced.balanceDueOn).toBe(deposit === '2500.00' ? null : '2027-06-11');
    });
  }

  it('lets the customer pay everything before the balance window, and asks everything inside it', () => {
    const terms = rule({ rule: 'percent', percent: '30' });
    expect(priceBooking(terms, { ...request, payInFull: true })).toMatchObject({
      deposit: '2500.00',
      balance: '0.00',
      depositOffered: true,
    });
    // Due day 2027-06-11 (60 days before 2027-08-10): the day before still offers a deposit, the day itself not.
    expect(priceBooking(terms, { ...request, today: '2027-06-10' })).toMatchObject({
      deposit: '750.00',
      depositOffered: true,
    });
    expect(priceBooking(terms, { ...request, today: '2027-06-11' })).toMatchObject({
      deposit: '2500.00',
      depositOffered: false,
      balanceDueOn: null,
    });
  });

  it('uses the shilling amounts of fixed deposits in a shilling booking', () => {
    const terms = rule({ rule: 'per_traveller', per_traveller_usd: '50.00', per_traveller_tzs: '100000.00' });
    const priced = priceBooking(terms, {
      ...request,
      travellers: [{ traveller_type: 'adult', residency: 'citizen', count: 2 }],
    });
    expect(priced).toMatchObject({
      currency: 'TZS',
      total: '1000000.00',
      deposit: '200000.00',
      balance: '800000.00',
    });
    expect(depositOf({ ...terms.deposit, per_traveller_tzs: null }, 100_000_000n, 2, 'TZS')).toBe(0n);
  });
});

describe('cancellation tiers at Dar es Salaam midnight', () => {
  // 30% from 60 days before, 50% from 30, 100% inside 7 days (fewer than 7).
  const tiers = [
    { days_before: 60, fee_percent: '30' },
    { days_before: 30, fee_percent: '50' },
    { days_before: 7, fee_percent: '100' },
  ];
  const departure = '2027-08-10';
  const at = (instant: string) =>
    cancellation(tiers, departure, shopToday(new Date(instant)), '2500.00', '750.00', 'USD');

  it('reads the day in Dar es Salaam: 20:59:59 UTC is still the day, 21:00 UTC the next', () => {
    expect(shopToday(new Date('2027-06-10T20:59:59.999Z'))).toBe('2027-06-10');
    expect(shopToday(new Date('2027-06-10T21:00:00.000Z'))).toBe('2027-06-11');
  });

  it('changes tier at each boundary', () => {
    // 2027-06-11 is 60 days before: 30%, the fee kept from the 750.00 paid.
    expect(at('2027-06-10T20:59:59Z')).toMatchObject({
      daysBefore: 61,
      feePercent: '30',
      fee: '750.00',
      refundDue: '0.00',
    });
    expect(at('2027-06-11T20:59:59Z')).toMatchObject({ daysBefore: 60, feePercent: '30' });
    expect(at('2027-06-11T21:00:00Z')).toMatchObject({ daysBefore: 59, feePercent: '50' });
    expect(at('2027-07-11T20:59:59Z')).toMatchObject({ daysBefore: 30, feePercent: '50' });
    expect(at('2027-07-11T21:00:00Z')).toMatchObject({ daysBefore: 29, feePercent: '100' });
    expect(at('2027-08-03T20:59:59Z')).toMatchObject({ daysBefore: 7, feePercent: '100' });
    expect(at('2027-08-03T21:00:00Z')).toMatchObject({ daysBefore: 6, feePercent: '100' });
  });

  it('refunds what was paid above the fee, waives on request, and cancels free without tiers', () => {
    expect(cancellation(tiers, departure, '2027-05-01', '2500.00', '2500.00', 'USD')).toMatchObject({
      feePercent: '30',
      fee: '750.00',
      refundDue: '1750.00',
    });
    expect(cancellation(tiers, departure, '2027-08-09', '2500.00', '2500.00', 'USD', true)).toMatchObject({
      fee: '0.00',
      refundDue: '2500.00',
    });
    expect(cancellation([], departure, '2027-08-09', '2500.00', '2500.00', 'USD')).toMatchObject({
      refundDue: '2500.00',
    });
  });
});

describe('ages', () => {
  it('places a traveller in TANAPA bands by age on the departure date', () => {
    expect(ageOn('2012-08-11', '2027-08-10')).toBe(14);
    expect(ageOn('2011-08-10', '2027-08-10')).toBe(16);
    expect(travellerTypeOfAge([], 16)).toBe('adult');
    expect(travellerTypeOfAge([], 15)).toBe('child');
    expect(travellerTypeOfAge([], 5)).toBe('child');
    expect(travellerTypeOfAge([], 4)).toBe('infant');
  });
});

describe('property: lines sum to totals', () => {
  const amount = fc.integer({ min: 0, max: 500_000 }).map((c) => (c / 100).toFixed(2));
  const tzs = fc.option(
    fc.integer({ min: 0, max: 50_000_000 }).map((c) => `${c}.00`),
    { nil: null },
  );
  const prices = fc.array(
    fc.record({
      traveller_type: fc.constantFrom(...TRAVELLER_TYPES),
      residency: fc.constantFrom(...RESIDENCIES),
      amount_usd: amount,
      amount_tzs: tzs,
    }),
    { maxLength: 9 },
  );
  const percent = fc.integer({ min: 0, max: 10_000 }).map((p) => (p / 100).toFixed(2));
  const terms = fc.record({
    prices,
    groupTiers: fc.array(
      fc.record({
        min_travellers: fc.integer({ min: 2, max: 12 }),
        price_percent: percent.filter((p) => p !== '0.00'),
      }),
      { maxLength: 3 },
    ),
    privateSupplementUsd: fc.option(amount, { nil: null }),
    privateSupplementTzs: tzs,
    deposit: fc.record({
      rule: fc.constantFrom(...DEPOSIT_RULES),
      percent: fc.option(percent, { nil: null }),
      per_traveller_usd: fc.option(amount, { nil: null }),
      per_traveller_tzs: tzs,
      per_booking_usd: fc.option(amount, { nil: null }),
      per_booking_tzs: tzs,
    }),
    parks: fc.array(
      fc.record({
        name: fc.constantFrom('Serengeti', 'Tarangire', 'Ngorongoro'),
        days: fc.integer({ min: 1, max: 4 }),
        fees: fc.array(
          fc.record({
            traveller_type: fc.constantFrom(...TRAVELLER_TYPES),
            residency: fc.constantFrom(...RESIDENCIES),
            amount_usd: amount,
            amount_tzs: tzs,
            vat_applies: fc.boolean(),
            valid_from: fc.constantFrom('2026-07-01', '2027-07-01', '2028-07-01'),
          }),
          { maxLength: 6 },
        ),
      }),
      { maxLength: 3 },
    ),
  });
  const travellers = fc.array(
    fc.record({
      traveller_type: fc.constantFrom(...TRAVELLER_TYPES),
      residency: fc.constantFrom(...RESIDENCIES),
      count: fc.integer({ min: 1, max: 30 }),
    }),
    { minLength: 1, maxLength: 9 },
  );

  it('for random traveller mixes, terms and dates', () => {
    fc.assert(
      fc.property(
        terms,
        travellers,
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('2027-06-30', '2027-07-01', '2028-01-15'),
        (t, group, priv, payInFull, date) => {
          const full: PricingTerms = { ...base, ...t };
          let priced: ReturnType<typeof priceBooking>;
          try {
            priced = priceBooking(full, {
              travellers: group,
              date,
              private: priv,
              payInFull,
              today: '2027-01-05',
            });
          } catch (err) {
            expect((err as Error).message).toMatch(/travellerNotOffered|privateNotOffered/);
            return;
          }
          const total = toCents(priced.total);
          expect(sumOf(priced.lines.map((l) => l.amount))).toBe(total);
          for (const line of priced.lines) {
            if (line.kind !== 'group')
              expect(sumOf([line.amount])).toBe(sumOf([line.unit_amount]) * BigInt(line.quantity));
            if (priced.currency === 'TZS') expect(line.amount.endsWith('.00')).toBe(true);
          }
          expect(toCents(priced.deposit) + toCents(priced.balance)).toBe(total);
          expect(toCents(priced.deposit)).toBeLessThanOrEqual(total);
          const cancelled = cancellation(
            [{ days_before: 30, fee_percent: '40' }],
            date,
            '2027-06-20',
            priced.total,
            priced.deposit,
            priced.currency,
          );
          expect(toCents(cancelled.fee) + toCents(cancelled.refundDue)).toBe(toCents(priced.deposit));
        },
      ),
      { numRuns: 300 },
    );
  });
});
