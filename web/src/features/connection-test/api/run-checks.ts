import { CatalogProductPage, LaptopCategory } from '@shop/contract/catalog';
import { Testimonial } from '@shop/contract/content';
import { HealthResponse } from '@shop/contract/health';
import { TourList } from '@shop/contract/tours';
import { z } from 'zod';
import { HEALTH_CHECK_TIMEOUT_MS } from '#web/config/constants.ts';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { api } from '#web/lib/api-client.ts';

/** A check's outcome; its detail is a text of the page's language, with its values. */
export type CheckResult = { ok: boolean; detail: { key: MessageKey; values: Record<string, unknown> } };
type Check = { name: MessageKey; run: () => Promise<CheckResult> };

/** Health: GET /health/ within 5 s, else the laptop categories prove the API answers. */
export async function checkHealth(): Promise<CheckResult> {
  try {
    const { data, status } = await api.get('/health/', { timeout: HEALTH_CHECK_TIMEOUT_MS, skipAuth: true });
    const health = HealthResponse.parse(data);
    return {
      ok: status === 200,
      detail: {
        key: 'connection.detail.health',
        values: {
          status: health.status,
          database: health.database,
          products: health.data.products,
          categories: health.data.categories,
        },
      },
    };
  } catch {
    const { status } = await api.get('/fursa/categories/', {
      timeout: HEALTH_CHECK_TIMEOUT_MS,
      skipAuth: true,
    });
    return { ok: status === 200, detail: { key: 'connection.detail.healthFallback', values: { status } } };
  }
}

export const CHECKS: readonly Check[] = [
  { name: 'connection.check.health', run: checkHealth },
  {
    name: 'connection.check.products',
    run: async () => {
      const { data } = await api.get('/fursa/products/', { skipAuth: true });
      const page = CatalogProductPage.parse(data);
      return {
        ok: true,
        detail: {
          key: 'connection.detail.products',
          values: { shown: page.results.length, count: page.count },
        },
      };
    },
  },
  {
    name: 'connection.check.categories',
    run: async () => {
      const { data } = await api.get('/fursa/categories/', { skipAuth: true });
      const count = z.array(LaptopCategory).parse(data).length;
      return { ok: true, detail: { key: 'connection.detail.categories', values: { count } } };
    },
  },
  {
    name: 'connection.check.tours',
    run: async () => {
      const { data } = await api.get('/igsum/tours/', { skipAuth: true });
      return {
        ok: true,
        detail: { key: 'connection.detail.tours', values: { count: TourList.parse(data).length } },
      };
    },
  },
  {
    name: 'connection.check.testimonials',
    run: async () => {
      const { data } = await api.get('/testimonials/', { skipAuth: true });
      const count = z.array(Testimonial).parse(data).length;
      return { ok: true, detail: { key: 'connection.detail.testimonials', values: { count } } };
    },
  },
];
