import { describe, expect, it } from 'vitest';
import type { Currency } from './common';
import type { Locale } from './locale';
import { formatMoney, groupDigits } from './money-format';

// What Intl.NumberFormat writes, the no-break spaces made plain as the shop's texts have them.
const INTL: Record<Locale, Record<Currency, Intl.NumberFormat>> = {
  en: {
    TZS: new Intl.NumberFormat('en-TZ', {
      style: 'currency',
      currency: 'TZS',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
    USD: new Intl.NumberFormat('en-TZ', { style: 'currency', currency: 'USD' }),
  },
  sw: {
    TZS: new Intl.NumberFormat('sw-TZ', {
      style: 'currency',
      currency: 'TZS',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
    USD: new Intl.NumberFormat('sw-TZ', { style: 'currency', currency: 'USD' }),
  },
};
const intl = (amount: string | number, currency: Currency, locale: Locale) =>
  INTL[locale][currency].format(amount as Intl.StringNumericLiteral).replace(/[\u00a0\u202f]/g, ' ');

const AMOUNTS = [
  '0',
  '0.00',
  '0.5',
  '0.49',
  '0.994',
  '0.995',
  '12',
  '999.50',
  '999.995',
  '1234.5',
  '1250000.00',
  '2850000',
  '123456789012.34',
  '-5.25',
  '-1250000.00',
  0,
  7,
  0.285,
  1.005,
  1234.5,
  2850000,
  -42.125,
  1e-7,
];

describe('formatMoney', () => {
  it('writes shillings and dollars as the docs show them', () => {
    expect(formatMoney('1250000.00', 'TZS')).toBe('TSh 1,250,000');
    expect(formatMoney('1234.50', 'USD')).toBe('US$1,234.50');
    expect(formatMoney('1250000.00', 'TZS', 'sw')).toBe('TSh 1,250,000');
    expect(formatMoney('1234.50', 'USD', 'sw')).toBe('US$ 1,234.50');
  });

  for (const locale of ['en', 'sw'] as const)
    for (const currency of ['TZS', 'USD'] as const)
      it(`matches Intl.NumberFormat in ${locale} for ${currency}, rounding included`, () => {
        for (const amount of AMOUNTS)
          expect(formatMoney(amount, currency, locale), String(amount)).toBe(intl(amount, currency, locale));
      });

  it('reads a decimal string exactly, where a float would round wrong', () => {
    // 0.285 as a float is 0.28499999999999998; as the API's string it rounds up.
    expect(formatMoney('0.285', 'USD')).toBe('US$0.29');
    expect(formatMoney('90071992547409.93', 'USD')).toBe('US$90,071,992,547,409.93');
  });
});

describe('groupDigits', () => {
  it("writes counts as Intl's en-US and sw-TZ do", () => {
    const counts = [0, 1, 7, 12, 999, 1000, 1234, 10_000, 99_999, 123_456, 1_000_000, -4321, 1234.5];
    for (const locale of ['en-US', 'sw-TZ']) {
      const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
      for (const count of counts) expect(groupDigits(count), `${locale} ${count}`).toBe(plain.format(count));
    }
  });
});
