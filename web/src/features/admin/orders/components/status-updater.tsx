import {
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  OrderStatusBody,
  type StockWarning,
} from '@shop/contract/orders';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorIdOf, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { getStockCheck } from '#web/features/admin/orders/api/get-stock-check.ts';
import { useUpdateOrderStatus } from '#web/features/admin/orders/api/update-order-status.ts';
import { useT } from '#web/i18n/use-t.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';

function ShortfallList({ warnings }: { warnings: StockWarning[] }) {
  const { t } = useT();
  return (
    <ul className="mt-2 grid gap-1">
      {warnings.map((w) => (
        <li key={w.item_name}>
          <strong>{w.item_name}</strong>
          {t('adminOrders.shortfallNeeded', { needed: w.needed, available: w.available })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The status select of an order, with a note for the customer's timeline (courier and tracking
 * when shipped); selling first checks stock and asks when some is short.
 */
export function StatusUpdater({ order, onDone }: { order: Order; onDone?: () => void }) {
  const id = useId();
  const { t } = useT();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [note, setNote] = useState('');
  const checkedNote = OrderStatusBody.shape.note.safeParse(note);
  const noteError = checkedNote.success ? undefined : checkedNote.error.issues[0]?.message;
  const [checking, setChecking] = useState(false);
  const [shortfall, setShortfall] = useState<StockWarning[] | null>(null);
  const update = useUpdateOrderStatus();

  function apply() {
    update.mutate(
      { id: order.id, status, ...(checkedNote.data ? { note: checkedNote.data } : {}) },
      {
        onSuccess: ({ warnings }) => {
          setShortfall(null);
          setNote('');
          toast.success(t('adminOrders.statusUpdated'), {
            description: t('adminOrders.statusUpdatedDescription', { order: order.order_id, status }),
          });
          if (warnings.length > 0) {
            toast.warning(t('adminOrders.shortOfStock'), {
              description: warnings
                .map((w) =>
                  t('adminOrders.shortfallLine', {
                    item: w.item_name,
                    needed: w.needed,
                    available: w.available,
                  }),
                )
                .join('; '),
            });
          }
          onDone?.();
        },
        onError: (err) => {
          setShortfall(null);
          showErrorToast(err, t('adminOrders.updateFailed'));
        },
      },
    );
  }

  async function onUpdate() {
    if (status !== 'sold') {
      apply();
      return;
    }
    setChecking(true);
    try {
      const check = await getStockCheck(order.id);
      if (!check.stock_deducted && check.warnings.length > 0) {
        setShortfall(check.warnings);
        return;
      }
      apply();
    } catch (err) {
      showErrorToast(err, t('adminOrders.updateFailed'));
    } finally {
      setChecking(false);
    }
  }

  const busy = checking || update.isPending;
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-status`}>{t('adminOrders.orderStatus')}</Label>
        <Select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as OrderStatus)}>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t('adminOrders.status', { status: s })}
            </option>
          ))}
        </Select>
      </div>
      <FormField id={`${id}-note`} label={t('adminOrders.note')} error={noteError}>
        <Input
          id={`${id}-note`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t('adminOrders.notePlaceholder')}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? errorIdOf(`${id}-note`) : undefined}
        />
      </FormField>
      <Button
        className="sm:justify-self-end"
        onClick={() => void onUpdate()}
        disabled={busy || status === order.status || !!noteError}
      >
        {t(busy ? 'adminOrders.updating' : 'adminOrders.updateStatus')}
      </Button>
      <ConfirmDialog
        open={shortfall !== null}
        onOpenChange={(open) => {
          if (!open) setShortfall(null);
        }}
        title={t('adminOrders.notEnoughStock')}
        description={
          <>
            {t('adminOrders.notEnoughStockDescription')}
            <ShortfallList warnings={shortfall ?? []} />
          </>
        }
        confirmLabel={t('adminOrders.markSoldAnyway')}
        busy={update.isPending}
        onConfirm={apply}
      />
    </div>
  );
}
