import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error.ts';
import { SESSION_ID_TOKEN } from './provider';
import { fromMinorUnits, StripeProvider, toMinorUnits } from './stripe-provider';

/**
 * Stripe's API cannot be reached from here, so a local HTTP server stands in for it. The real
 * Stripe client talks to it, which checks what this adapter sends, down to the form encoding.
 */
type Seen = { method: string; path: string; body: URLSearchParams; auth: string | undefined };
let seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };
let server: http.Server;
let provider: StripeProvider;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        body: new URLSearchParams(raw),
        auth: req.headers.authorization,
      });
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stripe = new Stripe('sk_test_local', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
  provider = new StripeProvider(stripe);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
});

const request = {
  order: { id: 41, reference: 'ORD-41', currency: 'USD' as const, total: '2520.50' },
  lines: [
    { name: 'Crater Safari', quantity: 2, unitPrice: '1250.00' },
    { name: 'Park fee', quantity: 1, unitPrice: '20.5' },
  ],
  shopUrl: 'https://shop.example',
  successUrl: `https://shop.example/booking-success?session_id=${SESSION_ID_TOKEN}`,
  cancelUrl: 'https://shop.example/isml',
  holdExpiresAt: null,
};

describe('StripeProvider', () => {
  it('creates a Checkout Session with the order in minor units and returns its URL', async () => {
    reply = {
      status: 200,
      body: {
        id: 'cs_test_123',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_123',
      },
    };
    const session = await provider.createSession(request);

    expect(session).toEqual({
      sessionId: 'cs_test_123',
      url: 'https://checkout.stripe.com/c/pay/cs_test_123',
    });
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.auth).toBe('Bearer sk_test_local');
    expect(Object.fromEntries(call?.body ?? [])).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '125000',
      'line_items[0][price_data][product_data][name]': 'Crater Safari',
      'line_items[1][price_data][unit_amount]': '2050',
      success_url: 'https://shop.example/booking-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example/isml',
      client_reference_id: 'ORD-41',
      'metadata[order_id]': '41',
      'metadata[order_reference]': 'ORD-41',
    });
    expect(call?.body.has('expires_at')).toBe(false);
  });

  it("ends the session with the booking's hold, but never sooner than Stripe allows", async () => {
    reply = {
      status: 200,
      body: { id: 'cs_test_hold', url: 'https://checkout.stripe.com/c/pay/cs_test_hold' },
    };
    const now = Math.floor(Date.now() / 1000);

    await provider.createSession({ ...request, holdExpiresAt: new Date((now + 3 * 3600) * 1000) });
    expect(Number(seen[0]?.body.get('expires_at'))).toBe(now + 3 * 3600);

    // A 30-minute hold is shorter than Stripe's minimum, so the session gets the minimum.
    await provider.createSession({ ...request, holdExpiresAt: new Date((now + 10 * 60) * 1000) });
    expect(Number(seen[1]?.body.get('expires_at'))).toBeGreaterThanOrEqual(now + 31 * 60);
  });

  it('asks Stripe whether a session is paid, and what it reports was paid', async () => {
    reply = {
      status: 200,
      body: {
        id: 'cs_test_9',
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 252050,
        currency: 'usd',
      },
    };
    expect(await provider.paymentOf('cs_test_9')).toEqual({ amount: '2520.50', currency: 'USD' });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/v1/checkout/sessions/cs_test_9' });

    reply = { status: 200, body: { id: 'cs_test_9', object: 'checkout.session', payment_status: 'unpaid' } };
    expect(await provider.paymentOf('cs_test_9')).toBeNull();
  });

  it('expires a session at Stripe so it can no longer be paid', async () => {
    reply = { status: 200, body: { id: 'cs_test_7', object: 'checkout.session', status: 'expired' } };
    await provider.expire('cs_test_7');
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions/cs_test_7/expire' });

    reply = { status: 400, body: { error: { type: 'invalid_request_error', message: 'already complete' } } };
    await expect(provider.expire('cs_test_7')).rejects.toMatchObject({ status: 502 });
  });

  it("turns Stripe's failures into a 502 that says nothing of Stripe's internals", async () => {
    reply = { status: 500, body: { error: { type: 'api_error', message: 'secret internal detail' } } };
    const error = await provider.createSession(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 502, code: 'payment_provider_error' });
    expect((error as AppError).message).not.toMatch(/secret/);

    reply = { status: 200, body: { id: 'cs_test_nourl', url: null } };
    await expect(provider.createSession(request)).rejects.toMatchObject({ status: 502 });
  });
});

describe('toMinorUnits', () => {
  it('converts exact decimal strings without floating point', () => {
    expect(toMinorUnits('5000.00')).toBe(500000);
    expect(toMinorUnits('0.1')).toBe(10);
    expect(toMinorUnits('1250000')).toBe(125000000);
    expect(toMinorUnits('19.99')).toBe(1999);
  });

  it('turns minor units back into exact decimal strings', () => {
    expect(fromMinorUnits(500000)).toBe('5000.00');
    expect(fromMinorUnits(5)).toBe('0.05');
    expect(fromMinorUnits(0)).toBe('0.00');
    expect(fromMinorUnits(125000000)).toBe('1250000.00');
  });
});
