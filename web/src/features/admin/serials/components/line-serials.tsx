import type { OrderItem } from '@shop/contract/orders';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useSetLineSerials } from '#web/features/admin/serials/api/set-line-serials.ts';
import { typedSerials } from '#web/features/admin/serials/lib/typed-serials.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { WarrantyStatus } from './warranty-status';

/**
 * docs/serials-and-warranty.md: an order line's serial numbers (one per unit) and its warranty in
 * the order's dialog; the admin types or scans them and saves the line's whole list.
 */
export function LineSerials({ orderId, item }: { orderId: number; item: OrderItem }) {
  const { t } = useT();
  const id = useId();
  const serials = item.serials ?? [];
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(serials.join(', '));
  const [move, setMove] = useState(false);
  const save = useSetLineSerials();
  const refused = save.error ? toApiError(save.error) : null;
  const onOtherOrder = refused?.reason?.name === 'serialOnOtherOrder';

  return (
    <div className="mt-2 grid gap-2">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">{t('adminOrders.serials.label', { count: item.quantity })}</span>
        <span className="font-mono">
          {serials.length > 0 ? serials.join(', ') : t('adminOrders.serials.none')}
        </span>
        <WarrantyStatus warranty={item.warranty} />
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t('adminOrders.serials.edit')}
          </Button>
        )}
      </p>
      {editing ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { orderId, itemId: item.id, serials: typedSerials(text), move },
              { onSuccess: () => setEditing(false) },
            );
          }}
        >
          <label htmlFor={id} className="text-sm font-medium">
            {t('adminOrders.serials.inputLabel', { count: item.quantity })}
          </label>
          <Input
            id={id}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
          />
          {refused ? (
            <p role="alert" className="text-sm text-danger">
              {Object.values(refused.fields)[0]?.[0] ?? refused.message}
            </p>
          ) : null}
          {onOtherOrder || move ? (
            <Checkbox
              id={`${id}-move`}
              label={t('adminOrders.serials.move')}
              checked={move}
              onChange={(event) => setMove(event.target.checked)}
            />
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={save.isPending}>
              {t('adminOrders.serials.save')}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => setEditing(false)}>
              {t('adminOrders.serials.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
