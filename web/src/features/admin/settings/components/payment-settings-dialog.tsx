import { zodResolver } from '@hookform/resolvers/zod';
import { type PaymentSettings, UpdatePaymentSettingsBody } from '@shop/contract/mobile-money';
import { z } from 'zod';
import { TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { fromText } from '#web/components/form/from-text.ts';
import { usePaymentSettings } from '#web/features/admin/settings/api/get-payment-settings.ts';
import { useSavePaymentSettings } from '#web/features/admin/settings/api/save-payment-settings.ts';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { toast } from '#web/lib/toast.ts';
import { SettingsFormDialog } from './settings-form-dialog';

const PaymentSettingsForm = z.object({
  usd_to_tzs_rate: fromText(UpdatePaymentSettingsBody.shape.usd_to_tzs_rate),
});
type PaymentSettingsValues = z.input<typeof PaymentSettingsForm>;

type PaymentSettingsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** docs/payments.md: the USD -> TZS rate tours are charged at when paid by mobile money. */
export function PaymentSettingsDialog({ open, onOpenChange }: PaymentSettingsDialogProps) {
  const settings = usePaymentSettings(open);
  return (
    <SettingsFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mobile money rate"
      className="w-[min(30rem,calc(100vw-2rem))]"
      settings={settings}
      loadFailed="The payment settings could not be loaded."
    >
      {(saved) => <RateFields settings={saved} onDone={() => onOpenChange(false)} />}
    </SettingsFormDialog>
  );
}

function RateFields({ settings, onDone }: { settings: PaymentSettings; onDone: () => void }) {
  const save = useSavePaymentSettings();
  return (
    <Form
      resolver={zodResolver(PaymentSettingsForm)}
      defaultValues={settings as PaymentSettingsValues}
      onSubmit={async (values: UpdatePaymentSettingsBody) => {
        await save.mutateAsync(values);
        toast.success('Rate saved', { description: 'Mobile money payments started from now on use it.' });
        onDone();
      }}
      refusal={{ fallback: 'Failed to save the rate' }}
      className="mt-4 grid gap-4"
    >
      <p className="text-sm text-muted">
        Tours are priced in USD; mobile money charges TZS. Payments already started keep their rate.
      </p>
      <TextField name="usd_to_tzs_rate" label="TZS for one US dollar" inputMode="decimal" />
      <FormActions submitLabel="Save" onCancel={onDone} />
    </Form>
  );
}
