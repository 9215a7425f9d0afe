import { describe, expect, it } from 'vitest';
import { type Basket, type BasketLine, type CodeRules, capRefusal, judgeCode, percentOf } from './rules';

const NOW = new Date('2026-12-01T09:00:00Z');

const code = (over: Partial<CodeRules> = {}): CodeRules => ({
  code: 'KARIBU',
  brand: 'fursa',
  kind: 'percentage',
  percent: 10,
  amount: null,
  currency: 'TZS',
  minSpend: '0.00',
  startsAt: null,
  endsAt: null,
  totalCap: null,
  perCustomerCap: null,
  categoryIds: [],
  productIds: [],
  tourIds: [],
  appliesToSaleItems: false,
  isActive: true,
  ...over,
});

const line = (over: Partial<BasketLine> = {}): BasketLine => ({
  productId: 1,
  categoryId: 10,
  tourId: null,
  price: '1000000.00',
  quantity: 1,
  onSale: false,
  ...over,
});

const basket = (lines: BasketLine[], deliveryFee = '25000.00', over: Partial<Basket> = {}): Basket => ({
  brand: 'fursa',
  currency: 'TZS',
  lines,
  deliveryFee,
  ...over,
});

const refusal = (verdict: ReturnType<typeof judgeCode>) => (verdict.ok ? null : verdict.refusal.code);
const saving = (verdict: ReturnType<typeof judgeCode>) => (verdict.ok ? verdict.saving : null);

describe('judgeCode', () => {
  it('takes a percentage off the eligible lines only, never the delivery fee', () => {
    const v = judgeCode(code({ percent: 15 }), basket([line({ quantity: 2 })]), NOW);
    expect(saving(v)).toEqual({ discount: '300000.00', onDelivery: false });
  });

  it('rounds a percentage of shillings down to a whole shilling, of dollars to a cent', () => {
    expect(percentOf(99_999_900n, 33, 'TZS')).toBe(32_999_900n);
    expect(percentOf(3_333n, 10, 'USD')).toBe(333n);
    const v = judgeCode(code({ percent: 33 }), basket([line({ price: '999999.00' })]), NOW);
    expect(saving(v)?.discount).toBe('329999.00');
  });

  it('never takes more than the eligible lines: a fixed amount above them is capped, no order goes negative', () => {
    const v = judgeCode(
      code({ kind: 'fixed_amount', percent: null, amount: '5000000.00' }),
      basket([line()]),
      NOW,
    );
    expect(saving(v)?.discount).toBe('1000000.00');
    const all = judgeCode(code({ percent: 100 }), basket([line()]), NOW);
    expect(saving(all)?.discount).toBe('1000000.00');
  });

  it('free delivery takes the fee and only the fee; refused when there is none', () => {
    const free = code({ kind: 'free_delivery', percent: null });
    expect(saving(judgeCode(free, basket([line()]), NOW))).toEqual({
      discount: '25000.00',
      onDelivery: true,
    });
    expect(refusal(judgeCode(free, basket([line()], '0.00'), NOW))).toBe('discount_no_delivery_fee');
  });

  it('refuses a switched-off code, another shop’s, before its start and from its end', () => {
    expect(refusal(judgeCode(code({ isActive: false }), basket([line()]), NOW))).toBe('discount_inactive');
    expect(refusal(judgeCode(code({ brand: 'igsum', currency: 'USD' }), basket([line()]), NOW))).toBe(
      'discount_other_shop',
    );
    const later = judgeCode(code({ startsAt: new Date('2026-12-01T10:00:00Z') }), basket([line()]), NOW);
    expect(later).toEqual({
      ok: false,
      refusal: {
        code: 'discount_not_started',
        name: 'discountNotStarted',
        // Dar es Salaam's wall clock, UTC+3.
        params: { date: '2026-12-01', time: '13:00' },
      },
    });
    expect(refusal(judgeCode(code({ endsAt: NOW }), basket([line()]), NOW))).toBe('discount_ended');
    expect(
      judgeCode(code({ startsAt: NOW, endsAt: new Date(NOW.getTime() + 1) }), basket([line()]), NOW).ok,
    ).toBe(true);
  });

  it('reaches only its scope: products, categories or tours named, else the whole brand', () => {
    const lines = [
      line({ productId: 1, categoryId: 10 }),
      line({ productId: 2, categoryId: 20, price: '500000.00' }),
    ];
    expect(saving(judgeCode(code({ productIds: [2] }), basket(lines), NOW))?.discount).toBe('50000.00');
    expect(saving(judgeCode(code({ categoryIds: [10] }), basket(lines), NOW))?.discount).toBe('100000.00');
    expect(saving(judgeCode(code(), basket(lines), NOW))?.discount).toBe('150000.00');
    expect(refusal(judgeCode(code({ productIds: [3] }), basket(lines), NOW))).toBe('discount_not_applicable');
    const tour = line({ productId: null, categoryId: null, tourId: 7, price: '120.00', quantity: 3 });
    const usd = { brand: 'igsum' as const, currency: 'USD' as const };
    const tourCode = code({ ...usd, tourIds: [7], percent: 10 });
    expect(saving(judgeCode(tourCode, basket([tour], '0.00', usd), NOW))?.discount).toBe('36.00');
  });

  it('leaves items on sale alone unless the code allows them', () => {
    const lines = [line({ onSale: true }), line({ productId: 2, price: '200000.00' })];
    expect(saving(judgeCode(code(), basket(lines), NOW))?.discount).toBe('20000.00');
    expect(saving(judgeCode(code({ appliesToSaleItems: true }), basket(lines), NOW))?.discount).toBe(
      '120000.00',
    );
    expect(refusal(judgeCode(code(), basket([line({ onSale: true })]), NOW))).toBe('discount_sale_items');
  });

  it('needs its minimum spend from the eligible lines, and names it', () => {
    const min = code({ minSpend: '1500000.00' });
    const short = judgeCode(min, basket([line(), line({ productId: 2, onSale: true })]), NOW);
    expect(short).toMatchObject({
      ok: false,
      refusal: { code: 'discount_minimum_spend', params: { min: 'TSh 1,500,000' } },
    });
    expect(judgeCode(min, basket([line({ quantity: 2 })]), NOW).ok).toBe(true);
  });
});

describe('capRefusal', () => {
  it('refuses past the total cap, then past the customer’s', () => {
    const caps = { totalCap: 10, perCustomerCap: 1 };
    expect(capRefusal(caps, { held: 9, byCustomer: 0 })).toBeNull();
    expect(capRefusal(caps, { held: 10, byCustomer: 0 })?.code).toBe('discount_used_up');
    expect(capRefusal(caps, { held: 3, byCustomer: 1 })).toEqual({
      code: 'discount_already_used',
      name: 'discountAlreadyUsed',
      params: { count: 1 },
    });
    expect(capRefusal({ totalCap: null, perCustomerCap: null }, { held: 1e6, byCustomer: 1e6 })).toBeNull();
  });
});
