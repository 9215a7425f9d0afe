import { LoaderCircle } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

type SpinnerProps = { label?: string; className?: string };

/** A spinning icon with a text that screen readers announce. */
export function Spinner({ label = 'Loading...', className }: SpinnerProps) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-muted', className)}>
      <LoaderCircle className="size-6 animate-spin text-accent-text" aria-hidden />
      <span>{label}</span>
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
