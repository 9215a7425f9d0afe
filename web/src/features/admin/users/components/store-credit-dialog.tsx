import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminCustomer } from '@shop/contract/admin-users';
import { Currency } from '@shop/contract/common';
import { AdminStoreCreditBody, type StoreCreditEntry } from '@shop/contract/store-credit';
import { SelectField, TextAreaField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useCustomerStoreCredit, useGiveStoreCredit } from '#web/features/admin/users/api/store-credit.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';

/** The shop's two currencies, named by their codes as the prices are. */
const CURRENCIES = Currency.options;

const EMPTY: AdminStoreCreditBody = { currency: 'TZS', kind: 'admin_grant', amount: '', reason: '' };

type StoreCreditDialogProps = { customer: AdminCustomer | null; onClose: () => void };

/**
 * docs/store-credit.md: a customer's store credit for the admin: the balances, the ledger (who gave
 * what, why, and the orders it went on), and a form to give or correct it with a reason.
 */
export function StoreCreditDialog({ customer, onClose }: StoreCreditDialogProps) {
  const { t } = useT();
  return (
    <Dialog open={customer !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="w-[min(44rem,calc(100vw-2rem))]" aria-describedby={undefined}>
        <DialogTitle className="pr-10 font-display text-xl font-bold">
          {t('adminUsers.credit.title', { username: customer?.username ?? '' })}
        </DialogTitle>
        {customer ? <CustomerCredit key={customer.id} userId={customer.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CustomerCredit({ userId }: { userId: number }) {
  const { t } = useT();
  const account = useCustomerStoreCredit(userId);
  const give = useGiveStoreCredit(userId);
  return (
    <div className="mt-4 grid gap-5">
      <Form
        resolver={zodResolver(AdminStoreCreditBody)}
        defaultValues={EMPTY}
        onSubmit={async (body: AdminStoreCreditBody, form) => {
          await give.mutateAsync(body);
          toast.success(
            t(body.kind === 'admin_grant' ? 'adminUsers.credit.given' : 'adminUsers.credit.corrected'),
          );
          form.reset();
        }}
        refusal={{ fallback: t('adminUsers.credit.failed') }}
        className="grid gap-3 sm:grid-cols-3"
        aria-label={t('adminUsers.credit.form')}
      >
        <SelectField name="kind" label={t('adminUsers.credit.kind')}>
          <option value="admin_grant">{t('adminUsers.credit.kind.admin_grant')}</option>
          <option value="admin_correction">{t('adminUsers.credit.kind.admin_correction')}</option>
        </SelectField>
        <SelectField name="currency" label={t('adminUsers.credit.currency')}>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        <TextField name="amount" label={t('adminUsers.credit.amount')} inputMode="decimal" required />
        <TextAreaField
          name="reason"
          label={t('adminUsers.credit.reason')}
          className="sm:col-span-3"
          rows={2}
        />
        <p className="text-sm text-muted sm:col-span-2">{t('adminUsers.credit.help')}</p>
        <SubmitButton busy={give.isPending}>{t('adminUsers.credit.save')}</SubmitButton>
      </Form>
      {account.isPending ? (
        <Spinner label={t('adminUsers.loading')} className="py-6" />
      ) : account.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('adminUsers.credit.fetchFailed')}
        </p>
      ) : (
        <>
          <p className="text-sm">
            <span className="text-muted">{t('adminUsers.credit.balance')} </span>
            <strong>
              {account.data.balances.length === 0
                ? t('adminUsers.credit.none')
                : account.data.balances.map((b) => formatMoney(b.balance, b.currency)).join(' · ')}
            </strong>
          </p>
          <ol
            aria-label={t('adminUsers.credit.ledger')}
            className="divide-y divide-line rounded-lg border border-line"
          >
            {account.data.entries.map((entry) => (
              <LedgerRow key={entry.id} entry={entry} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function LedgerRow({ entry }: { entry: StoreCreditEntry }) {
  const { t } = useT();
  const negative = entry.amount.startsWith('-');
  return (
    <li className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_auto]">
      <div className="min-w-0">
        <p className="font-medium">{t(`adminUsers.credit.kind.${entry.kind}`)}</p>
        {entry.reason ? <p className="break-words text-muted">{entry.reason}</p> : null}
        <p className="text-muted">
          {formatDate(entry.created_at)}
          {entry.by ? ` · ${entry.by}` : ''}
          {entry.order_reference ? ` · ${entry.order_reference}` : ''}
        </p>
      </div>
      <p className={`font-semibold whitespace-nowrap ${negative ? '' : 'text-accent-text'}`}>
        {negative ? '−' : '+'}
        {formatMoney(entry.amount.replace(/^-/, ''), entry.currency)}
      </p>
    </li>
  );
}
