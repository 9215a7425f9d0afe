/** Postgres error codes the services turn into client errors. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function pgCode(err: unknown): string | undefined {
  // Drizzle wraps driver errors; the Postgres code sits on the error or on its cause.
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgCode(err) === UNIQUE_VIOLATION;
export const isForeignKeyViolation = (err: unknown) => pgCode(err) === FOREIGN_KEY_VIOLATION;
