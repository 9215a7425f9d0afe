import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { OnlineButton } from '#web/components/ui/online-button.tsx';
import { apiLocale } from '#web/i18n/api-locale.ts';
import { loadSections } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import type { StockAlertTarget } from './request-stock-alert';

// The dialog, its form and texts load on the first tap, never with the page (docs/back-in-stock.md,
// docs/server-rendering.md); `auth` holds the form's submit button words (docs/i18n.md, "Sections").
const NotifyMeDialog = lazy(() =>
  Promise.all([import('./notify-me-dialog'), loadSections(apiLocale(), ['stock-alerts', 'auth'])]).then(
    ([m]) => ({ default: m.NotifyMeDialog }),
  ),
);

/** "Notify me" under a sold-out product; its words are in the `storefront` section. */
export function NotifyMeButton({
  target,
  name,
  className,
}: {
  target: StockAlertTarget;
  name: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  return (
    <>
      <OnlineButton
        variant="outline"
        className={cn('w-full', className)}
        onClick={() => setOpen(true)}
        offlineLabel={t('fursa.notify.offline')}
      >
        <Bell aria-hidden />
        {t('fursa.notify.button')}
        {/* Names the product for screen readers, after the visible words (WCAG label in name). */}
        <span className="sr-only"> {name}</span>
      </OnlineButton>
      {open ? (
        <Suspense fallback={null}>
          <NotifyMeDialog target={target} name={name} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
