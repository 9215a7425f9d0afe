import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatCount } from '#web/lib/format.ts';

/**
 * How many rows a counted list holds, `1,000+` past COUNT_CAP (docs/lists.md): `text` is an ICU
 * plural on `count` that writes the number as `{total}`.
 */
export function RowCount({ count, text }: { count: number; text: MessageKey }) {
  const { t } = useT();
  return (
    <p className="text-sm text-muted" role="status">
      {t(text, { count, total: formatCount(count) })}
    </p>
  );
}
