import { describe, expect, it } from 'vitest';
import { loadI18n, loadSections } from '#web/i18n/i18n.ts';
import type { Translate } from '#web/i18n/use-t.ts';
import { whatsappOrderHref } from './whatsapp-order';

const [english, swahili] = await Promise.all([loadI18n('en'), loadI18n('sw')]);
await Promise.all([loadSections('en', ['igsum']), loadSections('sw', ['igsum'])]);
const inEnglish: Translate = (key, values) => english._(key, values);
const inSwahili: Translate = (key, values) => swahili._(key, values);

const bracelet = {
  name: 'Maasai Beaded Bracelet',
  slug: 'maasai-beaded-bracelet',
  price: '25.00',
  currency: 'USD',
} as const;

describe('whatsappOrderHref', () => {
  it('opens a chat with the IGSUM number, naming the product, its price and the page of the product', () => {
    const href = new URL(whatsappOrderHref(bracelet, 'https://shop.example', { t: inEnglish, locale: 'en' }));
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/255754123456');
    expect(href.searchParams.get('text')).toBe(
      'Hello IGSUM, I would like to order Maasai Beaded Bracelet (US$25.00): https://shop.example/igsum-products/maasai-beaded-bracelet',
    );
  });

  it("is written in Swahili from a Swahili page, and links the product's Swahili page", () => {
    const href = new URL(whatsappOrderHref(bracelet, 'https://shop.example', { t: inSwahili, locale: 'sw' }));
    expect(href.searchParams.get('text')).toBe(
      'Habari IGSUM, ningependa kuagiza Maasai Beaded Bracelet (US$ 25.00): https://shop.example/sw/igsum-products/maasai-beaded-bracelet',
    );
  });
});
