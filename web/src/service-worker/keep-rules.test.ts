import { describe, expect, it } from 'vitest';
import { isCatalogueRead, isImage, isKeptPage, seenPageToKeep } from './keep-rules';
import { SEEN_PAGE_MESSAGE } from './messages';

const at = (path: string) => new URL(path, 'https://shop.example');

describe('the pages the worker keeps', () => {
  it('keeps every public page, today and those still to come, in both languages', () => {
    for (const path of [
      '/',
      '/fursa',
      '/fursa?page=2&product=12',
      '/fursa/laptops/hp-elitebook-840',
      '/isml/tours/kilimanjaro-machame',
      '/igsum-products/kanga',
      '/about?brand=fursa',
      '/sw/fursa',
    ]) {
      expect(isKeptPage(at(path), 'navigate', 'GET'), path).toBe(true);
    }
  });

  it('never keeps the dashboard, admin, sign-in, checkout, payment or receipt screens', () => {
    for (const path of [
      '/dashboard',
      '/admin/dashboard',
      '/checkout',
      '/sw/checkout',
      '/auth',
      '/reset-password',
      '/pay/mobile-money/3',
      '/booking-success?order_id=1',
      '/order-success?order_id=1',
      // A receipt names a customer and what they paid, whoever opened its link.
      '/receipt/p12-abcdefghijklmnopqrstuv',
      '/sw/receipt/p12-abcdefghijklmnopqrstuv',
    ]) {
      expect(isKeptPage(at(path), 'navigate', 'GET'), path).toBe(false);
    }
  });

  it('keeps only navigations, and only GETs', () => {
    expect(isKeptPage(at('/fursa'), 'cors', 'GET')).toBe(false);
    expect(isKeptPage(at('/fursa'), 'navigate', 'POST')).toBe(false);
  });
});

describe('the pages the page says the customer reached', () => {
  const origin = 'https://shop.example';
  const seen = (url: unknown) => seenPageToKeep({ type: SEEN_PAGE_MESSAGE, url }, origin)?.href;

  it('keeps a public page reached by a route change, in either language, without its section', () => {
    expect(seen('https://shop.example/fursa/laptops/hp-elitebook-840')).toBe(
      'https://shop.example/fursa/laptops/hp-elitebook-840',
    );
    expect(seen('https://shop.example/sw/isml/tours/machame?from=list#departures')).toBe(
      'https://shop.example/sw/isml/tours/machame?from=list',
    );
  });

  it('never keeps a private screen, another site, the API or a file, whatever the message says', () => {
    for (const url of [
      'https://shop.example/dashboard',
      'https://shop.example/sw/checkout',
      'https://shop.example/pay/mobile-money/3',
      'https://shop.example/admin/dashboard',
      'https://evil.example/fursa',
      '//evil.example/fursa',
      'https://shop.example/api/auth/user/',
      'https://shop.example/api/fursa/products/',
      'https://shop.example/media/uploads/a.jpg',
      'https://shop.example/sw.js',
      'http://[bad',
      42,
    ]) {
      expect(seen(url), String(url)).toBeUndefined();
    }
    for (const data of [undefined, null, 'shop:update', { type: 'other', url: `${origin}/fursa` }])
      expect(seenPageToKeep(data, origin), String(data)).toBeUndefined();
  });
});

describe('the API answers the worker keeps', () => {
  it('keeps the public catalogue reads of both brands', () => {
    for (const path of [
      '/api/fursa/products/?page=2',
      '/api/fursa/products/12/',
      '/api/fursa/categories/',
      '/api/fursa/delivery/',
      '/api/igsum/products/',
      '/api/igsum/product-categories/',
      '/api/igsum/tours/3/',
      '/api/igsum/categories/',
      '/api/igsum/gallery/',
      '/api/testimonials/?business_type=fursa',
    ]) {
      expect(isCatalogueRead(at(path), 'GET'), path).toBe(true);
    }
  });

  it('never keeps carts, wishlists, orders, checkout, payments, sign-in or admin answers', () => {
    for (const path of [
      '/api/fursa/cart/',
      '/api/igsum/cart/',
      '/api/fursa/wishlist/',
      '/api/orders/',
      '/api/fursa/checkout/quote/',
      '/api/payments/mobile-money/3/',
      '/api/auth/user/',
      '/api/admin/products/',
      '/api/fursaproducts/',
    ]) {
      expect(isCatalogueRead(at(path), 'GET'), path).toBe(false);
    }
  });

  it('never keeps a change, even to the catalogue', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isCatalogueRead(at('/api/fursa/products/12/'), method), method).toBe(false);
      expect(isImage(at('/media/demo/laptops/a.svg'), method), method).toBe(false);
    }
  });

  it('keeps images', () => {
    expect(isImage(at('/media/demo/laptops/a.svg'), 'GET')).toBe(true);
    expect(isImage(at('/api/fursa/products/'), 'GET')).toBe(false);
  });
});
