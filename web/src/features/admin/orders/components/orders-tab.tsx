import type { AdminOrder } from '@shop/contract/admin-orders';
import { BUSINESS_TYPES, type BusinessType } from '@shop/contract/common';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contract/orders';
import { Eye, Pencil, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { RowCount } from '#web/components/ui/pager.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { type AdminOrderFilters, useAdminOrders } from '#web/features/admin/orders/api/get-admin-orders.ts';
import { ExportDialog } from '#web/features/admin/sales/components/export-dialog.tsx';
import { AdminList } from '#web/features/admin/shared/components/admin-list.tsx';
import { IconButton } from '#web/features/admin/shared/components/icon-button.tsx';
import { OrderStatusBadge } from '#web/features/admin/shared/components/order-status-badge.tsx';
import type { Column } from '#web/features/admin/shared/components/responsive-table.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { OrderDialog } from './order-dialog';
import { RefundDueBadge } from './order-payments';

const PAGE_SIZE = 20;

export function OrdersTab() {
  const id = useId();
  // The overview's "Needs attention" links open the tab filtered (docs/admin-dashboard.md).
  const [searchParams] = useSearchParams();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>(() => {
    const requested = searchParams.get('status');
    return ORDER_STATUSES.find((s) => s === requested) ?? '';
  });
  const [type, setType] = useState<BusinessType | ''>('');
  const [refundDue, setRefundDue] = useState(() => searchParams.get('refund_due') === 'true');
  const [page, setPage] = usePageParam();
  const [open, setOpen] = useState<{ order: AdminOrder; mode: 'details' | 'status' } | null>(null);

  useEffect(() => {
    // Only a changed search goes back to page 1: the page in the address survives a reload.
    const timer = setTimeout(() => {
      if (searchText.trim() === search) return;
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText, search, setPage]);

  const filters: AdminOrderFilters = {
    page,
    page_size: PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(type ? { order_type: type } : {}),
    ...(refundDue ? { refund_due: true } : {}),
  };
  const orders = useAdminOrders(filters);

  const columns: Column<AdminOrder>[] = [
    { header: 'Order', cell: (o) => <span className="font-semibold">{o.order_id}</span> },
    {
      header: 'User',
      cell: (o) => (
        <span>
          User #{o.user.id} <span className="text-muted">· {o.user.username}</span>
        </span>
      ),
    },
    {
      header: 'Type',
      cell: (o) => (
        <Badge tone={o.order_type === 'fursa' ? 'blue' : 'yellow'}>{o.order_type.toUpperCase()}</Badge>
      ),
    },
    {
      header: 'Amount',
      cell: (o) => (
        <span className="flex flex-col items-start gap-1">
          {formatMoney(o.total_amount, o.currency)}
          <RefundDueBadge order={o} />
        </span>
      ),
    },
    { header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
    { header: 'Date', cell: (o) => formatDate(o.created_at) },
    {
      header: 'Actions',
      bare: true,
      cell: (o) => (
        <div className="flex gap-2">
          <IconButton
            label={`View details of ${o.order_id}`}
            onClick={() => setOpen({ order: o, mode: 'details' })}
          >
            <Eye aria-hidden />
          </IconButton>
          <IconButton
            label={`Edit status of ${o.order_id}`}
            onClick={() => setOpen({ order: o, mode: 'status' })}
          >
            <Pencil aria-hidden />
          </IconButton>
        </div>
      ),
    },
  ];

  return (
    <section className="grid gap-5">
      <TabHeader
        title="Orders"
        description="Every order of both brands, newest first. Selling an order deducts its stock."
      >
        <ExportDialog
          kind="orders"
          filters={{ search, status, order_type: type, refund_due: refundDue || undefined }}
          kept={exportKept({ search, status, type, refundDue })}
        />
      </TabHeader>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto]">
        <div className="relative min-w-0">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search orders by reference, username or email"
            placeholder="Search orders..."
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            className="pl-9"
          />
        </div>
        <Select
          id={`${id}-status`}
          aria-label="Filter by status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as OrderStatus | '');
            setPage(1);
          }}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s.charAt(0).toUpperCase() + s.slice(1)}
            </option>
          ))}
        </Select>
        <Select
          id={`${id}-type`}
          aria-label="Filter by type"
          value={type}
          onChange={(e) => {
            setType(e.target.value as BusinessType | '');
            setPage(1);
          }}
        >
          <option value="">All types</option>
          {BUSINESS_TYPES.map((t) => (
            <option key={t} value={t}>
              {t.toUpperCase()}
            </option>
          ))}
        </Select>
        <Select
          id={`${id}-refunds`}
          aria-label="Filter by refunds"
          value={refundDue ? 'due' : ''}
          onChange={(e) => {
            setRefundDue(e.target.value === 'due');
            setPage(1);
          }}
        >
          <option value="">All payments</option>
          <option value="due">Refund due</option>
        </Select>
      </div>
      <AdminList
        query={orders}
        rows={(data) => data.results}
        above={(data) => <RowCount count={data.count} text="admin.rows.orders" />}
        caption="Orders"
        columns={columns}
        rowKey={(o) => o.id}
        empty="No orders found"
        pager={{
          label: 'Order pages',
          page,
          pageSize: PAGE_SIZE,
          count: (data) => data.count,
          onPage: setPage,
        }}
      />
      <OrderDialog order={open?.order ?? null} mode={open?.mode ?? 'details'} onClose={() => setOpen(null)} />
    </section>
  );
}

/** What the export keeps of the list's filters, in words. */
function exportKept({
  search,
  status,
  type,
  refundDue,
}: {
  search: string;
  status: string;
  type: string;
  refundDue: boolean;
}) {
  const kept = [
    status && `status ${status}`,
    type.toUpperCase(),
    refundDue && 'refund due',
    search && `matching "${search}"`,
  ].filter(Boolean);
  return `One row per order line${kept.length > 0 ? `, only orders with ${kept.join(', ')} (the list's filters)` : ', every status and brand'}.`;
}
