import { Bell, KeyRound, ScrollText, Shield, Smartphone, Truck, UserCog } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { AlertSettingsDialog } from './alert-settings-dialog';
import { AuditLogDialog } from './audit-log-dialog';
import { DeliverySettingsDialog } from './delivery-settings-dialog';
import { PaymentSettingsDialog } from './payment-settings-dialog';
import { SettingsDialog } from './settings-dialog';

export function SettingsTab() {
  const { user } = useAuth();
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
      <TabHeader title="Settings" description="Your admin account and the record of admin actions." />
      <div className="grid gap-5 xl:grid-cols-[2fr_1fr]">
        <div className="rounded-xl border border-line bg-raised p-6 shadow-xs">
          <h3 className="font-display text-lg font-bold">Account Information</h3>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <Item label="Username">{user.username}</Item>
            <Item label="Email">{user.email}</Item>
            <Item label="Full name">{fullName || 'Not set'}</Item>
            <Item label="Phone">{phone ? `${code} ${phone}` : 'Not set'}</Item>
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={() => setSettingsOpen(true)}>
              <UserCog aria-hidden />
              Edit Profile &amp; Credentials
            </Button>
            <Button variant="outline" onClick={() => setSettingsOpen(true)}>
              <KeyRound aria-hidden />
              Change Password
            </Button>
            <Button variant="outline" onClick={() => setLogOpen(true)}>
              <ScrollText aria-hidden />
              View Logs
            </Button>
          </div>
        </div>
        <div className="grid content-start gap-4">
          <div className="rounded-xl border border-line bg-raised p-5 shadow-xs">
            <Truck className="size-6 text-accent-text" aria-hidden />
            <h3 className="mt-2 font-semibold">Delivery &amp; payment</h3>
            <p className="text-sm text-muted">Laptop delivery fees and cash on delivery.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => setDeliveryOpen(true)}>
              Edit delivery &amp; payment
            </Button>
          </div>
          <div className="rounded-xl border border-line bg-raised p-5 shadow-xs">
            <Smartphone className="size-6 text-accent-text" aria-hidden />
            <h3 className="mt-2 font-semibold">Mobile money</h3>
            <p className="text-sm text-muted">The USD to TZS rate tours are charged at.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => setRateOpen(true)}>
              Edit the rate
            </Button>
          </div>
          <div className="rounded-xl border border-line bg-raised p-5 shadow-xs">
            <Bell className="size-6 text-accent-text" aria-hidden />
            <h3 className="mt-2 font-semibold">Alerts</h3>
            <p className="text-sm text-muted">Low stock, sold out and the daily summary.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => setAlertsOpen(true)}>
              Edit alerts
            </Button>
          </div>
          <div className="rounded-xl border border-line bg-raised p-5 shadow-xs">
            <Shield className="size-6 text-accent-text" aria-hidden />
            <h3 className="mt-2 font-semibold">Admin Access</h3>
            <p className="text-sm text-muted">Super Administrator</p>
          </div>
          <div className="rounded-xl border border-line bg-raised p-5 shadow-xs">
            <h3 className="font-semibold">Permissions</h3>
            <p className="text-sm text-muted">Full access to all system features</p>
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
