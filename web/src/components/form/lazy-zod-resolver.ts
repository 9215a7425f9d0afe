import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver whose contract schema, and zod with it, load with the form's first
 * check instead of with the page: a public page shows and takes its form before any validation
 * code has arrived (docs/server-rendering.md). `preload` starts the download sooner, when the
 * visitor first reaches the form, so the first check rarely waits.
 */
export function lazyZodResolver<Values extends FieldValues, Checked>(
  loadSchema: () => Promise<z.ZodType<Checked, Values>>,
): { resolver: Resolver<Values, unknown, Checked>; preload: () => void } {
  let loading: Promise<Resolver<Values, unknown, Checked>> | undefined;
  const load = () => {
    if (!loading) {
      loading = Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
        ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Values, unknown, Checked>,
      );
      // A download that failed (offline) is tried again at the next check.
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => {
      load().catch(() => {});
    },
  };
}
