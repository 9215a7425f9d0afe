import { Bell, KeyRound, ScrollText, Shield, Smartphone, Truck, UserCog } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { AlertSettingsDialog } from './alert-settings-dialog';
import { AuditLogDialog } from './audit-log-dialog';
import { DeliverySettingsDialog } from './delivery-settings-dialog';
import { PaymentSettingsDialog } from './payment-settings-dialog';
import { SettingsDialog } from './settings-dialog';

export function SettingsTab() {
  const { user } = useAuth();
  const { t } = useT();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [deliveryOpen, setDeliveryOpen] = useState(false);
  const [rateOpen, setRateOpen] = useState(false);
  const [alertsOpen, setAlertsOpen] = useState(false);
  if (!user) return null;
  const fullName = user.full_name || user.profile.full_name;
  const phone = user.phone || user.profile.phone;
  const code = user.country_code || user.profile.country_code;

  return (
    <section className="grid gap-5">
      <TabHeader title={t('adminSettings.title')} description={t('adminSettings.description')} />
      <div className="grid gap-5 xl:grid-cols-[2fr_1fr]">
        <div className="rounded-xl border border-line bg-raised p-6 shadow-xs">
          <h3 className="font-display text-lg font-bold">{t('adminSettings.account')}</h3>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <Item label={t('adminSettings.username')}>{user.username}</Item>
            <Item label={t('adminSettings.email')}>{user.email}</Item>
            <Item label={t('adminSettings.fullName')}>{fullName || t('adminSettings.notSet')}</Item>
            <Item label={t('adminSettings.phone')}>
              {phone ? t('adminSettings.phoneValue', { code, phone }) : t('adminSettings.notSet')}
            </Item>
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={() => setSettingsOpen(true)}>
              <UserCog aria-hidden />
              {t('adminSettings.editProfile')}
            </Button>
            <Button variant="outline" onClick={() => setSettingsOpen(true)}>
              <KeyRound aria-hidden />
              {t('adminSettings.changePassword')}
            </Button>
            <Button variant="outline" onClick={() => setLogOpen(true)}>
              <ScrollText aria-hidden />
              {t('adminSettings.viewLogs')}
            </Button>
          </div>
        </div>
        <div className="grid content-start gap-4">
          <div className="rounded-xl border border-line bg-raised p-5 shadow-xs">
            <Truck className="size-6 text-accent-text" aria-hidden />
            <h3 className="mt-2 font-semibold">{t('adminSettings.delivery')}</h3>
            <p className="text-sm text-muted">{t('adminSettings.deliveryDescription')}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => setDeliveryOpen(true)}>
              {t('adminSettings.editDelivery')}
            </Button>
          </div>
          <div className="rounded-xl border border-line bg-raised p-5 shadow-xs">
            <Smartphone className="size-6 text-accent-text" aria-hidden />
            <h3 className="mt-2 font-semibold">{t('adminSettings.mobileMoney')}</h3>
            <p className="text-sm text-muted">{t('adminSettings.mobileMoneyDescription')}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => setRateOpen(true)}>
              {t('adminSettings.editRate')}
            </Button>
          </div>
          <div className="rounded-xl border border-line bg-raised p-5 shadow-xs">
            <Bell className="size-6 text-accent-text" aria-hidden />
            <h3 className="mt-2 font-semibold">{t('adminSettings.alerts')}</h3>
            <p className="text-sm text-muted">{t('adminSettings.alertsDescription')}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => setAlertsOpen(true)}>
              {t('adminSettings.editAlerts')}
            </Button>
          </div>
          <div className="rounded-xl border border-line bg-raised p-5 shadow-xs">
            <Shield className="size-6 text-accent-text" aria-hidden />
            <h3 className="mt-2 font-semibold">{t('adminSettings.adminAccess')}</h3>
            <p className="text-sm text-muted">{t('adminSettings.superAdministrator')}</p>
          </div>
          <div className="rounded-xl border border-line bg-raised p-5 shadow-xs">
            <h3 className="font-semibold">{t('adminSettings.permissions')}</h3>
            <p className="text-sm text-muted">{t('adminSettings.fullAccess')}</p>
          </div>
        </div>
      </div>
      <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
      <AuditLogDialog open={logOpen} onOpenChange={setLogOpen} />
      <DeliverySettingsDialog open={deliveryOpen} onOpenChange={setDeliveryOpen} />
      <PaymentSettingsDialog open={rateOpen} onOpenChange={setRateOpen} />
      <AlertSettingsDialog open={alertsOpen} onOpenChange={setAlertsOpen} />
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{children}</dd>
    </div>
  );
}
