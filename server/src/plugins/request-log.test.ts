import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { millis } from './request-log';

describe('the request log of a cached answer', () => {
  const lines: string[] = [];
  let t: TestApp;
  let address: string;
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { logger });
    // inject() goes around the HTTP server, where cached answers are sent: ask over a socket.
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const completed = () => lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request completed');
  afterAll(() => t.close());

  it('is the line the full path writes, field for field, one per request', async () => {
    lines.length = 0;
    const url = `${address}/api/fursa/categories/`;
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

  it("writes a cached answer's line for a request without a Host header, with its URL escaped", async () => {
    const path = '/api/fursa/products/?search=%22%5C';
    await (await fetch(`${address}${path}`)).arrayBuffer();
    lines.length = 0;
    // HTTP/1.0 needs no Host header; fetch always sends one.
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(`GET ${path} HTTP/1.0\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(completed()).toHaveLength(1);
    const [line] = completed();
    expect(line.req).toEqual({
      method: 'GET',
      url: path,
      remoteAddress: '127.0.0.1',
      remotePort: expect.any(Number),
    });
    expect(line.res).toEqual({ statusCode: 200 });
  });
});

describe('millis', () => {
  it('prints a duration to the microsecond', () => {
    expect(millis(0.0123456)).toBe('0.012');
    expect(millis(12.3456789)).toBe('12.346');
    expect(millis(1.9996)).toBe('2.000');
    expect(millis(0)).toBe('0.000');
    expect(JSON.parse(`{"t":${millis(0.1004)}}`)).toEqual({ t: 0.1 });
  });
});
