import { ErrorBody } from '@shop/contract/errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

/** Requests the API fuzz test (and the review before it) found answered wrongly, kept as they were sent. */

let t: TestApp;
let customer: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  customer = (await t.register()).access;
  admin = (await t.admin()).access;
});
afterAll(() => t.close());

function expectError(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ErrorBody.parse(res.json());
  expect(body.status).toBe(status);
  return body;
}

describe('text PostgreSQL cannot store (NUL, an unpaired surrogate) is a field error', () => {
  it('in a JSON body', async () => {
    const res = await t.as(customer, {
      method: 'POST',
      url: '/api/payments/confirm/',
      headers: { 'content-type': 'application/json' },
      payload: '{"session_id":"\\u0000"}',
    });
    expect(expectError(res, 400).fields).toEqual({
      session_id: ['This value contains a character that is not allowed.'],
    });
  });

  it('an unpaired surrogate in a name the audit log keeps as JSON', async () => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/admin/igsum-product-categories/',
      headers: { 'content-type': 'application/json' },
      payload: String.raw`{"name":"%\udbff\udff1{\u0003D\ud958\"q","slug":"qa-gj0ct4"}`,
    });
    expect(expectError(res, 400).fields).toEqual({
      name: ['This value contains a character that is not allowed.'],
    });
  });

  it('in a query parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fursa/products/?search=%00' });
    expect(expectError(res, 400).fields).toHaveProperty('search');
  });

  it('in a nested list of a form', async () => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/admin/tours/',
      payload: {
        title: 'T',
        description: 'D',
        price: '10',
        category: 1,
        duration: '1 day',
        difficulty_level: 'Easy',
        max_participants: 5,
        highlights: ['ok', 'a\u0000b'],
      },
    });
    expect(expectError(res, 400).fields).toHaveProperty(['highlights.1']);
  });
});

describe('addresses the router refuses still answer in the one error shape', () => {
  it('a path that is not valid percent-encoding', async () => {
    for (const url of ['/api/orders/%ed%a0%80/', '/api/fursa/cart/%zz/', '/api/payments/demo/%/cancel/']) {
      expectError(await t.as(customer, { method: 'GET', url }), 400);
    }
  });

  it('a path parameter over the router limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/igsum/products/${'a'.repeat(200)}/` });
    expect(expectError(res, 414).code).toBe('uri_too_long');
  });
});

describe('patterns never backtrack on long input', () => {
  it('an image URL made to backtrack is refused at once', async () => {
    const testimonial = await t.as(customer, {
      method: 'POST',
      url: '/api/testimonials/',
      payload: { text: 'Asante', rating: 5, business_type: 'igsum' },
    });
    const id = testimonial.json().testimonial.id;
    for (const image of [`http://${'a'.repeat(1_000_000)} x`, `http://${'a'.repeat(900)} x`]) {
      const started = performance.now();
      const res = await t.as(admin, {
        method: 'PUT',
        url: `/api/admin/testimonials/${id}/`,
        payload: { image },
      });
      const elapsed = performance.now() - started;
      expect(expectError(res, 400).fields).toHaveProperty('image');
      // Generous: the old pattern spent seconds on a fiftieth of the longer text.
      expect(elapsed).toBeLessThan(1000);
    }
  });
});
