import { zodResolver } from '@hookform/resolvers/zod';
import { type DeliverySettings, UpdateDeliverySettingsBody } from '@shop/contract/delivery';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField, TextField } from '../../../../components/form/bound-fields';
import { fromText } from '../../../../components/form/from-text';
import { showSaveError } from '../../../../components/form/server-errors';
import { Button } from '../../../../components/ui/button';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { toast } from '../../../../lib/toast';
import { useDeliverySettings } from '../api/get-delivery-settings';
import { useSaveDeliverySettings } from '../api/save-delivery-settings';
import { SettingsFormDialog } from './settings-form-dialog';

const rules = UpdateDeliverySettingsBody.shape;

/** The contract's settings body read from the inputs; an empty COD maximum means no cap. */
const DeliverySettingsForm = z.object({
  free_delivery_over: fromText(rules.free_delivery_over),
  fee_dar_es_salaam: fromText(rules.fee_dar_es_salaam),
  fee_other_regions: fromText(rules.fee_other_regions),
  cash_on_delivery_enabled: rules.cash_on_delivery_enabled,
  // An input holds text, never the number the contract also takes (as fromText).
  cash_on_delivery_max: z
    .string()
    .transform((v) => (v.trim() === '' ? null : v))
    .pipe(rules.cash_on_delivery_max as unknown as z.ZodType<string | null, string | null>),
});
type DeliverySettingsValues = z.input<typeof DeliverySettingsForm>;

function formDefaults(settings: DeliverySettings): DeliverySettingsValues {
  return { ...settings, cash_on_delivery_max: settings.cash_on_delivery_max ?? '' };
}

type DeliverySettingsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** docs/delivery.md: the fee rule and cash on delivery, as the next checkout applies them. */
export function DeliverySettingsDialog({ open, onOpenChange }: DeliverySettingsDialogProps) {
  const settings = useDeliverySettings(open);
  return (
    <SettingsFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delivery & payment"
      className="w-[min(36rem,calc(100vw-2rem))]"
      settings={settings}
      loadFailed="The delivery settings could not be loaded."
    >
      {(saved) => <SettingsFields settings={saved} onDone={() => onOpenChange(false)} />}
    </SettingsFormDialog>
  );
}

function SettingsFields({ settings, onDone }: { settings: DeliverySettings; onDone: () => void }) {
  const id = useId();
  const save = useSaveDeliverySettings();
  const form = useForm<DeliverySettingsValues, unknown, UpdateDeliverySettingsBody>({
    resolver: zodResolver(DeliverySettingsForm),
    defaultValues: formDefaults(settings),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success('Delivery settings saved', { description: 'The next checkout uses them.' });
      onDone();
    } catch (err) {
      showSaveError(form, err, 'Failed to save the delivery settings');
    }
  });

  const f = (name: keyof DeliverySettingsValues) => `${id}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField
        form={form}
        name="free_delivery_over"
        id={f('free_delivery_over')}
        label="Free delivery from (TZS)"
        inputMode="decimal"
        className="sm:col-span-2"
      />
      <TextField
        form={form}
        name="fee_dar_es_salaam"
        id={f('fee_dar_es_salaam')}
        label="Fee Dar es Salaam (TZS)"
        inputMode="decimal"
      />
      <TextField
        form={form}
        name="fee_other_regions"
        id={f('fee_other_regions')}
        label="Fee other regions (TZS)"
        inputMode="decimal"
      />
      <CheckboxField
        form={form}
        name="cash_on_delivery_enabled"
        id={f('cash_on_delivery_enabled')}
        label="Offer cash on delivery"
        className="sm:col-span-2"
      />
      <TextField
        form={form}
        name="cash_on_delivery_max"
        id={f('cash_on_delivery_max')}
        label="Cash on delivery up to (TZS, empty for no cap)"
        inputMode="decimal"
        className="sm:col-span-2"
      />
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
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
