import { LoaderCircle } from 'lucide-react';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';

type SpinnerProps = { label?: string; className?: string };

/** A spinning icon with a text that screen readers announce. */
export function Spinner({ label, className }: SpinnerProps) {
  const { t } = useT();
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-muted', className)}>
      <LoaderCircle className="size-6 animate-spin text-accent-text" aria-hidden />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}

/** Fills the screen while a whole page waits, e.g. for the session. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-surface p-6">
      <Spinner label={label} />
    </main>
  );
}
