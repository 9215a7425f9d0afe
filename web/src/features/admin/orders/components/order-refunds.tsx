import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminOrder } from '@shop/contract/admin-orders';
import { Currency } from '@shop/contract/common';
import {
  AdminRefundBody,
  type OrderRefunds as OrderRefundsView,
  type Refund,
  type RefundState,
} from '@shop/contract/refunds';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextAreaField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useOrderRefunds } from '#web/features/admin/orders/api/get-order-refunds.ts';
import { useRefundPayment } from '#web/features/admin/orders/api/refund-payment.ts';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { LoadError } from '#web/features/admin/shared/components/load-error.tsx';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDateTime, formatMoney } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';

const STATE: Record<RefundState, { text: MessageKey; tone: BadgeTone }> = {
  requested: { text: 'adminOrders.refunds.state.requested', tone: 'yellow' },
  sending: { text: 'adminOrders.refunds.state.sending', tone: 'yellow' },
  pending: { text: 'adminOrders.refunds.state.pending', tone: 'yellow' },
  succeeded: { text: 'adminOrders.refunds.state.succeeded', tone: 'green' },
  failed: { text: 'adminOrders.refunds.state.failed', tone: 'red' },
  manual: { text: 'adminOrders.refunds.state.manual', tone: 'green' },
};

type Refundable = OrderRefundsView['refundable'][number];

/** A provider may report a currency the shop does not sell in; it is shown as given. */
function money(amount: string, currency: string): string {
  const known = Currency.safeParse(currency);
  return known.success ? formatMoney(amount, known.data) : `${currency} ${amount}`;
}

/**
 * docs/refunds.md, "The admin": the order's refunds and their state, and a refund of each payment
 * that still holds money: all or part, through its provider or recorded as sent by hand.
 */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  const { t } = useT();
  const refunds = useOrderRefunds(order.id);
  const [refunding, setRefunding] = useState<Refundable | null>(null);
  if (order.payments.length === 0) return null;
  if (refunds.isError) return <LoadError error={refunds.error} onRetry={() => void refunds.refetch()} />;
  if (!refunds.data) return <div className="h-10 animate-pulse rounded-lg bg-sunken" />;
  const open = refunds.data.refundable.filter((p) => Number(p.refundable) > 0);
  return (
    <section aria-label={t('adminOrders.refunds.title')} className="mt-3 grid gap-2">
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t('adminOrders.refunds.title')}
      </h3>
      {refunds.data.refunds.length === 0 ? (
        <p className="text-sm text-muted">{t('adminOrders.refunds.none')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {refunds.data.refunds.map((refund) => (
            <RefundRow key={refund.id} refund={refund} />
          ))}
        </ul>
      )}
      {open.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {open.map((payment) => (
            <Button
              key={payment.payment_id}
              size="sm"
              variant="outline"
              onClick={() => setRefunding(payment)}
            >
              {t('adminOrders.refunds.refund', {
                amount: money(payment.refundable, payment.currency),
                provider: payment.provider,
              })}
            </Button>
          ))}
        </div>
      ) : null}
      {refunding ? (
        <RefundDialog order={order} payment={refunding} onClose={() => setRefunding(null)} />
      ) : null}
    </section>
  );
}

function RefundRow({ refund }: { refund: Refund }) {
  const { t } = useT();
  const state = STATE[refund.status];
  return (
    <li className="grid gap-1 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          {money(refund.amount, refund.currency)}{' '}
          <span className="font-normal text-muted">
            {t('adminOrders.provider', { provider: refund.provider })}
          </span>
        </span>
        <Badge tone={state.tone}>{t(state.text)}</Badge>
      </div>
      <p className="break-words text-muted">{refund.reason}</p>
      <p className="text-muted">
        {t('adminOrders.refunds.asked', {
          when: formatDateTime(refund.created_at),
          who: refund.requested_by ?? t('adminOrders.refunds.theShop'),
        })}
        {refund.provider_reference
          ? ` · ${t('adminOrders.refunds.reference', { reference: refund.provider_reference })}`
          : ''}
      </p>
      {refund.last_error && refund.status !== 'succeeded' ? (
        <p className="break-words text-red-800">{refund.last_error}</p>
      ) : null}
    </li>
  );
}

function RefundDialog({
  order,
  payment,
  onClose,
}: {
  order: AdminOrder;
  payment: Refundable;
  onClose: () => void;
}) {
  const { t } = useT();
  const refund = useRefundPayment();
  const method = payment.by_provider ? 'provider' : 'manual';
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('adminOrders.refunds.dialogTitle', { order: order.order_id })}
      brand={order.order_type}
    >
      {() => (
        <Form
          resolver={zodResolver(AdminRefundBody)}
          defaultValues={{ amount: payment.refundable, reason: '', method, reference: '' }}
          onSubmit={async (values: z.output<typeof AdminRefundBody>) => {
            const body = { ...values, reference: values.method === 'manual' ? values.reference : undefined };
            const made = await refund.mutateAsync({ orderId: order.id, paymentId: payment.payment_id, body });
            toast.success(
              made.status === 'manual'
                ? t('adminOrders.refunds.recorded')
                : t('adminOrders.refunds.asked.toast'),
              { description: money(made.amount, made.currency) },
            );
            onClose();
          }}
          refusal={{ fallback: t('adminOrders.refunds.failed') }}
          className="mt-4 grid gap-4"
        >
          <p className="text-sm text-muted">
            {t('adminOrders.refunds.left', { amount: money(payment.refundable, payment.currency) })}
          </p>
          <TextField
            name="amount"
            label={t('adminOrders.refunds.amount', { currency: payment.currency })}
            inputMode="decimal"
          />
          <TextAreaField name="reason" label={t('adminOrders.refunds.reason')} maxLength={500} />
          <SelectField name="method" label={t('adminOrders.refunds.method')}>
            {payment.by_provider ? (
              <option value="provider">
                {t('adminOrders.refunds.byProvider', { provider: payment.provider })}
              </option>
            ) : null}
            <option value="manual">{t('adminOrders.refunds.byHand')}</option>
          </SelectField>
          <ReferenceField />
          <FormActions submitLabel={t('adminOrders.refunds.submit')} onCancel={onClose} />
        </Form>
      )}
    </FormDialog>
  );
}

/** Only a refund sent by hand names where the money went. */
function ReferenceField() {
  const { t } = useT();
  const method = useWatch({ name: 'method' });
  if (method !== 'manual') return null;
  return <TextField name="reference" label={t('adminOrders.refunds.referenceLabel')} maxLength={255} />;
}
