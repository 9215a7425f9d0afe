import { LOCALES } from '@shop/contract/locale';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount } from '#web/lib/format.ts';
import { loadI18n, loadSections, type MessageKey, pageTexts, textsFromPage } from './i18n';
import { pluralForm, withCounts } from './use-t';

afterEach(() => vi.restoreAllMocks());

describe("a screen's sections of texts", () => {
  it('join the common texts of its language, and only of it', async () => {
    const [english, swahili] = await Promise.all([loadI18n('en'), loadI18n('sw')]);
    await loadSections('sw', ['item']);
    expect(swahili._('reviews.heading', { count: 3 })).toBe('Maoni ya wateja (3)');
    // The common texts are still there.
    expect(swahili._('nav.home')).toBe('Mwanzo');
    expect(english._('nav.home')).toBe('Home');
  });

  it("load an admin section's English on a Swahili page while it has no sw.json", async () => {
    const swahili = await loadI18n('sw');
    await loadSections('sw', ['admin']);
    expect(swahili._('admin.welcome', { username: 'asha' })).toBe('Welcome, asha');
    expect(swahili._('nav.home')).toBe('Mwanzo');
  });

  it("arrive with a server-rendered page: its language's common texts and its screen's sections, nothing to fetch", async () => {
    const texts = await pageTexts('sw', ['storefront']);
    expect(texts.messages['nav.home']).toEqual(['Mwanzo']);
    expect(texts.messages['fursa.all']).toEqual(['Kompyuta zote']);
    expect(texts.messages['reviews.heading']).toBeUndefined();
    // Sent as JSON in the page's state, read back in the browser.
    const swahili = await textsFromPage('sw', JSON.parse(JSON.stringify(texts)));
    expect(swahili._('fursa.all')).toBe('Kompyuta zote');
    expect(swahili).toBe(await loadI18n('sw'));
    await loadSections('sw', ['storefront']);
    expect(swahili._('nav.home')).toBe('Mwanzo');
  });

  it('show a key no loaded catalog has, and say so on the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const english = await loadI18n('en');
    // The test files of a worker share the loaded sections: a key that is in none stands for one
    // whose section has not loaded yet.
    const key = 'storefront.notYetLoaded' as MessageKey;
    expect(english._(key)).toBe(key);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`"${key}"`));
  });
});

describe("a plural's count", () => {
  it('shows its digits grouped in both languages, and no Intl.NumberFormat is made for it', async () => {
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(() => {
      throw new Error('a count made an Intl.NumberFormat');
    });
    const [english, swahili] = await Promise.all([loadI18n('en'), loadI18n('sw')]);
    expect(english._('nav.cart', withCounts({ count: 1 }))).toBe('Cart, 1 item');
    expect(english._('nav.cart', withCounts({ count: 0 }))).toBe('Cart, 0 items');
    expect(swahili._('nav.cart', withCounts({ count: 1 }))).toBe('Kikapu, bidhaa 1');
    expect(english._('nav.cart', withCounts({ count: 1234 }))).toBe('Cart, 1,234 items');
    expect(swahili._('nav.cart', withCounts({ count: 12500 }))).toBe('Kikapu, bidhaa 12,500');
    await loadSections('en', ['storefront']);
    // docs/lists.md: the laptops counted up to the cap, then "1,000+".
    expect(english._('fursa.grid.found', { count: 27, total: formatCount(27) })).toBe('27 laptops found');
    expect(english._('fursa.grid.found', { count: 1001, total: formatCount(1001) })).toBe(
      '1,000+ laptops found',
    );
    await loadSections('sw', ['storefront']);
    expect(swahili._('fursa.grid.found', { count: 1001, total: formatCount(1001) })).toBe(
      'Kompyuta 1,000+ zimepatikana',
    );
    await loadSections('en', ['admin']);
    expect(english._('admin.products.filter', withCounts({ count: 0 }))).toBe('Filter');
    expect(english._('admin.products.filter', withCounts({ count: 1200 }))).toBe('Filter (1,200)');
    expect(made).not.toHaveBeenCalled();
  });
});

it("a count's plural form is Intl's in every language the shop has", () => {
  for (const locale of LOCALES) {
    const rules = new Intl.PluralRules(locale);
    for (const count of [0, 1, 2, 5, 11, 21, 100, 1000, 1001, 0.5, 1.5])
      expect(pluralForm(count), `${locale} ${count}`).toBe(rules.select(count));
  }
});
