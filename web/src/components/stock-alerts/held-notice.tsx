import { Clock } from 'lucide-react';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { formatTime } from '#web/lib/format.ts';

/** docs/back-in-stock.md: the unit a back-in-stock offer holds for this customer, and until when (`storefront` words). */
export function HeldNotice({ until, className }: { until: string; className?: string }) {
  const { t } = useT();
  return (
    <p
      role="status"
      className={cn('flex items-center gap-2 rounded-lg bg-sunken px-3 py-2 text-sm text-ink', className)}
    >
      <Clock className="size-4 shrink-0 text-brand" aria-hidden />
      {t('fursa.notify.held', { time: formatTime(until) })}
    </p>
  );
}
