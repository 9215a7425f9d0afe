import { LOW_STOCK_THRESHOLD } from '@shop/contract/catalog';
import { describe, expect, it } from 'vitest';
import { stockTone } from './stock-tone';

describe('stockTone', () => {
  it('is red at 0, yellow from 1 to the low-stock threshold, green above it', () => {
    expect(stockTone(0)).toBe('red');
    expect(stockTone(1)).toBe('yellow');
    expect(stockTone(LOW_STOCK_THRESHOLD)).toBe('yellow');
    expect(stockTone(LOW_STOCK_THRESHOLD + 1)).toBe('green');
  });
});
