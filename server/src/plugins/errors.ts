import { ERROR_CODES, type ErrorBody } from '@shop/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/app-error.ts';

const STATUS_CODES: Record<number, string> = {
  400: ERROR_CODES.validation,
  401: ERROR_CODES.unauthenticated,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  429: ERROR_CODES.rateLimited,
};

function fieldsOf(validation: { instancePath: string; message?: string }[], context: string | undefined) {
  const fields: Record<string, string[]> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'non_field_errors';
    fields[key] = [...(fields[key] ?? []), issue.message ?? 'Invalid value'];
  }
  return fields;
}

/** Every 5xx is logged with its cause; its body never carries it. */
function internalError(request: FastifyRequest, err: unknown): ErrorBody {
  request.log.error({ err }, 'request failed');
  return {
    status: 500,
    code: ERROR_CODES.internal,
    message: 'An unexpected error occurred. Please try again.',
  };
}

/**
 * Fastify's router answers a path it cannot decode (`%zz`, bad UTF-8) or a path parameter over
 * its length limit before any route or error handler runs; this gives those the one shape too.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let body: ErrorBody;
  if (err.code === 'FST_ERR_BAD_URL') {
    body = { status: 400, code: ERROR_CODES.validation, message: 'The address is not valid.' };
  } else if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    body = { status: 414, code: ERROR_CODES.uriTooLong, message: 'The address is too long.' };
  } else {
    body = internalError(request, err);
  }
  return reply.status(body.status).send(body);
}

/** Maps every error to the one ErrorBody shape; 5xx bodies never carry internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let body: ErrorBody;
    if (err instanceof AppError) {
      body = {
        status: err.status,
        code: err.code,
        message: err.message,
        fields: err.fields,
        reason: err.reason,
      };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldsOf(err.validation, err.validationContext);
      const first = Object.values(fields)[0]?.[0];
      body = { status: 400, code: ERROR_CODES.validation, message: first ?? 'Invalid request', fields };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limit.
      const status = err.statusCode;
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : err.message;
      body = { status, code: STATUS_CODES[status] ?? 'client_error', message };
    } else {
      body = internalError(request, err);
    }
    if (body.status === 401) reply.header('www-authenticate', 'Bearer');
    return reply.status(body.status).send(body);
  });
}

/** The API's 404 for a path no route answers (pages.ts serves the web app's screens instead). */
export function notFound(reply: FastifyReply, method: string, path: string) {
  const body: ErrorBody = {
    status: 404,
    code: ERROR_CODES.notFound,
    message: `No route matches ${method} ${path}.`,
  };
  return reply.status(404).send(body);
}
