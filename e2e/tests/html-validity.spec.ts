import { expect, test } from '@playwright/test';
import { htmlProblems } from '../fixtures/html-validator';

/** The public pages as the server sends them (rendered, or the shell for sign-in), in both languages. */
const PAGES = [
  '/',
  '/fursa',
  '/isml',
  '/igsum-products',
  '/fursa/laptops/dell-latitude-5440',
  '/igsum-products/kilimanjaro-peaberry-coffee-500-g',
  '/isml/tours/classic-safari-experience',
  '/contact',
  '/about',
  '/auth',
  '/no-such-page',
];
const ALL_PAGES = [...PAGES, ...PAGES.map((path) => (path === '/' ? '/sw' : `/sw${path}`))];

test.describe("the public pages' HTML (html-validate, docs/testing.md)", () => {
  test('the validator refuses markup the Nu Html Checker refuses', async () => {
    const page = (body: string) =>
      `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
    expect(await htmlProblems(page('<dl><div><dt>Models</dt><dd>500+</dd></div></dl>'), 'good')).toEqual([]);
    expect(
      await htmlProblems(
        page('<dl><div><svg aria-hidden="true"></svg><dt>Models</dt><dd>500+</dd></div></dl>'),
        'bad',
      ),
    ).toEqual([expect.stringContaining('shop/dl-group-content')]);
    expect(await htmlProblems(page('<ul><div>x</div></ul>'), 'bad')).toEqual([
      expect.stringContaining('element-permitted-content'),
    ]);
  });

  for (const path of ALL_PAGES) {
    test(`${path} is valid HTML`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.headers()['content-type']).toContain('text/html');
      const html = await res.text();
      // The page itself, not the shell a failed render falls back to (sign-in is only ever the shell).
      if (!path.endsWith('/auth')) expect(html).toContain('<h1');
      expect(await htmlProblems(html, path)).toEqual([]);
    });
  }
});
