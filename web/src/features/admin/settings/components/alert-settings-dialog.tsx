import { zodResolver } from '@hookform/resolvers/zod';
import { type AlertSettings, DAILY_ALERTS_HOUR, UpdateAlertSettingsBody } from '@shop/contract/alerts';
import { CheckboxField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { useAlertSettings } from '#web/features/admin/settings/api/get-alert-settings.ts';
import { useSaveAlertSettings } from '#web/features/admin/settings/api/save-alert-settings.ts';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { toast } from '#web/lib/toast.ts';
import { SettingsFormDialog } from './settings-form-dialog';

type AlertSettingsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

const MORNING = `${String(DAILY_ALERTS_HOUR).padStart(2, '0')}:00`;

/** docs/messages.md, "Alerts": which e-mails (and SMS) the admins get about stock and the day's sales. */
export function AlertSettingsDialog({ open, onOpenChange }: AlertSettingsDialogProps) {
  const settings = useAlertSettings(open);
  return (
    <SettingsFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Alerts"
      className="w-[min(32rem,calc(100vw-2rem))]"
      settings={settings}
      loadFailed="The alert settings could not be loaded."
    >
      {(saved) => <AlertFields settings={saved} onDone={() => onOpenChange(false)} />}
    </SettingsFormDialog>
  );
}

function AlertFields({ settings, onDone }: { settings: AlertSettings; onDone: () => void }) {
  const save = useSaveAlertSettings();
  return (
    <Form
      resolver={zodResolver(UpdateAlertSettingsBody)}
      defaultValues={settings}
      onSubmit={async (values: AlertSettings) => {
        await save.mutateAsync(values);
        toast.success('Alerts saved');
        onDone();
      }}
      refusal={{ fallback: 'Failed to save the alerts' }}
      className="mt-4 grid gap-4"
    >
      <p className="text-sm text-muted">
        Sent by e-mail to every admin, and by SMS to an admin whose profile has a Tanzanian mobile number when
        SMS is set up. The daily ones leave at {MORNING} (Tanzania time).
      </p>
      <CheckboxField name="low_stock" label={`Low stock: each morning, the products to restock`} />
      <CheckboxField name="sold_out" label="Sold out: at once, when a sale takes the last unit" />
      <CheckboxField name="daily_summary" label="Daily summary: yesterday's orders, bookings and revenue" />
      <FormActions submitLabel="Save" onCancel={onDone} />
    </Form>
  );
}
