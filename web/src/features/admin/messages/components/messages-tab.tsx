import type { ContactMessage } from '@shop/contract/content';
import { Eye, Mail } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { RowCount } from '#web/components/ui/pager.tsx';
import { useContacts } from '#web/features/admin/messages/api/get-contacts.ts';
import { AdminList } from '#web/features/admin/shared/components/admin-list.tsx';
import { IconButton } from '#web/features/admin/shared/components/icon-button.tsx';
import type { Column } from '#web/features/admin/shared/components/responsive-table.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { formatDate } from '#web/lib/format.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { MessageDialog } from './message-dialog';

const PAGE_SIZE = 20;

export function MessagesTab() {
  const [page, setPage] = usePageParam();
  const [openId, setOpenId] = useState<number | null>(null);
  const [replying, setReplying] = useState(false);
  const contacts = useContacts(page, PAGE_SIZE);
  const open: ContactMessage | null = contacts.data?.results.find((m) => m.id === openId) ?? null;

  const columns: Column<ContactMessage>[] = [
    { header: 'Name', cell: (m) => <span className={m.is_read ? '' : 'font-semibold'}>{m.name}</span> },
    { header: 'Email', cell: (m) => m.email },
    { header: 'Subject', cell: (m) => m.subject },
    {
      header: 'Business',
      cell: (m) => (
        <Badge tone={m.business_type === 'fursa' ? 'blue' : 'yellow'}>{m.business_type.toUpperCase()}</Badge>
      ),
    },
    {
      header: 'Status',
      cell: (m) => <Badge tone={m.is_read ? 'grey' : 'blue'}>{m.is_read ? 'Read' : 'Unread'}</Badge>,
    },
    { header: 'Date', cell: (m) => formatDate(m.created_at) },
    {
      header: 'Actions',
      bare: true,
      cell: (m) => (
        <div className="flex gap-2">
          <IconButton
            label={`View message from ${m.name}`}
            onClick={() => {
              setReplying(false);
              setOpenId(m.id);
            }}
          >
            <Eye aria-hidden />
          </IconButton>
          <IconButton
            label={`Reply to ${m.name}`}
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
      <TabHeader
        title="Contact Messages"
        description="Enquiries sent through the contact forms of both brands."
      />
      <AdminList
        query={contacts}
        rows={(data) => data.results}
        above={(data) => <RowCount count={data.count} one="message" many="messages" />}
        caption="Contact messages"
        columns={columns}
        rowKey={(m) => m.id}
        empty="No contact messages found"
        pager={{
          label: 'Message pages',
          page,
          pageSize: PAGE_SIZE,
          count: (data) => data.count,
          onPage: setPage,
        }}
        loadError={(retry) => (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-950">
            <p className="font-semibold">Failed to load contacts</p>
            <p className="mt-1 text-sm">Please check your connection and try again.</p>
            <Button className="mt-4" onClick={retry}>
              Try Again
            </Button>
          </div>
        )}
      />
      <MessageDialog message={open} replying={replying} onClose={() => setOpenId(null)} />
    </section>
  );
}
