import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD, SLUG_PATTERN, slugify, stockStateOf } from './catalog';

describe('slugify', () => {
  it('lower-cases and joins words with hyphens', () => {
    expect(slugify('Gaming Laptops')).toBe('gaming-laptops');
  });

  it('turns each run of other characters into one hyphen and trims the ends', () => {
    expect(slugify('  --Business & Office!!  2026 ')).toBe('business-office-2026');
  });

  it('drops accents instead of the letters', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme');
  });

  it('gives an empty slug for a name without letters or digits', () => {
    expect(slugify(' !!! ')).toBe('');
  });

  it('always matches the slug pattern the server accepts', () => {
    for (const name of ['Ultra-Books', 'A  B', 'x', '4K Monitors / Displays', 'Ĉu ĝi?']) {
      expect(slugify(name)).toMatch(SLUG_PATTERN);
    }
  });
});

describe('stockStateOf', () => {
  it('is out at 0 and below, low from 1 to the threshold, in above it', () => {
    expect(stockStateOf(-1)).toBe('out');
    expect(stockStateOf(0)).toBe('out');
    expect(stockStateOf(1)).toBe('low');
    expect(stockStateOf(LOW_STOCK_THRESHOLD)).toBe('low');
    expect(stockStateOf(LOW_STOCK_THRESHOLD + 1)).toBe('in');
    expect(stockStateOf(1_000_000)).toBe('in');
  });
});
