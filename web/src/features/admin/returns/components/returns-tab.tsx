import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApproveReturnBody,
  RETURN_CONDITIONS,
  RETURN_STATUSES,
  ReceiveReturnBody,
  RefuseReturnBody,
  type ResolveReturnBody,
  ResolveReturnForm,
  type ReturnRequest,
  type ReturnStatus,
  ReturnWindows,
} from '@shop/contract/returns';
import { type ReactNode, useId, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  type ReturnStepName,
  useAdminReturns,
  useReturnStep,
  useReturnWindows,
  useSaveReturnWindows,
} from '#web/features/admin/returns/api/returns.ts';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { formatDateTime, formatMoney } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';

/**
 * The Returns tab (docs/returns.md): return and repair requests, newest first, filtered by status,
 * each with the step it waits for (approve or refuse, receive with its condition, put back on sale,
 * resolve), and each brand's return window.
 */
export function ReturnsTab() {
  const { t } = useT();
  const filterId = useId();
  const [status, setStatus] = useState<ReturnStatus | ''>('requested');
  const list = useAdminReturns(status ? { status } : {});
  return (
    <section className="grid gap-4">
      <h2 className="font-display text-2xl font-bold">{t('adminOrders.returns.title')}</h2>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <label htmlFor={filterId} className="grid gap-1 text-sm font-medium">
          {t('adminOrders.returns.filter')}
          <Select
            id={filterId}
            value={status}
            onChange={(event) => setStatus(event.target.value as ReturnStatus | '')}
          >
            <option value="">{t('adminOrders.returns.all')}</option>
            {RETURN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`adminOrders.returns.status.${s}`)}
              </option>
            ))}
          </Select>
        </label>
        <WindowsForm />
      </div>
      {list.isPending ? (
        <Spinner label={t('admin.loading')} className="justify-start" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger">
          {toApiError(list.error).message}
        </p>
      ) : list.data.returns.length === 0 ? (
        <p className="text-sm text-muted">{t('adminOrders.returns.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {list.data.returns.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WindowsForm() {
  const { t } = useT();
  const windows = useReturnWindows();
  const save = useSaveReturnWindows();
  if (!windows.data) return null;
  return (
    <Form
      resolver={zodResolver(ReturnWindows) as Resolver<ReturnWindows>}
      defaultValues={windows.data}
      onSubmit={async (body: ReturnWindows) => {
        await save.mutateAsync(body);
        toast.success(t('adminOrders.returns.windowsSaved'));
      }}
      className="grid grid-cols-[10rem_10rem_auto] items-end gap-2"
      aria-label={t('adminOrders.returns.windows')}
    >
      <TextField name="fursa" type="number" min={0} label={t('adminOrders.returns.windowFursa')} />
      <TextField name="igsum" type="number" min={0} label={t('adminOrders.returns.windowIgsum')} />
      <FormSubmitButton>{t('adminOrders.returns.saveWindows')}</FormSubmitButton>
    </Form>
  );
}

function RequestCard({ request }: { request: ReturnRequest }) {
  const { t } = useT();
  const money = (amount: string) => formatMoney(amount, request.currency);
  const canRestock =
    (request.status === 'received' || request.status === 'resolved') &&
    request.kind === 'return' &&
    request.resolution !== 'repair' &&
    request.restocked === null;
  return (
    <li className="grid gap-3 rounded-xl border border-line bg-raised p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold break-words">
          {request.order_reference} · {request.quantity} x {request.item_name}
        </p>
        <p className="text-muted">
          {t(`adminOrders.returns.status.${request.status}`)} ·{' '}
          {t(`adminOrders.returns.kind.${request.kind}`)} · {t(`adminOrders.returns.basis.${request.basis}`)}
        </p>
      </div>
      <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted">{t('adminOrders.returns.customer')}</dt>
        <dd>{request.customer.full_name || request.customer.username}</dd>
        <dt className="text-muted">{t('adminOrders.returns.asked')}</dt>
        <dd>{formatDateTime(request.requested_at)}</dd>
        <dt className="text-muted">{t('adminOrders.returns.reason')}</dt>
        <dd className="break-words whitespace-pre-wrap">{request.reason}</dd>
        {request.refused ? (
          <>
            <dt className="text-muted">{t('adminOrders.returns.refusedBecause')}</dt>
            <dd className="break-words">{request.refusal_reason}</dd>
          </>
        ) : null}
        {request.condition ? (
          <>
            <dt className="text-muted">{t('adminOrders.returns.condition')}</dt>
            <dd className="break-words">
              {t(`adminOrders.returns.condition.${request.condition}`)}
              {request.condition_note ? ` · ${request.condition_note}` : ''}
            </dd>
          </>
        ) : null}
        {request.resolution ? (
          <>
            <dt className="text-muted">{t('adminOrders.returns.resolution')}</dt>
            <dd className="break-words">
              {[
                Number(request.refund_amount) > 0
                  ? t('adminOrders.returns.refunded', { amount: money(request.refund_amount) })
                  : '',
                Number(request.credit_amount) > 0
                  ? t('adminOrders.returns.credited', { amount: money(request.credit_amount) })
                  : '',
                request.replacement_order_reference
                  ? t('adminOrders.returns.replacedBy', { order: request.replacement_order_reference })
                  : '',
                request.resolution === 'repair' ? t('adminOrders.returns.repaired') : '',
                request.resolution_note,
              ]
                .filter(Boolean)
                .join(' · ')}
            </dd>
          </>
        ) : null}
        {request.restocked ? (
          <>
            <dt className="text-muted">{t('adminOrders.returns.restocked')}</dt>
            <dd>{formatDateTime(request.restocked.at)}</dd>
          </>
        ) : null}
      </dl>
      {request.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('adminOrders.returns.photos')}>
          {request.photos.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <img
                  src={src}
                  alt={t('adminOrders.returns.photo', { number: i + 1 })}
                  className="size-20 rounded-lg border border-line object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <Actions request={request} canRestock={canRestock} />
    </li>
  );
}

type Open = 'approve' | 'refuse' | 'receive' | 'resolve' | null;

function Actions({ request, canRestock }: { request: ReturnRequest; canRestock: boolean }) {
  const { t } = useT();
  const [open, setOpen] = useState<Open>(null);
  const step = useReturnStep();
  const run = async (name: ReturnStepName, body: object, done: MessageKey) => {
    await step.mutateAsync({ id: request.id, step: name, body });
    toast.success(t(done));
    setOpen(null);
  };
  const choices: [Exclude<Open, null>, boolean][] = [
    ['approve', request.status === 'requested'],
    ['refuse', request.status === 'requested' || request.status === 'approved'],
    ['receive', request.status === 'approved'],
    ['resolve', request.status === 'received'],
  ];
  const refusal = { title: t('adminOrders.returns.failed') };
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {choices
          .filter(([, shown]) => shown)
          .map(([name]) => (
            <Button
              key={name}
              variant="outline"
              aria-expanded={open === name}
              onClick={() => setOpen(open === name ? null : name)}
            >
              {t(`adminOrders.returns.action.${name}`)}
            </Button>
          ))}
        {canRestock ? (
          <Button
            variant="outline"
            disabled={step.isPending}
            onClick={() =>
              run('restock', {}, 'adminOrders.returns.done.restock').catch((err) =>
                toast.error(t('adminOrders.returns.failed'), { description: toApiError(err).message }),
              )
            }
          >
            {t('adminOrders.returns.action.restock')}
          </Button>
        ) : null}
      </div>
      {open === 'approve' ? (
        <StepForm
          resolver={zodResolver(ApproveReturnBody)}
          defaults={{ note: '' }}
          refusal={refusal}
          onSubmit={(b) => run('approve', b, 'adminOrders.returns.done.approve')}
          submit={t('adminOrders.returns.action.approve')}
        >
          <TextAreaField name="note" rows={2} label={t('adminOrders.returns.noteOptional')} />
        </StepForm>
      ) : null}
      {open === 'refuse' ? (
        <StepForm
          resolver={zodResolver(RefuseReturnBody)}
          defaults={{ reason: '' }}
          refusal={refusal}
          onSubmit={(b) => run('refuse', b, 'adminOrders.returns.done.refuse')}
          submit={t('adminOrders.returns.action.refuse')}
        >
          <TextAreaField name="reason" rows={2} label={t('adminOrders.returns.refuseReason')} />
        </StepForm>
      ) : null}
      {open === 'receive' ? (
        <StepForm
          resolver={zodResolver(ReceiveReturnBody)}
          defaults={{ condition: 'used', note: '' }}
          refusal={refusal}
          onSubmit={(b) => run('receive', b, 'adminOrders.returns.done.receive')}
          submit={t('adminOrders.returns.action.receive')}
        >
          <SelectField name="condition" label={t('adminOrders.returns.condition')}>
            {RETURN_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {t(`adminOrders.returns.condition.${c}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField name="note" rows={2} label={t('adminOrders.returns.noteOptional')} />
        </StepForm>
      ) : null}
      {open === 'resolve' ? (
        <StepForm
          // The preprocess's input is any object; its output is the body the route checks again.
          resolver={zodResolver(ResolveReturnForm as unknown as typeof ResolveReturnBody)}
          defaults={{
            outcome: 'money',
            refund_amount: '',
            credit_amount: '',
            refund_method: 'provider',
            reference: '',
            note: '',
          }}
          refusal={refusal}
          onSubmit={(b) => run('resolve', b, 'adminOrders.returns.done.resolve')}
          submit={t('adminOrders.returns.action.resolve')}
        >
          <ResolveFields />
        </StepForm>
      ) : null}
    </div>
  );
}

function ResolveFields() {
  const { t } = useT();
  const outcome = useWatch({ name: 'outcome' });
  return (
    <>
      <SelectField name="outcome" label={t('adminOrders.returns.outcome')}>
        <option value="money">{t('adminOrders.returns.outcome.money')}</option>
        <option value="replacement">{t('adminOrders.returns.outcome.replacement')}</option>
        <option value="repair">{t('adminOrders.returns.outcome.repair')}</option>
      </SelectField>
      {outcome === 'money' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name="refund_amount" inputMode="decimal" label={t('adminOrders.returns.refundAmount')} />
          <TextField name="credit_amount" inputMode="decimal" label={t('adminOrders.returns.creditAmount')} />
          <SelectField name="refund_method" label={t('adminOrders.returns.refundMethod')}>
            <option value="provider">{t('adminOrders.returns.refundMethod.provider')}</option>
            <option value="manual">{t('adminOrders.returns.refundMethod.manual')}</option>
          </SelectField>
          <TextField name="reference" label={t('adminOrders.returns.reference')} />
        </div>
      ) : null}
      <TextAreaField name="note" rows={2} label={t('adminOrders.returns.noteOptional')} />
    </>
  );
}

/** One step's form: its schema, its defaults and what to send. */
function StepForm({
  resolver,
  defaults,
  onSubmit,
  refusal,
  submit,
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: each step has its own schema; the route checks the body again
  resolver: Resolver<any, any, any>;
  defaults: Record<string, string>;
  onSubmit: (body: object) => Promise<void>;
  refusal: { title: string };
  submit: string;
  children: ReactNode;
}) {
  return (
    <Form
      resolver={resolver}
      defaultValues={defaults}
      onSubmit={onSubmit}
      refusal={refusal}
      className="grid max-w-2xl gap-3 rounded-lg border border-line p-3"
    >
      {children}
      <FormSubmitButton>{submit}</FormSubmitButton>
    </Form>
  );
}
