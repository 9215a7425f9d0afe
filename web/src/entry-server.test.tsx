import type { ApiGet } from '@shop/contract/page-render';
import * as server from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createPageRenderer } from './entry-server';

vi.mock('react-dom/server', { spy: true });

/** The shop's public API as the page plugin answers it in process, with an empty catalogue. */
const answers: [RegExp, unknown][] = [
  [/^\/api\/fursa\/products\/(\?|$)/, { count: 0, page: 1, page_size: 12, results: [] }],
  [
    /^\/api\/fursa\/categories\//,
    [{ id: 1, name: 'Business', slug: 'business', icon: 'laptop', product_count: 0 }],
  ],
  [/^\/api\/testimonials\//, []],
  [/^\/api\/igsum\/(tours|gallery)\/(\?|$)/, []],
  [/^\/api\/igsum\/products\/(\?|$)/, { count: 0, page: 1, page_size: 12, results: [] }],
  [/^\/api\/igsum\/product-categories\//, []],
  [
    /^\/api\/fursa\/delivery\//,
    {
      free_delivery_over: '500000.00',
      fee_dar_es_salaam: '5000.00',
      fee_other_regions: '15000.00',
      cash_on_delivery_enabled: true,
      cash_on_delivery_max: null,
    },
  ],
];

const apiGet: ApiGet = async (url) => {
  const answer = answers.find(([path]) => path.test(url));
  return answer ? { status: 200, body: JSON.stringify(answer[1]) } : { status: 404, body: '{}' };
};

describe('the server render', () => {
  // docs/server-rendering.md: a screen that names its reads (app/server-reads.ts) is drawn once.
  // An item missing from the catalogue is the 404 screen, drawn once as well (docs/seo.md).
  it.each([
    ['/fursa', 200, ['products', 'categories', 'testimonials', 'delivery-terms']],
    ['/sw/fursa?search=dell&page=2', 200, ['products', 'categories', 'testimonials', 'delivery-terms']],
    ['/isml?page=2', 200, ['tours', 'gallery']],
    ['/sw/igsum-products?category=3', 200, ['products', 'categories']],
    ['/fursa/laptops/dell-latitude-5440', 404, ['dell-latitude-5440']],
    ['/sw/igsum-products/kahawa', 404, ['kahawa']],
    ['/isml/tours/classic-safari', 404, ['classic-safari']],
  ] as const)('draws %s once, with what it reads', async (url, status, keys) => {
    const render = createPageRenderer({ apiGet, paymentTestMode: false });
    vi.mocked(server.renderToString).mockClear();
    const page = await render(url, 'https://shop.example');
    expect(page?.status).toBe(status);
    expect(server.renderToString).toHaveBeenCalledTimes(1);
    // The data it was drawn with goes to the browser with it.
    for (const key of keys) expect(page?.state, key).toContain(`"${key}"`);
  });
});
