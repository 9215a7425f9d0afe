import { CatalogProductPage, LaptopCategory } from '@shop/contract/catalog';
import { Testimonial } from '@shop/contract/content';
import { HealthResponse } from '@shop/contract/health';
import { TourList } from '@shop/contract/tours';
import { z } from 'zod';
import { HEALTH_CHECK_TIMEOUT_MS } from '#web/config/constants.ts';
import { api } from '#web/lib/api-client.ts';

export type CheckResult = { ok: boolean; detail: string };
type Check = { name: string; run: () => Promise<CheckResult> };

/** Health: GET /health/ within 5 s, else the laptop categories prove the API answers. */
export async function checkHealth(): Promise<CheckResult> {
  try {
    const { data, status } = await api.get('/health/', { timeout: HEALTH_CHECK_TIMEOUT_MS, skipAuth: true });
    const health = HealthResponse.parse(data);
    return {
      ok: status === 200,
      detail: `status ${health.status}, database ${health.database}, ${health.data.products} products, ${health.data.categories} categories`,
    };
  } catch {
    const { status } = await api.get('/fursa/categories/', {
      timeout: HEALTH_CHECK_TIMEOUT_MS,
      skipAuth: true,
    });
    return { ok: status === 200, detail: `/health/ did not answer; /fursa/categories/ answered ${status}` };
  }
}

export const CHECKS: readonly Check[] = [
  { name: 'Health check', run: checkHealth },
  {
    name: 'Get products',
    run: async () => {
      const { data } = await api.get('/fursa/products/', { skipAuth: true });
      const page = CatalogProductPage.parse(data);
      return { ok: true, detail: `${page.results.length} of ${page.count} products` };
    },
  },
  {
    name: 'Get product categories',
    run: async () => {
      const { data } = await api.get('/fursa/categories/', { skipAuth: true });
      return { ok: true, detail: `${z.array(LaptopCategory).parse(data).length} categories` };
    },
  },
  {
    name: 'Get tours',
    run: async () => {
      const { data } = await api.get('/igsum/tours/', { skipAuth: true });
      return { ok: true, detail: `${TourList.parse(data).length} tours` };
    },
  },
  {
    name: 'Get testimonials',
    run: async () => {
      const { data } = await api.get('/testimonials/', { skipAuth: true });
      return { ok: true, detail: `${z.array(Testimonial).parse(data).length} testimonials` };
    },
  },
];
