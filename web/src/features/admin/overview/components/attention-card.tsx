import type { AdminAttention } from '@shop/contract/admin-orders';
import { BellRing, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { paths } from '#web/config/paths.ts';

/** docs/admin-dashboard.md, "Needs attention": each count, said in words, with the tab that resolves it. */
const ITEMS: {
  key: keyof AdminAttention;
  text: (n: number) => string;
  search: Record<string, string>;
  action: string;
}[] = [
  {
    key: 'failed_messages',
    text: (n) => `${n} ${n === 1 ? 'message' : 'messages'} failed for good`,
    search: { tab: 'outbox', status: 'failed' },
    action: 'Open the Outbox',
  },
  {
    key: 'retrying_messages',
    text: (n) => `${n} ${n === 1 ? 'message is' : 'messages are'} being retried after a failure`,
    search: { tab: 'outbox', status: 'waiting' },
    action: 'Open the Outbox',
  },
  {
    key: 'refunds_due',
    text: (n) => `${n} ${n === 1 ? 'payment has' : 'payments have'} a refund due`,
    search: { tab: 'orders', refund_due: 'true' },
    action: 'See the orders',
  },
  {
    key: 'stuck_mobile_money',
    text: (n) => `${n} mobile-money ${n === 1 ? 'payment is' : 'payments are'} stuck past expiry`,
    search: { tab: 'orders', status: 'pending' },
    action: 'See the pending orders',
  },
];

export function AttentionCard({ attention }: { attention: AdminAttention | undefined }) {
  const due = attention ? ITEMS.filter((item) => attention[item.key] > 0) : [];
  return (
    <section
      aria-label="Needs attention"
      className={`rounded-xl border bg-raised p-5 shadow-xs ${due.length > 0 ? 'border-red-300' : 'border-line'}`}
    >
      <h3 className="flex items-center gap-2 font-display text-lg font-bold">
        <BellRing className="size-5 text-accent-text" aria-hidden />
        Needs attention
        {attention && due.length > 0 ? (
          <Badge tone="red" className="ml-auto">
            {due.length === 1 ? '1 item' : `${due.length} items`}
          </Badge>
        ) : null}
      </h3>
      {!attention ? (
        <div className="mt-3 h-12 animate-pulse rounded-lg bg-sunken" />
      ) : due.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          <CheckCircle2 className="size-4 text-green-700" aria-hidden />
          Nothing needs your attention
        </p>
      ) : (
        <ul className="mt-3 grid gap-2 text-sm">
          {due.map((item) => (
            <li key={item.key} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <span className="font-medium text-red-800">{item.text(attention[item.key])}</span>
              <Link
                to={paths.adminDashboard.href(item.search)}
                className="font-semibold text-accent-text underline underline-offset-2"
              >
                {item.action}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
