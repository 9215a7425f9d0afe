import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { laptopsRetryDelay, retryLaptops } from '#web/features/laptops/api/get-laptops.ts';
import { loadI18n, loadSections } from '#web/i18n/i18n.ts';
import type { Translate } from '#web/i18n/use-t.ts';
import { shopErrorText } from './shop-error';

const [english, swahili] = await Promise.all([loadI18n('en'), loadI18n('sw')]);
await Promise.all([loadSections('en', ['storefront']), loadSections('sw', ['storefront'])]);
const t: Translate = (key, values) => english._(key, values);
const inSwahili: Translate = (key, values) => swahili._(key, values);

const config = { headers: {} } as InternalAxiosRequestConfig;

function answered(status: number, data: unknown = {}): AxiosError {
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    response,
  );
}

describe('shopErrorText (docs/forms-and-messages.md, shop load error)', () => {
  it('says the backend cannot be reached on a network error', () => {
    expect(shopErrorText(new AxiosError('Network Error', 'ERR_NETWORK', config), t)).toEqual({
      title: 'Cannot connect to the backend server.',
    });
  });

  it("says the page's words on a Swahili page where axios and a script speak English", () => {
    const timeout = new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config);
    expect(shopErrorText(timeout, t)).toEqual({
      title: 'Failed to load product data',
      detail: 'timeout of 10000ms exceeded',
    });
    expect(shopErrorText(timeout, inSwahili, 'sw')).toEqual({
      title: 'Imeshindikana kupakia bidhaa',
      detail: 'Imeshindikana kuwasiliana na seva ya duka.',
    });
    expect(shopErrorText(new AxiosError('Network Error', 'ERR_NETWORK', config), inSwahili, 'sw')).toEqual({
      title: 'Imeshindikana kuwasiliana na seva ya duka.',
    });
    expect(shopErrorText(new TypeError('x is undefined'), inSwahili, 'sw').detail).toBe(
      'Hitilafu isiyojulikana',
    );
  });

  it('otherwise gives the message and the status', () => {
    expect(shopErrorText(answered(500, { status: 500, code: 'internal_error', message: 'Boom' }), t)).toEqual(
      {
        title: 'Failed to load product data',
        detail: 'Boom (status 500)',
      },
    );
  });
});

describe('the product list retry policy', () => {
  it('retries at most twice, never on 404 or 403', () => {
    expect(retryLaptops(0, answered(500))).toBe(true);
    expect(retryLaptops(1, answered(500))).toBe(true);
    expect(retryLaptops(2, answered(500))).toBe(false);
    expect(retryLaptops(0, answered(404))).toBe(false);
    expect(retryLaptops(0, answered(403))).toBe(false);
  });

  it('waits 1 s, doubling, at most 30 s', () => {
    expect([0, 1, 2, 5, 10].map(laptopsRetryDelay)).toEqual([1000, 2000, 4000, 30000, 30000]);
  });
});
