import { zodResolver } from '@hookform/resolvers/zod';
import { type DeliverySettings, UpdateDeliverySettingsBody } from '@shop/contract/delivery';
import { z } from 'zod';
import { CheckboxField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { fromText } from '#web/components/form/from-text.ts';
import { useDeliverySettings } from '#web/features/admin/settings/api/get-delivery-settings.ts';
import { useSaveDeliverySettings } from '#web/features/admin/settings/api/save-delivery-settings.ts';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { toast } from '#web/lib/toast.ts';
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
  const { t } = useT();
  return (
    <SettingsFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('adminSettings.delivery')}
      className="w-[min(36rem,calc(100vw-2rem))]"
      settings={settings}
      loadFailed={t('adminSettings.delivery.loadFailed')}
    >
      {(saved) => <SettingsFields settings={saved} onDone={() => onOpenChange(false)} />}
    </SettingsFormDialog>
  );
}

function SettingsFields({ settings, onDone }: { settings: DeliverySettings; onDone: () => void }) {
  const save = useSaveDeliverySettings();
  const { t } = useT();
  return (
    <Form
      resolver={zodResolver(DeliverySettingsForm)}
      defaultValues={formDefaults(settings)}
      onSubmit={async (values: UpdateDeliverySettingsBody) => {
        await save.mutateAsync(values);
        toast.success(t('adminSettings.delivery.saved'), {
          description: t('adminSettings.delivery.savedDescription'),
        });
        onDone();
      }}
      refusal={{ fallback: t('adminSettings.delivery.saveFailed') }}
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      <TextField
        name="free_delivery_over"
        label={t('adminSettings.delivery.freeOver')}
        inputMode="decimal"
        className="sm:col-span-2"
      />
      <TextField name="fee_dar_es_salaam" label={t('adminSettings.delivery.feeDar')} inputMode="decimal" />
      <TextField name="fee_other_regions" label={t('adminSettings.delivery.feeOther')} inputMode="decimal" />
      <CheckboxField
        name="cash_on_delivery_enabled"
        label={t('adminSettings.delivery.cod')}
        className="sm:col-span-2"
      />
      <TextField
        name="cash_on_delivery_max"
        label={t('adminSettings.delivery.codMax')}
        inputMode="decimal"
        className="sm:col-span-2"
      />
      <FormActions submitLabel={t('adminSettings.save')} onCancel={onDone} fullRow />
    </Form>
  );
}
