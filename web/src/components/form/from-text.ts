import { z } from 'zod';

/**
 * A contract field read from the text an input holds. Such a field often also takes numbers or
 * lists (from JSON), which zod's types would pass on to the form; an input only ever holds text.
 */
export function fromText<T extends z.ZodType>(field: T): z.ZodType<z.output<T>, string> {
  return z.string().pipe(field as unknown as z.ZodType<z.output<T>, string>);
}
