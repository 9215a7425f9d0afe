import type { AdminDiscountCode, AdminDiscountCodeUse } from '@shop/contract/discounts';
import { useState } from 'react';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { useDiscountUses } from '#web/features/admin/discounts/api/get-discount-uses.ts';
import { AdminList } from '#web/features/admin/shared/components/admin-list.tsx';
import { type DialogState, ListDialog } from '#web/features/admin/shared/components/list-dialog.tsx';
import type { Column } from '#web/features/admin/shared/components/responsive-table.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatDateTime, formatMoney } from '#web/lib/format.ts';

const PAGE_SIZE = 20;

const STATE_TONES: Record<AdminDiscountCodeUse['state'], BadgeTone> = {
  reserved: 'yellow',
  redeemed: 'green',
  released: 'grey',
};

/** docs/discount-codes.md: the orders that took a code, newest first. */
export function DiscountUsesDialog({ code, ...state }: DialogState & { code: AdminDiscountCode | null }) {
  const { t } = useT();
  return (
    <ListDialog
      {...state}
      title={t('adminDiscounts.usesTitle', { code: code?.code ?? '' })}
      description={t('adminDiscounts.usesDescription')}
      className="w-[min(56rem,calc(100vw-2rem))]"
    >
      {code ? <DiscountUsesList code={code} /> : null}
    </ListDialog>
  );
}

export function DiscountUsesList({ code }: { code: AdminDiscountCode }) {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const uses = useDiscountUses(code.id, page, PAGE_SIZE);
  const columns: Column<AdminDiscountCodeUse>[] = [
    {
      header: t('adminDiscounts.use.order'),
      skipInCard: true,
      cell: (use) => <span className="font-mono">{use.order_id}</span>,
    },
    { header: t('adminDiscounts.use.customer'), cell: (use) => use.username },
    {
      header: t('adminDiscounts.use.state'),
      cell: (use) => (
        <Badge tone={STATE_TONES[use.state]}>{t(`adminDiscounts.use.state.${use.state}`)}</Badge>
      ),
    },
    {
      header: t('adminDiscounts.use.saving'),
      className: 'whitespace-nowrap',
      cell: (use) => formatMoney(use.amount, use.currency),
    },
    {
      header: t('adminDiscounts.use.total'),
      className: 'whitespace-nowrap',
      cell: (use) => formatMoney(use.order_total, use.currency),
    },
    { header: t('adminDiscounts.use.placed'), cell: (use) => formatDateTime(use.created_at) },
  ];
  return (
    <div className="mt-4">
      <AdminList
        query={uses}
        rows={(data) => data}
        caption={t('adminDiscounts.usesTitle', { code: code.code })}
        columns={columns}
        rowKey={(use) => use.id}
        empty={t('adminDiscounts.usesEmpty')}
        pager={{ label: t('adminDiscounts.usesPages'), page, pageSize: PAGE_SIZE, onPage: setPage }}
      />
    </div>
  );
}
