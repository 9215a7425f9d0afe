import type { AdminDiscountCode } from '@shop/contract/discounts';
import { ListOrdered, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useDeleteDiscountCode } from '#web/features/admin/discounts/api/delete-discount-code.ts';
import { useDiscountCodes } from '#web/features/admin/discounts/api/get-discount-codes.ts';
import { AdminList } from '#web/features/admin/shared/components/admin-list.tsx';
import { EditDeleteButtons, IconButton } from '#web/features/admin/shared/components/icon-button.tsx';
import type { Column } from '#web/features/admin/shared/components/responsive-table.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { formatMoney } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { DiscountDialog } from './discount-dialog';
import { DiscountUsesDialog } from './discount-uses-dialog';

const PAGE_SIZE = 20;

/** docs/discount-codes.md: the codes, their uses and the revenue of their paid orders. */
export function DiscountsTab() {
  const [page, setPage] = usePageParam();
  const codes = useDiscountCodes(page, PAGE_SIZE);
  const remove = useDeleteDiscountCode();
  const { t } = useT();
  const [dialog, setDialog] = useState<{ open: boolean; code: AdminDiscountCode | null }>({
    open: false,
    code: null,
  });
  const [toDelete, setToDelete] = useState<AdminDiscountCode | null>(null);
  const [usesOf, setUsesOf] = useState<AdminDiscountCode | null>(null);

  const value = (code: AdminDiscountCode) =>
    code.kind === 'percentage'
      ? t('adminDiscounts.value.percent', { percent: code.percent ?? 0 })
      : code.kind === 'fixed_amount'
        ? formatMoney(code.amount ?? '0', code.currency)
        : t('adminDiscounts.kind.free_delivery');

  const columns: Column<AdminDiscountCode>[] = [
    {
      header: t('adminDiscounts.code'),
      skipInCard: true,
      cell: (code) => <span className="font-mono font-semibold">{code.code}</span>,
    },
    { header: t('adminDiscounts.brand'), cell: (code) => t(`adminDiscounts.brand.${code.brand}`) },
    { header: t('adminDiscounts.value'), className: 'whitespace-nowrap', cell: value },
    {
      header: t('adminDiscounts.uses'),
      cell: (code) =>
        t('adminDiscounts.usesValue', {
          paid: code.uses.redeemed,
          reserved: code.uses.reserved,
          cap: code.total_cap ?? '∞',
        }),
    },
    {
      header: t('adminDiscounts.revenue'),
      className: 'whitespace-nowrap',
      cell: (code) => formatMoney(code.paid_revenue, code.currency),
    },
    {
      header: t('adminDiscounts.status'),
      cell: (code) => (
        <Badge tone={code.is_active ? 'green' : 'grey'}>
          {t(code.is_active ? 'adminDiscounts.active' : 'adminDiscounts.inactive')}
        </Badge>
      ),
    },
    {
      header: t('adminDiscounts.actions'),
      bare: true,
      cell: (code) => (
        <div className="flex gap-2">
          <IconButton
            label={t('adminDiscounts.showUses', { code: code.code })}
            onClick={() => setUsesOf(code)}
          >
            <ListOrdered aria-hidden />
          </IconButton>
          <EditDeleteButtons
            name={code.code}
            onEdit={() => setDialog({ open: true, code })}
            onDelete={() => setToDelete(code)}
          />
        </div>
      ),
    },
  ];

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success(t('adminDiscounts.deleted')),
      onError: (err) =>
        toast.error(t('adminDiscounts.error'), {
          description: toApiError(err, t('adminDiscounts.deleteFailed')).message,
        }),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <section className="grid gap-5">
      <TabHeader title={t('adminDiscounts.tabTitle')} description={t('adminDiscounts.description')}>
        <Button onClick={() => setDialog({ open: true, code: null })}>
          <Plus aria-hidden />
          {t('adminDiscounts.add')}
        </Button>
      </TabHeader>
      <AdminList
        query={codes}
        rows={(data) => data}
        caption={t('adminDiscounts.tabTitle')}
        columns={columns}
        rowKey={(code) => code.id}
        empty={t('adminDiscounts.empty')}
        pager={{ label: t('adminDiscounts.pages'), page, pageSize: PAGE_SIZE, onPage: setPage }}
      />
      <DiscountDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        code={dialog.code}
      />
      <DiscountUsesDialog
        open={usesOf !== null}
        onOpenChange={(open) => {
          if (!open) setUsesOf(null);
        }}
        code={usesOf}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('adminDiscounts.deleteTitle')}
        description={t('adminDiscounts.deleteDescription', { code: toDelete?.code ?? '' })}
        confirmLabel={t('adminDiscounts.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
