import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SelcomConfig } from '#server/config.ts';
import {
  ForgedCallbackError,
  PushProviderError,
  type PushRequest,
} from '#server/modules/payments/mobile-money/push-provider.ts';
import { SelcomStandIn } from '#server/test/selcom-stand-in.ts';
import { SelcomPushProvider } from './provider';

const credentials = { apiKey: 'SELCOM-TEST-KEY', apiSecret: 'selcom-test-secret', vendor: 'TILL61000001' };
let standIn: SelcomStandIn;
let config: SelcomConfig;
let attempt = 0;

beforeAll(async () => {
  standIn = await SelcomStandIn.start(credentials);
  config = {
    ...credentials,
    baseUrl: standIn.url,
    buyerEmail: 'payments@igsum-fursa.co.tz',
    // Generous, so a busy machine never turns an answer into a timeout; the timeout test shortens it.
    timeoutMs: 5_000,
  };
});
afterAll(() => standIn.close());
beforeEach(() => standIn.answer('paid'));

function aPush(overrides: Partial<PushRequest> = {}): PushRequest {
  attempt += 1;
  return {
    reference: `MM-${Date.now()}-${attempt}`,
    amountTzs: '3755500.00',
    msisdn: '255712345678',
    description: 'Order FUR-1042',
    callbackUrl: 'https://shop.example/api/payments/mobile-money/callback/selcom/',
    ...overrides,
  };
}

function provider(overrides: Partial<SelcomConfig> = {}) {
  return new SelcomPushProvider({ ...config, ...overrides });
}

function requestsFor(reference: string) {
  return standIn.received.filter((r) => r.fields.order_id === reference);
}

async function refusalOf(promise: Promise<unknown>): Promise<PushProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PushProviderError);
  return error as PushProviderError;
}

describe('Selcom push and status', () => {
  it('creates the order, pushes to the wallet, and reports the payment once the customer approves', async () => {
    const request = aPush();
    const pushed = await provider().push(request);
    expect(pushed.providerReference).toEqual(expect.any(String));

    const [order, push] = requestsFor(request.reference);
    expect(order?.path).toBe('/v1/checkout/create-order-minimal');
    expect(order?.refusal).toBeNull();
    expect(order?.fields).toMatchObject({
      vendor: credentials.vendor,
      order_id: request.reference,
      buyer_phone: '255712345678',
      amount: 3755500,
      currency: 'TZS',
      webhook: Buffer.from(request.callbackUrl).toString('base64'),
      no_of_items: 1,
    });
    expect(push?.path).toBe('/v1/checkout/wallet-payment');
    expect(push?.fields).toEqual({
      transid: request.reference,
      order_id: request.reference,
      msisdn: '255712345678',
    });
    expect(push?.refusal).toBeNull();

    const status = await provider().status(request.reference);
    expect(status).toEqual({
      state: 'paid',
      amount: '3755500.00',
      currency: 'TZS',
      providerReference: `SEL${request.reference}`,
    });
    const query = standIn.received.at(-1);
    expect(query).toMatchObject({ method: 'GET', path: '/v1/checkout/order-status', refusal: null });
  });

  it('reports pending while the customer has not answered', async () => {
    standIn.answer('pending');
    const request = aPush();
    await provider().push(request);
    expect(await provider().status(request.reference)).toEqual({ state: 'pending' });
  });

  it('reports a failed payment when the customer declines', async () => {
    standIn.answer('declined');
    const request = aPush();
    await provider().push(request);
    expect(await provider().status(request.reference)).toEqual({ state: 'failed', reason: 'usercanceled' });
  });

  it('reports the amount Selcom says was paid, so the caller can refuse a wrong one', async () => {
    standIn.answer('wrong-amount');
    const request = aPush({ amountTzs: '120000.00' });
    await provider().push(request);
    const status = await provider().status(request.reference);
    expect(status.state).toBe('paid');
    expect(status.state === 'paid' && status.amount).toBe('119999.00');
    expect(status.state === 'paid' && status.amount).not.toBe(request.amountTzs);
  });

  it('turns a provider that never answers into a temporary error', async () => {
    standIn.answer('timeout');
    const impatient = provider({ timeoutMs: 300 });
    const error = await refusalOf(impatient.push(aPush()));
    expect(error.temporary).toBe(true);
    const statusError = await refusalOf(impatient.status('MM-anything'));
    expect(statusError.temporary).toBe(true);
  });

  it('turns a 5xx into a temporary error', async () => {
    standIn.answer('unavailable');
    expect((await refusalOf(provider().push(aPush()))).temporary).toBe(true);
  });

  it('turns a refused request (4xx) into an error that trying again will not fix', async () => {
    const request = aPush({ msisdn: '25571234' });
    const error = await refusalOf(provider().push(request));
    expect(error.temporary).toBe(false);
    expect(requestsFor(request.reference)[0]?.refusal).toMatch(/Prevalidation failure/);
  });

  it('refuses an amount with cents before sending anything', async () => {
    const request = aPush({ amountTzs: '1000.50' });
    expect((await refusalOf(provider().push(request))).temporary).toBe(false);
    expect(requestsFor(request.reference)).toEqual([]);
  });

  it('is refused by Selcom when signed with the wrong secret or sent with the wrong key', async () => {
    const wrongSecret = aPush();
    expect((await refusalOf(provider({ apiSecret: 'not-the-secret' }).push(wrongSecret))).temporary).toBe(
      false,
    );
    expect(requestsFor(wrongSecret.reference)[0]?.refusal).toBe('Digest does not match');

    const wrongKey = aPush();
    expect((await refusalOf(provider({ apiKey: 'NOT-THE-KEY' }).push(wrongKey))).temporary).toBe(false);
    expect(requestsFor(wrongKey.reference)[0]?.refusal).toBe('Authorization does not name a known API key');
  });

  it('signs every field it sends with the headers Selcom expects', async () => {
    const request = aPush();
    await provider().push(request);
    for (const received of requestsFor(request.reference)) {
      expect(received.headers).toMatchObject({
        authorization: `SELCOM ${Buffer.from(credentials.apiKey).toString('base64')}`,
        'digest-method': 'HS256',
        'signed-fields': Object.keys(received.fields).join(','),
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/),
      });
    }
  });
});

describe('Selcom callbacks', () => {
  it('accepts a genuine callback and names its attempt', async () => {
    const request = aPush();
    await provider().push(request);
    const [callback] = standIn.callbacksFor(request.reference);
    expect(callback).toBeDefined();
    expect(provider().verifyCallback(callback!.rawBody, callback!.headers)).toEqual({
      reference: request.reference,
    });
  });

  it('verifies a duplicate callback to the same attempt twice', async () => {
    standIn.answer('paid', 'duplicate');
    const request = aPush();
    await provider().push(request);
    const callbacks = standIn.callbacksFor(request.reference);
    expect(callbacks).toHaveLength(2);
    for (const callback of callbacks) {
      expect(provider().verifyCallback(callback.rawBody, callback.headers)).toEqual({
        reference: request.reference,
      });
    }
  });

  it('throws ForgedCallbackError for a callback signed with another key', async () => {
    standIn.answer('paid', 'forged');
    const request = aPush();
    await provider().push(request);
    const [callback] = standIn.callbacksFor(request.reference);
    expect(() => provider().verifyCallback(callback!.rawBody, callback!.headers)).toThrow(
      ForgedCallbackError,
    );
  });

  it('throws ForgedCallbackError for a changed body, a missing header or an unsigned order_id', async () => {
    const request = aPush();
    await provider().push(request);
    const [callback] = standIn.callbacksFor(request.reference);
    const { rawBody, headers } = callback!;
    const verify = (body: string, h: Record<string, string | undefined>) => () =>
      provider().verifyCallback(body, h);

    expect(verify(rawBody.replace(request.reference, 'MM-someone-else'), headers)).toThrow(
      ForgedCallbackError,
    );
    expect(verify(rawBody.replace('COMPLETED', 'PENDING'), headers)).toThrow(ForgedCallbackError);
    expect(verify(rawBody, { ...headers, Digest: undefined })).toThrow(ForgedCallbackError);
    expect(verify(rawBody, { ...headers, Timestamp: undefined })).toThrow(ForgedCallbackError);
    expect(verify(rawBody, { ...headers, 'Signed-Fields': 'transid,reference' })).toThrow(
      ForgedCallbackError,
    );
    expect(verify('not json', headers)).toThrow(ForgedCallbackError);
    // The same callback with the shop's own key is genuine: the failures above are the changes.
    expect(verify(rawBody, headers)()).toEqual({ reference: request.reference });
  });
});
