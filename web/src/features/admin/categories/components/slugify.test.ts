import { SLUG_PATTERN } from '@shop/contract/catalog';
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

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
    for (const name of ['Ultra-Books', 'A  B', 'x', '4K Monitors / Displays']) {
      expect(slugify(name)).toMatch(SLUG_PATTERN);
    }
  });
});
