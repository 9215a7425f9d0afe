import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
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

/** Writes the fast path's line for one answer (docs: README, Performance, "Logs"). */
export type FastLine = (
  reqId: string,
  req: IncomingMessage,
  statusCode: number,
  responseTime: number,
) => void;

/**
 * The line `logRequest` writes through pino, built as a string and handed to pino's own
 * (asynchronous) destination: the cached answers' path skips pino's serializers, which cost
 * more than the answer itself. Undefined when `log` is not a plain pino logger at info level,
 * in which case the caller logs through `logRequest`.
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
  return (reqId, req, statusCode, responseTime) => {
    const { host } = req.headers;
    const { remoteAddress, remotePort } = req.socket;
    stream.write(
      `{"level":${level},"time":${Date.now()}${bindings},"reqId":${JSON.stringify(reqId)},"req":{"method":${JSON.stringify(req.method)},"url":${JSON.stringify(req.url)}${host === undefined ? '' : `,"host":${JSON.stringify(host)}`}${remoteAddress === undefined ? '' : `,"remoteAddress":${JSON.stringify(remoteAddress)}`}${remotePort === undefined ? '' : `,"remotePort":${remotePort}`}},"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`,
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
