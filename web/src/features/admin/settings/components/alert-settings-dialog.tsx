import { zodResolver } from '@hookform/resolvers/zod';
import { type AlertSettings, DAILY_ALERTS_HOUR, UpdateAlertSettingsBody } from '@shop/contract/alerts';
import { CheckboxField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAlertSettings } from '#web/features/admin/settings/api/get-alert-settings.ts';
import { useSaveAlertSettings } from '#web/features/admin/settings/api/save-alert-settings.ts';
import { useSendDailyAlerts } from '#web/features/admin/settings/api/send-daily-alerts.ts';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { toast } from '#web/lib/toast.ts';
import { SettingsFormDialog } from './settings-form-dialog';

type AlertSettingsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

const MORNING = `${String(DAILY_ALERTS_HOUR).padStart(2, '0')}:00`;

/** docs/messages.md, "Alerts": which e-mails (and SMS) the admins get about stock and the day's sales. */
export function AlertSettingsDialog({ open, onOpenChange }: AlertSettingsDialogProps) {
  const settings = useAlertSettings(open);
  const { t } = useT();
  return (
    <SettingsFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('adminSettings.alerts')}
      className="w-[min(32rem,calc(100vw-2rem))]"
      settings={settings}
      loadFailed={t('adminSettings.alerts.loadFailed')}
    >
      {(saved) => <AlertFields settings={saved} onDone={() => onOpenChange(false)} />}
    </SettingsFormDialog>
  );
}

function AlertFields({ settings, onDone }: { settings: AlertSettings; onDone: () => void }) {
  const save = useSaveAlertSettings();
  const { t } = useT();
  return (
    <Form
      resolver={zodResolver(UpdateAlertSettingsBody)}
      defaultValues={settings}
      onSubmit={async (values: AlertSettings) => {
        await save.mutateAsync(values);
        toast.success(t('adminSettings.alerts.saved'));
        onDone();
      }}
      refusal={{ fallback: t('adminSettings.alerts.saveFailed') }}
      className="mt-4 grid gap-4"
    >
      <p className="text-sm text-muted">{t('adminSettings.alerts.explained', { time: MORNING })}</p>
      <CheckboxField name="low_stock" label={t('adminSettings.alerts.lowStock')} />
      <CheckboxField name="sold_out" label={t('adminSettings.alerts.soldOut')} />
      <CheckboxField name="daily_summary" label={t('adminSettings.alerts.dailySummary')} />
      <SendDailyAlertsNow />
      <FormActions submitLabel={t('adminSettings.save')} onCancel={onDone} />
    </Form>
  );
}

/** docs/messages.md, "Alerts": the daily alerts now, whatever the hour and the switches above. */
function SendDailyAlertsNow() {
  const send = useSendDailyAlerts();
  const { t } = useT();
  return (
    <div className="grid gap-2 rounded-lg border border-line p-3 text-sm">
      <p className="text-muted">{t('adminSettings.alerts.sendNowExplained')}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={send.isPending}
        onClick={() =>
          send.mutate(undefined, {
            onSuccess: (sent) =>
              toast.success(t('adminSettings.alerts.sentNow', { messages: sent.messages }), {
                description: t(
                  sent.low_stock_products === 0
                    ? 'adminSettings.alerts.sentNowNoLowStock'
                    : 'adminSettings.alerts.sentNowLowStock',
                  { products: sent.low_stock_products, day: sent.summary_day },
                ),
              }),
            onError: (error) =>
              toast.error(toApiError(error, t('adminSettings.alerts.sendNowFailed')).message),
          })
        }
      >
        {t('adminSettings.alerts.sendNow')}
      </Button>
    </div>
  );
}
