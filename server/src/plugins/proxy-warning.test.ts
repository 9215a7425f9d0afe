import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function warningsAfterForwardedRequests(env: Record<string, string>) {
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
  t = await buildTestApp({ LOG_LEVEL: 'warn', ...env }, { logger });
  for (let i = 0; i < 3; i++) {
    await t.app.inject({
      method: 'GET',
      url: '/api/health/live/',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
  }
  return lines.filter((line) => line.includes('X-Forwarded-For while TRUST_PROXY is off'));
}

describe('a forwarded request without TRUST_PROXY', () => {
  it('is logged once per process', async () => {
    expect(await warningsAfterForwardedRequests({})).toHaveLength(1);
  });

  it('is not logged when the proxy is trusted', async () => {
    expect(await warningsAfterForwardedRequests({ TRUST_PROXY: 'loopback' })).toHaveLength(0);
  });
});
