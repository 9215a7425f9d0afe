import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/** Request ids shared by Fastify and the public cache's fast path, so ids stay unique per process. */
export type RequestIds = { next(): string };

export function requestIds(): RequestIds {
  let counter = 0;
  return { next: () => `req-${(counter++).toString(36)}` };
}

/** What Fastify's `req` log serializer reads: a Fastify request, or the fast path's stand-in. */
type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: IncomingMessage['headers'];
  socket?: { remotePort?: number };
};

/** The one line written per request, with the fields Fastify's own request logs carry. */
export function logRequest(
  log: FastifyBaseLogger,
  reqId: string,
  req: LoggedRequest,
  statusCode: number,
  responseTime: number,
) {
  log.info({ reqId, req, res: { statusCode }, responseTime }, 'request completed');
}

/**
 * Writes the fast path's line for one answer (docs/public-cache.md, "Request logs"). `urlJson` is
 * the request's URL already as a JSON string: the cache keeps it beside the answer.
 */
export type FastLine = (
  reqId: string,
  req: IncomingMessage,
  urlJson: string,
  statusCode: number,
  responseTime: number,
) => void;

/** The `host`, `remoteAddress` and `remotePort` fields of a connection's lines, serialised once. */
const peerFields = Symbol('peer fields of the request log');
type LoggedSocket = Socket & { [peerFields]?: { host: string | undefined; json: string } };

function peerJson(host: string | undefined, { remoteAddress, remotePort }: Socket): string {
  return `${host === undefined ? '' : `,"host":${JSON.stringify(host)}`}${remoteAddress === undefined ? '' : `,"remoteAddress":${JSON.stringify(remoteAddress)}`}${remotePort === undefined ? '' : `,"remotePort":${remotePort}`}`;
}

/** A duration in ms to the microsecond: printing the double as is costs four times as much. */
export function millis(ms: number): string {
  const us = Math.round(ms * 1000);
  const whole = Math.floor(us / 1000);
  const fraction = us - whole * 1000;
  return `${whole}.${fraction < 10 ? '00' : fraction < 100 ? '0' : ''}${fraction}`;
}

/**
 * The line `logRequest` writes through pino, built as a string and handed to pino's destination:
 * the cached answers' path skips pino's serializers, which cost more than the answer itself.
 * What repeats is serialised once: the time's prefix per millisecond, a connection's peer once
 * per connection, the URL with the cached answer; request ids (requestIds) need no escaping.
 * Undefined when `log` is not a plain pino logger at info level, in which case the caller logs
 * through `logRequest`.
 */
export function fastLine(log: FastifyBaseLogger): FastLine | undefined {
  const internals = log as unknown as Record<symbol, unknown>;
  const stream = internals[pino.symbols.streamSym] as { write(line: string): void } | undefined;
  const bindings = internals[pino.symbols.chindingsSym];
  const logger = log as unknown as pino.Logger;
  if (!stream || typeof bindings !== 'string' || typeof logger.isLevelEnabled !== 'function')
    return undefined;
  if (!logger.isLevelEnabled('info')) return undefined;
  const level = String(logger.levels.values.info);
  let lastTime = 0;
  let head = '';
  return (reqId, req, urlJson, statusCode, responseTime) => {
    const time = Date.now();
    if (time !== lastTime) {
      lastTime = time;
      head = `{"level":${level},"time":${time}${bindings},"reqId":"`;
    }
    const host = req.headers.host;
    const socket = req.socket as LoggedSocket;
    let peer = socket[peerFields];
    if (peer === undefined || peer.host !== host) {
      peer = { host, json: peerJson(host, socket) };
      socket[peerFields] = peer;
    }
    stream.write(
      `${head}${reqId}","req":{"method":${JSON.stringify(req.method)},"url":${urlJson}${peer.json}},"res":{"statusCode":${statusCode}},"responseTime":${millis(responseTime)},"msg":"request completed"}\n`,
    );
  };
}

/** The fields of a raw request that Fastify would log, for answers sent before Fastify sees them. */
export function rawRequestForLog(req: IncomingMessage): LoggedRequest {
  return {
    method: req.method,
    url: req.url,
    host: req.headers.host,
    ip: req.socket.remoteAddress,
    headers: req.headers,
    socket: req.socket,
  };
}

/**
 * Fastify's request log lines, as one line per request written when the answer has gone out
 * (Fastify's default is two: incoming and completed).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request) || isPageRenderRead(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      logRequest(request.server.log, request.id, request, reply.statusCode, reply.elapsedTime);
    }
  }
}

/**
 * Marks the API reads of a page's render, which are part of that page's request and so are
 * not logged on their own (OneLinePerRequest). Random per process: no client can forge it.
 */
export const RENDER_HEADER = { 'x-page-render': randomBytes(16).toString('hex') } as const;

export function isPageRenderRead(request: FastifyRequest): boolean {
  return request.headers['x-page-render'] === RENDER_HEADER['x-page-render'];
}
