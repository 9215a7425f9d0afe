import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadI18n, loadSections, type MessageKey } from './i18n';

afterEach(() => vi.restoreAllMocks());

describe("a screen's sections of texts", () => {
  it('join the common texts of its language, and only of it', async () => {
    const [english, swahili] = await Promise.all([loadI18n('en'), loadI18n('sw')]);
    await loadSections('sw', ['storefront']);
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
