import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminDiscountCode, DiscountCodeValues } from '@shop/contract/discounts';
import { useWatch } from 'react-hook-form';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { useSaveDiscountCode } from '#web/features/admin/discounts/api/save-discount-code.ts';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { MoneyField } from '#web/features/admin/shared/components/money-field.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { toast } from '#web/lib/toast.ts';
import { DiscountFormSchema, discountFormValues } from './discount-form-schema';

type DiscountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  code: AdminDiscountCode | null;
};

export function DiscountDialog({ open, onOpenChange, code }: DiscountDialogProps) {
  const { t } = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(code ? 'adminDiscounts.edit' : 'adminDiscounts.add')}
      className="w-[min(40rem,calc(100vw-2rem))]"
    >
      {() => <DiscountForm key={code?.id ?? 'new'} code={code} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

/** docs/discount-codes.md: a code's rules, as the contract's body checks them. */
export function DiscountForm({ code, onDone }: { code: AdminDiscountCode | null; onDone: () => void }) {
  const save = useSaveDiscountCode();
  const { t } = useT();
  return (
    <Form
      resolver={zodResolver(DiscountFormSchema)}
      defaultValues={discountFormValues(code)}
      onSubmit={async (body: DiscountCodeValues) => {
        await save.mutateAsync({ id: code?.id, body });
        toast.success(t(code ? 'adminDiscounts.updated' : 'adminDiscounts.created'));
        onDone();
      }}
      refusal={{ fallback: t(code ? 'adminDiscounts.updateFailed' : 'adminDiscounts.createFailed') }}
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      <TextField name="code" label={t('adminDiscounts.code')} autoCapitalize="characters" required />
      <SelectField name="brand" label={t('adminDiscounts.brand')}>
        <option value="fursa">{t('adminDiscounts.brand.fursa')}</option>
        <option value="igsum">{t('adminDiscounts.brand.igsum')}</option>
      </SelectField>
      <SelectField name="kind" label={t('adminDiscounts.kind')}>
        <option value="percentage">{t('adminDiscounts.kind.percentage')}</option>
        <option value="fixed_amount">{t('adminDiscounts.kind.fixed_amount')}</option>
        <option value="free_delivery">{t('adminDiscounts.kind.free_delivery')}</option>
      </SelectField>
      <KindValue />
      <MoneyField name="min_spend" label={t('adminDiscounts.minSpend')} />
      <TextField name="starts_at" label={t('adminDiscounts.startsAt')} type="datetime-local" />
      <TextField name="ends_at" label={t('adminDiscounts.endsAt')} type="datetime-local" />
      <TextField
        name="total_cap"
        label={t('adminDiscounts.totalCap')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
      />
      <TextField
        name="per_customer_cap"
        label={t('adminDiscounts.perCustomerCap')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
      />
      <TextField name="category_ids" label={t('adminDiscounts.categoryIds')} className="sm:col-span-2" />
      <TextField name="product_ids" label={t('adminDiscounts.productIds')} className="sm:col-span-2" />
      <TourIds />
      <CheckboxField
        name="applies_to_sale_items"
        label={t('adminDiscounts.appliesToSaleItems')}
        className="sm:col-span-2"
      />
      <CheckboxField name="is_active" label={t('adminDiscounts.isActive')} className="sm:col-span-2" />
      <TextAreaField name="note" label={t('adminDiscounts.note')} className="sm:col-span-2" />
      <FormActions
        fullRow
        submitLabel={t(code ? 'adminDiscounts.save' : 'adminDiscounts.add')}
        onCancel={onDone}
      />
    </Form>
  );
}

/** The percentage or the amount off, as the kind asks; free delivery takes neither. */
function KindValue() {
  const { t } = useT();
  const kind = useWatch({ name: 'kind' }) as string;
  if (kind === 'percentage') {
    return (
      <TextField
        name="percent"
        label={t('adminDiscounts.percent')}
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        step={1}
      />
    );
  }
  if (kind === 'fixed_amount') return <MoneyField name="amount" label={t('adminDiscounts.amount')} />;
  return <p className="self-end text-sm text-muted">{t('adminDiscounts.freeDeliveryHint')}</p>;
}

/** Tours are IGSUM's: a laptop code has no tour scope. */
function TourIds() {
  const { t } = useT();
  const brand = useWatch({ name: 'brand' }) as string;
  if (brand !== 'igsum') return null;
  return <TextField name="tour_ids" label={t('adminDiscounts.tourIds')} className="sm:col-span-2" />;
}
