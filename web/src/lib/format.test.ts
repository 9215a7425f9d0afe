import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDeliveryFee, formatMoney, formatPhone } from './format';

describe('formatMoney', () => {
  it('formats shillings as a code without cents', () => {
    expect(formatMoney('1250000.00', 'TZS')).toBe('TSh 1,250,000');
    expect(formatMoney(1_200_000, 'TZS')).toBe('TSh 1,200,000');
    expect(formatMoney('0', 'TZS')).toBe('TSh 0');
  });

  it('formats dollars with a sign and two decimals', () => {
    expect(formatMoney('5000', 'USD')).toBe('US$5,000.00');
    expect(formatMoney('5000.5', 'USD')).toBe('US$5,000.50');
    expect(formatMoney(19.99, 'USD')).toBe('US$19.99');
  });

  it('keeps large decimal strings exact', () => {
    expect(formatMoney('999999999999.99', 'USD')).toBe('US$999,999,999,999.99');
  });
});

describe('formatDate', () => {
  it('formats an ISO timestamp as a short date', () => {
    expect(formatDate('2025-11-21T12:00:00Z')).toBe('21 Nov 2025');
    expect(formatDate('2026-09-02T12:00:00Z')).toBe('2 Sept 2026');
  });

  it("writes every month and day as Intl's en-TZ does", () => {
    const intl = new Intl.DateTimeFormat('en-TZ', { year: 'numeric', month: 'short', day: 'numeric' });
    for (let day = 0; day < 400; day += 3) {
      const date = new Date(2026, 0, 1 + day, 9);
      expect(formatDate(date)).toBe(intl.format(date));
    }
    expect(formatDate('2027-02-05')).toBe(intl.format(new Date('2027-02-05')));
  });

  it("writes every Swahili month and weekday as Intl's sw-TZ does", () => {
    const intl = new Intl.DateTimeFormat('sw-TZ', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    for (let day = 0; day < 400; day += 3) {
      const date = new Date(2026, 0, 1 + day, 9);
      expect(formatDate(date, 'sw')).toBe(intl.format(date));
    }
  });

  it('returns an unreadable value unchanged', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('formatDateTime', () => {
  it('shows the date and the time in East Africa Time', () => {
    expect(formatDateTime('2026-03-01T10:00:00Z')).toBe('1 Mar 2026, 13:00');
    expect(formatDateTime('2026-03-01T10:00:00Z')).toBe(
      new Intl.DateTimeFormat('en-TZ', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Africa/Dar_es_Salaam',
      }).format(new Date('2026-03-01T10:00:00Z')),
    );
  });

  it('returns an unreadable value unchanged', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatDeliveryFee', () => {
  it('says Free for no fee and the amount otherwise', () => {
    expect(formatDeliveryFee('0.00', 'TZS')).toBe('Free');
    expect(formatDeliveryFee('10000.00', 'TZS')).toBe('TSh 10,000');
  });
});

describe('formatPhone', () => {
  it('spaces a stored number as Tanzanians write it and leaves any other as given', () => {
    expect(formatPhone('+255754123456')).toBe('+255 754 123 456');
    expect(formatPhone('+255 754 123 456')).toBe('+255 754 123 456');
    expect(formatPhone('+44207946000')).toBe('+44207946000');
  });
});
