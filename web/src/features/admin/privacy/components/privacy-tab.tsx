import type { AdminBreach, AdminPrivacyRequest } from '@shop/contract/privacy';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useBreaches } from '#web/features/admin/privacy/api/get-breaches.ts';
import { usePrivacyRequests } from '#web/features/admin/privacy/api/get-privacy-requests.ts';
import { BreachForm } from '#web/features/admin/privacy/components/breach-form.tsx';
import { AdminList } from '#web/features/admin/shared/components/admin-list.tsx';
import type { Column } from '#web/features/admin/shared/components/responsive-table.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatDateTime } from '#web/lib/format.ts';

const PAGE_SIZE = 20;

/** A count, a list (its length) or an object of counts (the non-zero ones), as a short text. */
function summary(value: unknown): string {
  if (Array.isArray(value)) return String(value.length);
  if (value !== null && typeof value === 'object') {
    const parts = Object.entries(value)
      .filter(([, v]) => v !== 0)
      .map(([k, v]) => `${k.replaceAll('_', ' ')} ${summary(v)}`);
    return parts.length > 0 ? parts.join(', ') : '0';
  }
  return String(value);
}

/** What was done, in a line: the rows per kind, or why it was refused. */
function outcomeLine(request: AdminPrivacyRequest): string {
  return Object.entries(request.outcome)
    .filter(([, value]) => value !== 0)
    .map(([kind, value]) => `${kind.replaceAll('_', ' ')}: ${summary(value)}`)
    .join('; ');
}

/**
 * docs/privacy.md: customers' data-rights requests with their legal deadline, and the breach
 * register with the Commission's deadline.
 */
export function PrivacyTab() {
  const { t } = useT();
  const [requestsPage, setRequestsPage] = useState(1);
  const [breachesPage, setBreachesPage] = useState(1);
  const requests = usePrivacyRequests(requestsPage, PAGE_SIZE);
  const breaches = useBreaches(breachesPage, PAGE_SIZE);
  const [editing, setEditing] = useState<AdminBreach | 'new' | null>(null);

  const requestColumns: Column<AdminPrivacyRequest>[] = [
    { header: t('adminPrivacy.requests.when'), cell: (r) => formatDateTime(r.requested_at) },
    { header: t('adminPrivacy.requests.account'), cell: (r) => (r.user_id === null ? '—' : `#${r.user_id}`) },
    { header: t('adminPrivacy.requests.kind'), cell: (r) => t(`adminPrivacy.kind.${r.kind}`) },
    {
      header: t('adminPrivacy.requests.status'),
      cell: (r) => (
        <Badge tone={r.status === 'done' ? 'green' : 'yellow'}>{t(`adminPrivacy.status.${r.status}`)}</Badge>
      ),
    },
    { header: t('adminPrivacy.requests.due'), cell: (r) => r.due_on },
    {
      header: t('adminPrivacy.requests.outcome'),
      cell: (r) => <span className="text-xs break-words text-muted">{outcomeLine(r)}</span>,
    },
  ];

  const now = Date.now();
  const breachColumns: Column<AdminBreach>[] = [
    {
      header: t('adminPrivacy.breach.foundAt'),
      cell: (b) => (
        <span className="grid gap-1">
          <span>{formatDateTime(b.found_at)}</span>
          {b.commission_notified_at ? null : (
            // Plain text, not a badge: a badge does not wrap, and at 390 px the line is wider.
            <span
              className={`text-xs font-semibold ${Date.parse(b.commission_due_at) < now ? 'text-red-800' : 'text-amber-800'}`}
            >
              {t('adminPrivacy.breach.due', { when: formatDateTime(b.commission_due_at) })}
            </span>
          )}
        </span>
      ),
    },
    {
      header: t('adminPrivacy.breach.what'),
      cell: (b) => (
        <span className="grid gap-1 break-words">
          <span className="font-medium whitespace-pre-line">{b.description}</span>
          <span className="text-xs text-muted">
            {b.data_affected} · {b.people_affected}
            {b.people_count === null ? '' : ` (${b.people_count})`}
          </span>
        </span>
      ),
    },
    {
      header: t('adminPrivacy.breach.told'),
      cell: (b) => (
        <span className="grid text-xs">
          <span>
            {t('adminPrivacy.breach.commission')}:{' '}
            {b.commission_notified_at
              ? formatDateTime(b.commission_notified_at)
              : t('adminPrivacy.breach.notYet')}
          </span>
          <span>
            {t('adminPrivacy.breach.people')}:{' '}
            {b.people_notified_at ? formatDateTime(b.people_notified_at) : t('adminPrivacy.breach.notYet')}
          </span>
        </span>
      ),
    },
    {
      header: t('adminPrivacy.actions'),
      bare: true,
      cell: (b) => (
        <Button variant="outline" size="sm" onClick={() => setEditing(b)}>
          <Pencil aria-hidden />
          {t('adminPrivacy.breach.edit')}
        </Button>
      ),
    },
  ];

  return (
    <div className="grid gap-10">
      <section className="grid gap-5">
        <TabHeader
          title={t('adminPrivacy.requests.title')}
          description={t('adminPrivacy.requests.description')}
        />
        <AdminList
          query={requests}
          rows={(data) => data.results}
          caption={t('adminPrivacy.requests.title')}
          columns={requestColumns}
          rowKey={(r) => r.id}
          empty={t('adminPrivacy.requests.empty')}
          pager={{
            label: t('adminPrivacy.requests.pages'),
            page: requestsPage,
            pageSize: PAGE_SIZE,
            count: (data) => data.count,
            onPage: setRequestsPage,
          }}
        />
      </section>
      <section className="grid gap-5">
        <TabHeader title={t('adminPrivacy.breach.title')} description={t('adminPrivacy.breach.intro')}>
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            {t('adminPrivacy.breach.record')}
          </Button>
        </TabHeader>
        <AdminList
          query={breaches}
          rows={(data) => data.results}
          caption={t('adminPrivacy.breach.title')}
          columns={breachColumns}
          rowKey={(b) => b.id}
          empty={t('adminPrivacy.breach.empty')}
          pager={{
            label: t('adminPrivacy.breach.pages'),
            page: breachesPage,
            pageSize: PAGE_SIZE,
            count: (data) => data.count,
            onPage: setBreachesPage,
          }}
        />
      </section>
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        title={t(editing === 'new' ? 'adminPrivacy.breach.record' : 'adminPrivacy.breach.edit')}
        className="w-[min(40rem,calc(100vw-1.5rem))]!"
      >
        {() => (
          <BreachForm
            breach={editing === 'new' || editing === null ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </FormDialog>
    </div>
  );
}
