import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * `14:35` in East Africa Time, as formatDateTime (lib/format.ts) writes times. Made here, only when
 * a hold is shown: lib/format.ts is in every page's first download.
 */
export function heldTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Africa/Dar_es_Salaam',
  }).format(new Date(iso));
}

/**
 * docs/back-in-stock.md: the unit a back-in-stock offer holds for this customer. The words (with
 * heldTime()) come from the screen's own section: the laptop's page and the cart load different ones.
 */
export function HeldNotice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="status"
      className={cn('flex items-center gap-2 rounded-lg bg-sunken px-3 py-2 text-sm text-ink', className)}
    >
      <Clock className="size-4 shrink-0 text-brand" aria-hidden />
      {children}
    </p>
  );
}
