import { type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import type { ApiError } from '#web/lib/api-error.ts';

/**
 * Puts the server's per-field messages of a refused save on the matching inputs. `rename` maps a
 * server field (`profile.phone`) to the form's (`phone`); a dotted name reaches a nested field
 * (`delivery.phone`). Fields the form does not hold are left to the screen's summary.
 */
export function showServerErrors<T extends FieldValues>(
  /* biome-ignore lint/suspicious/noExplicitAny: only setError and getValues are used */
  form: UseFormReturn<T, any, any>,
  fields: ApiError['fields'],
  rename: Record<string, string> = {},
): void {
  const held = form.getValues();
  for (const [field, messages] of Object.entries(fields)) {
    const name = rename[field] ?? field;
    if ((name in held || get(held, name) !== undefined) && messages.length > 0) {
      form.setError(name as FieldPath<T>, { message: messages.join(' ') });
    }
  }
}
