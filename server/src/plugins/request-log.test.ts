import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

describe('the request log of a cached answer', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { logger });
  });
  afterAll(() => t.close());

  it('is the line the full path writes, field for field, one per request', async () => {
    // inject() goes around the HTTP server, where cached answers are sent: ask over a socket.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/fursa/categories/`;
    const completed = () => lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request completed');
    const first = await fetch(url);
    await first.arrayBuffer();
    const second = await fetch(url);
    await second.arrayBuffer();
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const [full, cached] = completed();
    expect(completed()).toHaveLength(2);
    const { reqId: _1, time: _2, responseTime: _3, ...fullRest } = full;
    const { reqId: _4, time: _5, responseTime: _6, ...cachedRest } = cached;
    // Only the port differs when fetch opened a second connection.
    expect({ ...cachedRest, req: { ...cachedRest.req, remotePort: 0 } }).toEqual({
      ...fullRest,
      req: { ...fullRest.req, remotePort: 0 },
    });
    expect(cachedRest.req).toMatchObject({
      method: 'GET',
      url: '/api/fursa/categories/',
      remoteAddress: '127.0.0.1',
    });
    expect(cached.reqId).not.toBe(full.reqId);
    expect(typeof cached.responseTime).toBe('number');
    expect(Object.keys(cached)).toEqual(Object.keys(full));
  });
});
