import type { IncomingMessage } from 'node:http';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

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
    if (this.isLogDisabled(request)) return;
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
