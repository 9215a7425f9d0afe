import { zodResolver } from '@hookform/resolvers/zod';
import { type PaymentSettings, UpdatePaymentSettingsBody } from '@shop/contract/mobile-money';
import { z } from 'zod';
import { TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { fromText } from '#web/components/form/from-text.ts';
import { usePaymentSettings } from '#web/features/admin/settings/api/get-payment-settings.ts';
import { useSavePaymentSettings } from '#web/features/admin/settings/api/save-payment-settings.ts';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { useT } from '#web/i18n/use-t.ts';
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
  const { t } = useT();
  return (
    <SettingsFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('adminSettings.rate.title')}
      className="w-[min(30rem,calc(100vw-2rem))]"
      settings={settings}
      loadFailed={t('adminSettings.rate.loadFailed')}
    >
      {(saved) => <RateFields settings={saved} onDone={() => onOpenChange(false)} />}
    </SettingsFormDialog>
  );
}

function RateFields({ settings, onDone }: { settings: PaymentSettings; onDone: () => void }) {
  const save = useSavePaymentSettings();
  const { t } = useT();
  return (
    <Form
      resolver={zodResolver(PaymentSettingsForm)}
      defaultValues={settings as PaymentSettingsValues}
      onSubmit={async (values: UpdatePaymentSettingsBody) => {
        await save.mutateAsync(values);
        toast.success(t('adminSettings.rate.saved'), {
          description: t('adminSettings.rate.savedDescription'),
        });
        onDone();
      }}
      refusal={{ fallback: t('adminSettings.rate.saveFailed') }}
      className="mt-4 grid gap-4"
    >
      <p className="text-sm text-muted">{t('adminSettings.rate.explained')}</p>
      <TextField name="usd_to_tzs_rate" label={t('adminSettings.rate.field')} inputMode="decimal" />
      <FormActions submitLabel={t('adminSettings.save')} onCancel={onDone} />
    </Form>
  );
}
