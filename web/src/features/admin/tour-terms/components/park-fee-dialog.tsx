import { zodResolver } from '@hookform/resolvers/zod';
import type { ParkFee } from '@shop/contract/tour-terms';
import { CheckboxField, SelectField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { MoneyField } from '#web/features/admin/shared/components/money-field.tsx';
import { useSaveParkFee } from '#web/features/admin/tour-terms/api/save-park-fee.ts';
import {
  ParkFeeFormSchema,
  parkFeeFormValues,
} from '#web/features/admin/tour-terms/lib/park-fee-form-schema.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toast } from '#web/lib/toast.ts';
import { ResidencyField, TravellerTypeField } from './traveller-selects';

type ParkFeeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  parks: { id: number; name: string }[];
  /** The park chosen in the table's filter, if any. */
  park: number | null;
};

/** Adds a row to the dated fee table; the same park, type, residency and date replaces it. */
export function ParkFeeDialog({ open, onOpenChange, parks, park }: ParkFeeDialogProps) {
  const { t } = useT();
  const save = useSaveParkFee();
  const done = () => onOpenChange(false);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t('adminTours.fees.add')} brand="igsum">
      {() => (
        <Form
          resolver={zodResolver(ParkFeeFormSchema)}
          defaultValues={parkFeeFormValues(park)}
          onSubmit={async (body: ParkFee) => {
            await save.mutateAsync(body);
            toast.success(t('adminTours.fees.saved'));
            done();
          }}
          refusal={{ fallback: t('adminTours.fees.saveFailed') }}
          className="mt-4 grid gap-4 sm:grid-cols-2"
        >
          <SelectField name="park" label={t('adminTours.park')} className="sm:col-span-2">
            <option value="">{t('adminTours.parks.choose')}</option>
            {parks.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
          <TravellerTypeField name="traveller_type" />
          <ResidencyField name="residency" />
          <MoneyField name="amount_usd" label={t('adminTours.usd')} />
          <MoneyField name="amount_tzs" label={t('adminTours.tzsOptional')} />
          <TextField name="valid_from" label={t('adminTours.fees.validFrom')} type="date" />
          <CheckboxField name="vat_applies" label={t('adminTours.fees.vatApplies')} className="self-end" />
          <FormActions fullRow submitLabel={t('adminTours.fees.addSubmit')} onCancel={done} />
        </Form>
      )}
    </FormDialog>
  );
}
