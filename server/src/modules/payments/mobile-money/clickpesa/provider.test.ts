import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClickPesaConfig } from '#server/config.ts';
import {
  ForgedCallbackError,
  type MobileMoneyPushProvider,
  PushProviderError,
  type PushRequest,
} from '#server/modules/payments/mobile-money/push-provider.ts';
import { ClickPesaStandIn } from '#server/test/clickpesa-stand-in.ts';
import { ClickPesaPushProvider } from './provider';

const CREDENTIALS = {
  clientId: 'IDshopclient',
  apiKey: 'SKshopapikey',
  checksumKey: 'CHKshopchecksumkey',
};

let standIn: ClickPesaStandIn;

beforeEach(async () => {
  standIn = await ClickPesaStandIn.start(CREDENTIALS);
});

afterEach(async () => {
  await standIn.close();
});

// Typed as the interface: the integrator passes raw bodies and headers through it.
function clickPesa(overrides: Partial<ClickPesaConfig> = {}): MobileMoneyPushProvider {
  return new ClickPesaPushProvider({
    apiUrl: standIn.apiUrl,
    ...CREDENTIALS,
    timeoutMs: 5_000,
    ...overrides,
  });
}

function pushRequest(overrides: Partial<PushRequest> = {}): PushRequest {
  return {
    reference: 'MM1001',
    amountTzs: '3755500.00',
    msisdn: '255712345678',
    description: 'Kilimanjaro, 7 days',
    callbackUrl: 'https://shop.example/api/payments/mobile-money/callback/clickpesa/',
    ...overrides,
  };
}

async function pushFailure(push: Promise<unknown>): Promise<PushProviderError> {
  const error = await push.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PushProviderError);
  return error as PushProviderError;
}

const paths = () => standIn.received.map((r) => `${r.method} ${r.path}`);

describe('ClickPesa push and status', () => {
  it('pushes with one token and a signed body, then reports the payment with its amount', async () => {
    const provider = clickPesa();
    const { providerReference } = await provider.push(pushRequest());

    expect(paths()).toEqual([
      'POST /third-parties/generate-token',
      'POST /third-parties/payments/preview-ussd-push-request',
      'POST /third-parties/payments/initiate-ussd-push-request',
    ]);
    expect(standIn.received[0]?.headers).toMatchObject({
      'client-id': CREDENTIALS.clientId,
      'api-key': CREDENTIALS.apiKey,
    });
    expect(standIn.received[2]?.body).toMatchObject({
      amount: '3755500',
      currency: 'TZS',
      orderReference: 'MM1001',
      phoneNumber: '255712345678',
    });
    expect(standIn.refusals).toEqual([]);

    expect(await provider.status('MM1001')).toEqual({
      state: 'paid',
      amount: '3755500.00',
      currency: 'TZS',
      providerReference,
    });
    expect(paths().filter((p) => p.endsWith('generate-token'))).toHaveLength(1);
    expect(paths().at(-1)).toBe('GET /third-parties/payments/MM1001');
  });

  it("reports a push the customer declined as failed, with ClickPesa's reason", async () => {
    standIn.outcome = 'declined';
    const provider = clickPesa();
    await provider.push(pushRequest());
    expect(await provider.status('MM1001')).toEqual({ state: 'failed', reason: 'Insufficient balance' });
  });

  it('reports an attempt ClickPesa does not know yet (its 404) as pending', async () => {
    expect(await clickPesa().status('MM1001')).toEqual({ state: 'pending' });
    expect(standIn.refusals).toEqual(['Invalid or missing payment: MM1001']);
  });

  it('reports the amount ClickPesa says was paid, so the caller can refuse a wrong one', async () => {
    standIn.outcome = 'wrong-amount';
    const provider = clickPesa();
    const request = pushRequest();
    await provider.push(request);
    const status = await provider.status(request.reference);
    expect(status).toMatchObject({ state: 'paid', amount: '3755000.00', currency: 'TZS' });
    expect(status.state === 'paid' && status.amount).not.toBe(request.amountTzs);
  });

  it('turns a request ClickPesa never answers into a temporary error', async () => {
    standIn.outcome = 'timeout';
    const error = await pushFailure(clickPesa({ timeoutMs: 300 }).push(pushRequest()));
    expect(error.temporary).toBe(true);
    expect(error.message).toContain('no answer within 300 ms');
  });

  it('turns a 5xx answer into a temporary error', async () => {
    const provider = clickPesa();
    await provider.push(pushRequest());
    standIn.outcome = 'unavailable';
    const error = await pushFailure(provider.status('MM1001'));
    expect(error.temporary).toBe(true);
  });

  it('turns a refused request (4xx) into an error that is not temporary', async () => {
    const provider = clickPesa();
    await provider.push(pushRequest());
    const error = await pushFailure(provider.push(pushRequest()));
    expect(error.temporary).toBe(false);
    expect(error.message).toContain('409');
    expect(standIn.refusals).toEqual(['Order reference MM1001 already used: Create a different reference']);
  });

  it('is refused by the stand-in with a wrong API key', async () => {
    const error = await pushFailure(clickPesa({ apiKey: 'SKwrong' }).push(pushRequest()));
    expect(error.temporary).toBe(false);
    expect(standIn.refusals).toEqual(['Invalid client-id or api-key']);
    expect(paths()).toEqual(['POST /third-parties/generate-token']);
  });

  it('is refused by the stand-in when its body is signed with a wrong checksum key', async () => {
    const error = await pushFailure(clickPesa({ checksumKey: 'CHKwrong' }).push(pushRequest()));
    expect(error.temporary).toBe(false);
    expect(standIn.refusals).toEqual(['Invalid checksum']);
  });

  it('takes a new token once when ClickPesa stops accepting the old one', async () => {
    const provider = clickPesa();
    await provider.push(pushRequest());
    standIn.revokeTokens();
    expect(await provider.status('MM1001')).toMatchObject({ state: 'paid' });
    expect(paths().slice(-3)).toEqual([
      'GET /third-parties/payments/MM1001',
      'POST /third-parties/generate-token',
      'GET /third-parties/payments/MM1001',
    ]);
    expect(standIn.refusals).toEqual(['Unauthorized']);
  });

  it('refuses, before asking ClickPesa, what ClickPesa cannot take', async () => {
    const provider = clickPesa();
    for (const request of [
      pushRequest({ reference: 'MM-1001' }),
      pushRequest({ amountTzs: '3755500.50' }),
      pushRequest({ amountTzs: '0.00' }),
      pushRequest({ msisdn: '0712345678' }),
    ]) {
      expect((await pushFailure(provider.push(request))).temporary).toBe(false);
    }
    expect(standIn.received).toEqual([]);
  });
});

describe('ClickPesa callbacks', () => {
  it('verifies a genuine callback, paid or failed, to the attempt it is about', async () => {
    await clickPesa().push(pushRequest());
    standIn.outcome = 'declined';
    await clickPesa().push(pushRequest({ reference: 'MM1002' }));

    const [paid, failed] = standIn.callbacks;
    expect(JSON.parse(paid?.rawBody ?? '')).toMatchObject({ event: 'PAYMENT RECEIVED' });
    expect(JSON.parse(failed?.rawBody ?? '')).toMatchObject({ event: 'PAYMENT FAILED' });
    const provider = clickPesa();
    expect(provider.verifyCallback(paid?.rawBody ?? '', paid?.headers ?? {})).toEqual({
      reference: 'MM1001',
    });
    expect(provider.verifyCallback(failed?.rawBody ?? '', failed?.headers ?? {})).toEqual({
      reference: 'MM1002',
    });
  });

  it('verifies a duplicate callback to the same reference twice', async () => {
    standIn.callbackMode = 'duplicate';
    const provider = clickPesa();
    await provider.push(pushRequest());
    expect(standIn.callbacks).toHaveLength(2);
    const references = standIn.callbacks.map((c) => provider.verifyCallback(c.rawBody, c.headers));
    expect(references).toEqual([{ reference: 'MM1001' }, { reference: 'MM1001' }]);
  });

  it('does not depend on the order of the keys in the body', async () => {
    const provider = clickPesa();
    await provider.push(pushRequest());
    const body = JSON.parse(standIn.callbacks[0]?.rawBody ?? '') as Record<string, unknown>;
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(body).reverse()), null, 2);
    expect(provider.verifyCallback(reordered, {})).toEqual({ reference: 'MM1001' });
  });

  it('throws ForgedCallbackError for a changed body, a wrong key, a missing checksum or no JSON', async () => {
    const provider = clickPesa();
    await provider.push(pushRequest());
    const genuine = standIn.callbacks[0]?.rawBody ?? '';
    const { checksum: _, ...unsigned } = JSON.parse(genuine) as Record<string, unknown>;

    standIn.callbackMode = 'forged';
    await provider.push(pushRequest({ reference: 'MM1002' }));
    const forged = standIn.callbacks[1]?.rawBody ?? '';
    expect(JSON.parse(forged)).toMatchObject({ data: { orderReference: 'SOMEONEELSE1' } });

    expect(() => provider.verifyCallback(forged, {})).toThrow(ForgedCallbackError);
    expect(() => clickPesa({ checksumKey: 'CHKwrong' }).verifyCallback(genuine, {})).toThrow(
      ForgedCallbackError,
    );
    expect(() => provider.verifyCallback(JSON.stringify(unsigned), {})).toThrow(ForgedCallbackError);
    expect(() => provider.verifyCallback('not json', {})).toThrow(ForgedCallbackError);
    expect(provider.verifyCallback(genuine, {})).toEqual({ reference: 'MM1001' });
  });
});
