import { describe, expect, it } from 'vitest';
import { whatsappOrderHref } from './whatsapp-order';

describe('whatsappOrderHref', () => {
  it('opens a chat with the IGSUM number, naming the product, its price and the page of the product', () => {
    const href = new URL(
      whatsappOrderHref(
        { name: 'Maasai Beaded Bracelet', slug: 'maasai-beaded-bracelet', price: '25.00', currency: 'USD' },
        'https://shop.example',
      ),
    );
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/255754123456');
    expect(href.searchParams.get('text')).toBe(
      'Hello IGSUM, I would like to order Maasai Beaded Bracelet (US$25.00): https://shop.example/igsum-products/maasai-beaded-bracelet',
    );
  });
});
