import { zodResolver } from '@hookform/resolvers/zod';
import type { Order } from '@shop/contract/orders';
import {
  CreateReturnBody,
  MAX_RETURN_PHOTOS,
  type ReturnableLine,
  type ReturnRequest,
} from '@shop/contract/returns';
import { UPLOAD_ACCEPT } from '@shop/contract/uploads';
import { useId, useState } from 'react';
import { SelectField, TextAreaField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useCreateReturn, useOrderReturns } from '#web/features/orders/api/order-returns.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';

/** A Dar es Salaam day (YYYY-MM-DD) as the customer reads dates, at its noon so no zone moves it. */
const dayOf = (day: string) => `${day}T12:00:00Z`;

/**
 * docs/returns.md: the order's return and repair requests with where each is, and "Return or
 * repair" on each line that may still be claimed (inside its window or under warranty).
 */
export function OrderReturns({ order }: { order: Order }) {
  const { t } = useT();
  const returns = useOrderReturns(order.id);
  const [open, setOpen] = useState<number | null>(null);
  if (order.kind !== 'product_order' || !returns.data) return null;
  const { lines, returns: requests } = returns.data;
  const claimable = lines.filter((line) => line.basis !== null && line.units_left > 0);
  if (requests.length === 0 && claimable.length === 0) return null;
  return (
    <section aria-labelledby={`order-${order.id}-returns`} className="grid gap-3">
      <h3
        id={`order-${order.id}-returns`}
        className="text-sm font-semibold tracking-wide text-muted uppercase"
      >
        {t('account.returns.title')}
      </h3>
      {requests.length > 0 ? (
        <ul className="grid gap-2">
          {requests.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ul>
      ) : null}
      {claimable.map((line) =>
        open === line.order_item_id ? (
          <ReturnForm key={line.order_item_id} order={order} line={line} onDone={() => setOpen(null)} />
        ) : (
          <Button
            key={line.order_item_id}
            variant="outline"
            className="w-fit max-w-full"
            onClick={() => setOpen(line.order_item_id)}
          >
            <span className="truncate">{t('account.returns.ask', { item: line.item_name })}</span>
          </Button>
        ),
      )}
    </section>
  );
}

function RequestRow({ request }: { request: ReturnRequest }) {
  const { t, locale } = useT();
  const money = (amount: string) => formatMoney(amount, request.currency, locale);
  return (
    <li className="grid gap-1 rounded-lg border border-line p-3 text-sm">
      <p className="font-medium break-words">
        {t('account.returns.line', {
          kind: request.kind,
          quantity: request.quantity,
          item: request.item_name,
        })}
      </p>
      <p className="text-muted">
        {t(`account.returns.status.${request.status}`)} · {formatDate(request.requested_at, locale)}
      </p>
      {request.status === 'refused' && request.refusal_reason ? (
        <p className="break-words">
          {t('account.returns.refusedBecause', { reason: request.refusal_reason })}
        </p>
      ) : null}
      {Number(request.refund_amount) > 0 ? (
        <p>{t('account.returns.refunded', { amount: money(request.refund_amount) })}</p>
      ) : null}
      {Number(request.credit_amount) > 0 ? (
        <p>{t('account.returns.credited', { amount: money(request.credit_amount) })}</p>
      ) : null}
      {request.replacement_order_reference ? (
        <p>{t('account.returns.replacement', { order: request.replacement_order_reference })}</p>
      ) : null}
      {request.resolution === 'repair' ? <p>{t('account.returns.repaired')}</p> : null}
    </li>
  );
}

function ReturnForm({ order, line, onDone }: { order: Order; line: ReturnableLine; onDone: () => void }) {
  const { t, locale } = useT();
  const create = useCreateReturn();
  const [photos, setPhotos] = useState<File[]>([]);
  const photosId = useId();
  const until = formatDate(dayOf(line.until ?? ''), locale);
  return (
    <Form
      resolver={zodResolver(CreateReturnBody)}
      defaultValues={{ kind: 'return', quantity: 1, reason: '' }}
      onSubmit={async (body: CreateReturnBody) => {
        await create.mutateAsync({ orderId: order.id, itemId: line.order_item_id, body, photos });
        toast.success(t('account.returns.sent'), { description: t('account.returns.sentText') });
        onDone();
      }}
      refusal={{ title: t('account.returns.failed'), rename: { photos: 'reason' } }}
      className="grid gap-3 rounded-lg border border-line p-3"
      aria-label={t('account.returns.ask', { item: line.item_name })}
    >
      <p className="font-medium break-words">{line.item_name}</p>
      <p className="text-sm text-muted">
        {t(line.basis === 'warranty' ? 'account.returns.underWarranty' : 'account.returns.inWindow', {
          date: until,
        })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField name="kind" label={t('account.returns.kind')}>
          <option value="return">{t('account.returns.kind.return')}</option>
          <option value="repair">{t('account.returns.kind.repair')}</option>
        </SelectField>
        <TextField
          name="quantity"
          type="number"
          min={1}
          max={line.units_left}
          label={t('account.returns.quantity', { max: line.units_left })}
        />
      </div>
      <TextAreaField name="reason" rows={3} label={t('account.returns.reason')} />
      <div className="grid gap-1 text-sm">
        <label htmlFor={photosId} className="font-medium">
          {t('account.returns.photos', { max: MAX_RETURN_PHOTOS })}
        </label>
        <input
          id={photosId}
          type="file"
          accept={UPLOAD_ACCEPT}
          multiple
          className="min-h-11 max-w-full text-sm"
          onChange={(event) => setPhotos([...(event.target.files ?? [])].slice(0, MAX_RETURN_PHOTOS))}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <FormSubmitButton>{t('account.returns.send')}</FormSubmitButton>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('account.returns.cancel')}
        </Button>
      </div>
    </Form>
  );
}
