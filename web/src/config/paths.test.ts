import { ITEM_PAGES } from '@shop/contract/item-pages';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('item pages', () => {
  it('route and link the addresses the server redirects to and lists in the sitemap', () => {
    const pairs = [
      [paths.laptopPage, ITEM_PAGES.fursa],
      [paths.igsumProductPage, ITEM_PAGES.igsum],
      [paths.tourPage, ITEM_PAGES.tour],
    ] as const;
    for (const [web, contract] of pairs) {
      expect(web.path).toBe(contract.path);
      expect(web.href('a b')).toBe(contract.href('a b'));
    }
  });
});
