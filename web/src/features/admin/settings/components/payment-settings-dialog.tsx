import { zodResolver } from '@hookform/resolvers/zod';
import { type PaymentSettings, UpdatePaymentSettingsBody } from '@shop/contract/mobile-money';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../../components/form/bound-fields';
import { fromText } from '../../../../components/form/from-text';
import { showSaveError } from '../../../../components/form/server-errors';
import { Button } from '../../../../components/ui/button';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { toast } from '../../../../lib/toast';
import { usePaymentSettings } from '../api/get-payment-settings';
import { useSavePaymentSettings } from '../api/save-payment-settings';
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
  const id = useId();
  const save = useSavePaymentSettings();
  const form = useForm<PaymentSettingsValues, unknown, UpdatePaymentSettingsBody>({
    resolver: zodResolver(PaymentSettingsForm),
    defaultValues: settings,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success('Rate saved', { description: 'Mobile money payments started from now on use it.' });
      onDone();
    } catch (err) {
      showSaveError(form, err, 'Failed to save the rate');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      <p className="text-sm text-muted">
        Tours are priced in USD; mobile money charges TZS. Payments already started keep their rate.
      </p>
      <TextField
        form={form}
        name="usd_to_tzs_rate"
        id={`${id}-usd_to_tzs_rate`}
        label="TZS for one US dollar"
        inputMode="decimal"
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" className="mt-2" onClick={onDone}>
          Cancel
        </Button>
        <div className="sm:w-48">
          <SubmitButton busy={save.isPending}>Save</SubmitButton>
        </div>
      </div>
    </form>
  );
}
