import { describe, expect, it } from 'vitest';
import { BRANDS, SHOP_TITLE } from './brands';
import { INSTALL_APPS } from './install';

describe('the installable apps', () => {
  it('are named and start as the brands are', () => {
    expect(INSTALL_APPS.shop.name).toBe(SHOP_TITLE);
    for (const brand of ['igsum', 'fursa'] as const) {
      expect(INSTALL_APPS[brand].name).toBe(BRANDS[brand].title);
      expect(INSTALL_APPS[brand].shortName).toBe(BRANDS[brand].name);
      expect(INSTALL_APPS[brand].startUrl).toBe(BRANDS[brand].home);
    }
  });
});
