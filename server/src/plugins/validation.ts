import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from '#server/lib/app-error.ts';

const UNSTORABLE_TEXT_MESSAGE = 'This value contains a character that is not allowed.';

/**
 * NUL, and a UTF-16 surrogate without its partner (valid in JSON's \u escapes, but not text):
 * PostgreSQL stores neither in text or JSON.
 */
const LONE_SURROGATE = /\p{Cs}/u;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

type Visit = { value: unknown; key?: string; parent?: Visit };

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let v: Visit | undefined = visit; v?.key !== undefined; v = v.parent) path.unshift(v.key);
  return path;
}

/** The path of the first text (or key) in `value` PostgreSQL could not store, or undefined. */
function unstorablePath(value: unknown): string[] | undefined {
  // A loop, not recursion: a body may nest thousands of levels deep.
  const stack: Visit[] = [{ value }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      if (unstorable(item)) return pathOf(visit);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (unstorable(key)) return [...pathOf(visit), key];
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return undefined;
}

/**
 * The zod validator of every route, behind one check for all input: a text PostgreSQL cannot
 * store is refused here with a 400, once for every body, query and path parameter, instead of
 * failing as a 500 in whichever query (or audit log entry) meets it.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const path = unstorablePath(data);
    if (path) {
      return { error: AppError.field(path.join('.') || route.httpPart || 'body', UNSTORABLE_TEXT_MESSAGE) };
    }
    return validate(data);
  };
};
