import type { AdminOrder } from '@shop/contract/admin-orders';
import { BUSINESS_TYPES, type BusinessType } from '@shop/contract/common';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contract/orders';
import { Eye, Pencil, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { type AdminOrderFilters, useAdminOrders } from '#web/features/admin/orders/api/get-admin-orders.ts';
import { ExportDialog } from '#web/features/admin/sales/components/export-dialog.tsx';
import { AdminList } from '#web/features/admin/shared/components/admin-list.tsx';
import { IconButton } from '#web/features/admin/shared/components/icon-button.tsx';
import { OrderStatusBadge } from '#web/features/admin/shared/components/order-status-badge.tsx';
import type { Column } from '#web/features/admin/shared/components/responsive-table.tsx';
import { RowCount } from '#web/features/admin/shared/components/row-count.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { type Translate, useT } from '#web/i18n/use-t.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { useSearchParams } from '#web/lib/router/router.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { OrderDialog } from './order-dialog';
import { RefundDueBadge } from './order-payments';

const PAGE_SIZE = 20;

export function OrdersTab() {
  const id = useId();
  const { t } = useT();
  // The overview's "Needs attention" links open the tab filtered (docs/admin-dashboard.md).
  const [searchParams] = useSearchParams();
  // Needs attention's refund links name their order (docs/refunds.md).
  const [searchText, setSearchText] = useState(() => searchParams.get('search') ?? '');
  const [search, setSearch] = useState(() => searchParams.get('search') ?? '');
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
    {
      header: t('adminOrders.column.order'),
      cell: (o) => <span className="font-semibold">{o.order_id}</span>,
    },
    {
      header: t('adminOrders.column.user'),
      cell: (o) => (
        <span>
          {t('adminOrders.userCell', { id: o.user.id })}{' '}
          <span className="text-muted">{t('adminOrders.userName', { username: o.user.username })}</span>
        </span>
      ),
    },
    {
      header: t('adminOrders.column.type'),
      cell: (o) => (
        <Badge tone={o.order_type === 'fursa' ? 'blue' : 'yellow'}>{o.order_type.toUpperCase()}</Badge>
      ),
    },
    {
      header: t('adminOrders.column.amount'),
      cell: (o) => (
        <span className="flex flex-col items-start gap-1">
          {formatMoney(o.total_amount, o.currency)}
          <RefundDueBadge order={o} />
        </span>
      ),
    },
    { header: t('adminOrders.column.status'), cell: (o) => <OrderStatusBadge status={o.status} /> },
    { header: t('adminOrders.column.date'), cell: (o) => formatDate(o.created_at) },
    {
      header: t('adminOrders.column.actions'),
      bare: true,
      cell: (o) => (
        <div className="flex gap-2">
          <IconButton
            label={t('adminOrders.viewDetails', { order: o.order_id })}
            onClick={() => setOpen({ order: o, mode: 'details' })}
          >
            <Eye aria-hidden />
          </IconButton>
          <IconButton
            label={t('adminOrders.editStatus', { order: o.order_id })}
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
      <TabHeader title={t('adminOrders.title')} description={t('adminOrders.description')}>
        <ExportDialog
          kind="orders"
          filters={{ search, status, order_type: type, refund_due: refundDue || undefined }}
          kept={exportKept({ search, status, type, refundDue }, t)}
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
            aria-label={t('adminOrders.search')}
            placeholder={t('adminOrders.searchPlaceholder')}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            className="pl-9"
          />
        </div>
        <Select
          id={`${id}-status`}
          aria-label={t('adminOrders.filterStatus')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as OrderStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('adminOrders.allStatuses')}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t('adminOrders.status', { status: s })}
            </option>
          ))}
        </Select>
        <Select
          id={`${id}-type`}
          aria-label={t('adminOrders.filterType')}
          value={type}
          onChange={(e) => {
            setType(e.target.value as BusinessType | '');
            setPage(1);
          }}
        >
          <option value="">{t('adminOrders.allTypes')}</option>
          {BUSINESS_TYPES.map((b) => (
            <option key={b} value={b}>
              {b.toUpperCase()}
            </option>
          ))}
        </Select>
        <Select
          id={`${id}-refunds`}
          aria-label={t('adminOrders.filterRefunds')}
          value={refundDue ? 'due' : ''}
          onChange={(e) => {
            setRefundDue(e.target.value === 'due');
            setPage(1);
          }}
        >
          <option value="">{t('adminOrders.allPayments')}</option>
          <option value="due">{t('adminOrders.refundDue')}</option>
        </Select>
      </div>
      <AdminList
        query={orders}
        rows={(data) => data.results}
        above={(data) => <RowCount count={data.count} text="admin.rows.orders" />}
        caption={t('adminOrders.title')}
        columns={columns}
        rowKey={(o) => o.id}
        empty={t('adminOrders.empty')}
        pager={{
          label: t('adminOrders.pages'),
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
function exportKept(
  {
    search,
    status,
    type,
    refundDue,
  }: {
    search: string;
    status: string;
    type: string;
    refundDue: boolean;
  },
  t: Translate,
) {
  const kept = [
    status && t('adminOrders.export.status', { status }),
    type.toUpperCase(),
    refundDue && t('adminOrders.export.refundDue'),
    search && t('adminOrders.export.matching', { search }),
  ].filter(Boolean);
  return kept.length > 0
    ? t('adminOrders.export.some', { filters: kept.join(', ') })
    : t('adminOrders.export.all');
}
