import type { User } from '@shop/contract/auth';
import { Badge } from '#web/components/ui/badge.tsx';
import { useT } from '#web/i18n/use-t.ts';

/** Account Information (docs/roles-and-ownership.md): username, email, full name, phone and the account type. */
export function AccountInfo({ user, isAdmin }: { user: User; isAdmin: boolean }) {
  const fullName = (user.profile.full_name || user.full_name).trim();
  const phone = (user.profile.phone || user.phone).trim();
  const countryCode = (user.profile.country_code || user.country_code).trim();
  const { t } = useT();
  const rows: [string, string][] = [
    [t('account.username'), user.username],
    [t('account.email'), user.email],
    [t('checkout.fullName'), fullName || t('account.notSet')],
    [t('checkout.phone'), phone ? `${countryCode} ${phone}`.trim() : t('account.notSet')],
  ];
  return (
    <dl className="grid gap-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium break-all">{value}</dd>
        </div>
      ))}
      <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted">{t('account.type')}</dt>
        <dd>
          <Badge tone={isAdmin ? 'purple' : 'blue'}>
            {isAdmin ? t('account.typeAdmin') : t('account.typeCustomer')}
          </Badge>
        </dd>
      </div>
    </dl>
  );
}
