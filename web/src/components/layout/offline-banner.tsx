import { WifiOff } from 'lucide-react';
import { useT } from '#web/i18n/use-t.ts';
import { formatDateTimeIn } from '#web/lib/format-date-time.ts';
import { useNetworkState } from '#web/lib/offline/network-state.ts';

/**
 * Said on every screen while the shop cannot be reached: what shows may be out of date. Fixed to
 * the bottom edge, clear of the sticky top bar.
 */
export function OfflineBanner() {
  const { offline, asOf } = useNetworkState();
  const { t, locale } = useT();
  if (!offline) return null;
  return (
    <aside
      role="status"
      aria-label={t('offline.label')}
      className="fixed inset-x-0 bottom-0 z-50 flex items-center justify-center gap-2 bg-stone-900 px-4 py-2 text-center text-sm font-semibold text-white shadow-lg"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      {t('offline.notice', {
        time: asOf ? formatDateTimeIn(asOf.toISOString(), locale) : t('offline.lastVisit'),
      })}
    </aside>
  );
}
