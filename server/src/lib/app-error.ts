import { ERROR_CODES } from '@shop/contract/errors';
import { type Reason, type RefusalName, type RefusalParams, refusalMessage } from '@shop/contract/refusals';

type Fields = Record<string, string[]>;

/** An expected failure with the status and message the client should see. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Fields,
    readonly reason?: Reason,
  ) {
    super(message);
  }

  /**
   * A reason the customer reads (contract/src/refusals.ts): its English as the message (and as
   * `field`'s, when it is about one field), its name and parameters as the body's `reason`, which
   * the web says in the page's language (docs/i18n.md, "Server reasons").
   */
  static refused<N extends RefusalName>(
    status: number,
    code: string,
    name: N,
    params: RefusalParams<N>,
    field?: string,
  ) {
    const message = refusalMessage(name, params);
    return new AppError(status, code, message, field ? { [field]: [message] } : undefined, { name, params });
  }

  static badRequest(message: string, fields?: Fields) {
    return new AppError(400, ERROR_CODES.validation, message, fields);
  }
  /** A 400 about one field, worded for that field. */
  static field(field: string, message: string) {
    return new AppError(400, ERROR_CODES.validation, message, { [field]: [message] });
  }
  static unauthenticated(message = 'Authentication credentials were not provided.') {
    return new AppError(401, ERROR_CODES.unauthenticated, message);
  }
  static forbidden(message = 'You do not have permission to perform this action.') {
    return new AppError(403, ERROR_CODES.forbidden, message);
  }
  static notFound(message = 'Not found.') {
    return new AppError(404, ERROR_CODES.notFound, message);
  }
  /** A limit reached (docs/sessions.md, docs/payments.md); the message says when to try again. */
  static tooManyRequests(message: string) {
    return new AppError(429, ERROR_CODES.rateLimited, message);
  }
  static conflict(message: string, fields?: Fields) {
    return new AppError(409, ERROR_CODES.conflict, message, fields);
  }
}
