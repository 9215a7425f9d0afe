import type { ContactMessage } from '@shop/contract/content';
import { Eye, Mail } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useContacts } from '#web/features/admin/messages/api/get-contacts.ts';
import { AdminList } from '#web/features/admin/shared/components/admin-list.tsx';
import { IconButton } from '#web/features/admin/shared/components/icon-button.tsx';
import type { Column } from '#web/features/admin/shared/components/responsive-table.tsx';
import { RowCount } from '#web/features/admin/shared/components/row-count.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate } from '#web/lib/format.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { MessageDialog } from './message-dialog';

const PAGE_SIZE = 20;

export function MessagesTab() {
  const [page, setPage] = usePageParam();
  const { t } = useT();
  const [openId, setOpenId] = useState<number | null>(null);
  const [replying, setReplying] = useState(false);
  const contacts = useContacts(page, PAGE_SIZE);
  const open: ContactMessage | null = contacts.data?.results.find((m) => m.id === openId) ?? null;

  const columns: Column<ContactMessage>[] = [
    {
      header: t('adminMessages.name'),
      cell: (m) => <span className={m.is_read ? '' : 'font-semibold'}>{m.name}</span>,
    },
    { header: t('adminMessages.email'), cell: (m) => m.email },
    { header: t('adminMessages.subject'), cell: (m) => m.subject },
    {
      header: t('adminMessages.business'),
      cell: (m) => (
        <Badge tone={m.business_type === 'fursa' ? 'blue' : 'yellow'}>{m.business_type.toUpperCase()}</Badge>
      ),
    },
    {
      header: t('adminMessages.status'),
      cell: (m) => (
        <Badge tone={m.is_read ? 'grey' : 'blue'}>
          {t(m.is_read ? 'adminMessages.read' : 'adminMessages.unread')}
        </Badge>
      ),
    },
    { header: t('adminMessages.date'), cell: (m) => formatDate(m.created_at) },
    {
      header: t('adminMessages.actions'),
      bare: true,
      cell: (m) => (
        <div className="flex gap-2">
          <IconButton
            label={t('adminMessages.view', { name: m.name })}
            onClick={() => {
              setReplying(false);
              setOpenId(m.id);
            }}
          >
            <Eye aria-hidden />
          </IconButton>
          <IconButton
            label={t('adminMessages.replyTo', { name: m.name })}
            onClick={() => {
              setReplying(true);
              setOpenId(m.id);
            }}
          >
            <Mail aria-hidden />
          </IconButton>
        </div>
      ),
    },
  ];

  return (
    <section className="grid gap-5">
      <TabHeader title={t('adminMessages.title')} description={t('adminMessages.description')} />
      <AdminList
        query={contacts}
        rows={(data) => data.results}
        above={(data) => <RowCount count={data.count} text="admin.rows.messages" />}
        caption={t('adminMessages.caption')}
        columns={columns}
        rowKey={(m) => m.id}
        empty={t('adminMessages.empty')}
        pager={{
          label: t('adminMessages.pages'),
          page,
          pageSize: PAGE_SIZE,
          count: (data) => data.count,
          onPage: setPage,
        }}
        loadError={(retry) => (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-950">
            <p className="font-semibold">{t('adminMessages.loadFailed')}</p>
            <p className="mt-1 text-sm">{t('adminMessages.loadFailedHint')}</p>
            <Button className="mt-4" onClick={retry}>
              {t('admin.tryAgain')}
            </Button>
          </div>
        )}
      />
      <MessageDialog message={open} replying={replying} onClose={() => setOpenId(null)} />
    </section>
  );
}
