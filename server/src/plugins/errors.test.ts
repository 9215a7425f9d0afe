import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('errors and headers', () => {
  it('answers a malformed JSON body with a 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'validation_error',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers wrong types with field errors, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 42, password: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['password', 'username']);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      code: 'not_found',
      message: 'No route matches GET /api/no-such-thing/.',
    });
  });

  it('sends a JSON answer the security headers that mean something for it', async () => {
    for (const url of ['/api/health/', '/api/fursa/categories/', '/api/no-such-thing/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // Framing is refused by the policy's frame-ancestors; X-Frame-Options is for pages.
      for (const documentOnly of [
        'x-frame-options',
        'x-xss-protection',
        'x-dns-prefetch-control',
        'referrer-policy',
      ]) {
        expect(res.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
      }
    }
  });

  it('reports health with the catalogue counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'connected', data: { products: 0, categories: 0 } });
  });

  it('serves the OpenAPI document listing the auth routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/login/', '/api/health/']),
    );
  });
});
