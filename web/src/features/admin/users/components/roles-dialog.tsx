import {
  ADMIN_CUSTOMERS_DEFAULT_LIMIT,
  ADMIN_CUSTOMERS_MAX_LIMIT,
  type AdminCustomer,
} from '@shop/contract/admin-users';
import { Search, ShieldCheck, ShieldOff, Wallet } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { type DialogState, ListDialog } from '#web/features/admin/shared/components/list-dialog.tsx';
import { useCustomers } from '#web/features/admin/users/api/get-customers.ts';
import { useUpdateUserRole } from '#web/features/admin/users/api/update-user-role.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { formatMoney } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { StoreCreditDialog } from './store-credit-dialog';

export function RolesDialog(state: DialogState) {
  const { t } = useT();
  return (
    <ListDialog
      {...state}
      title={t('adminUsers.manageRoles')}
      description={t('adminUsers.dialogDescription')}
      className="w-[min(52rem,calc(100vw-2rem))]"
    >
      <RolesList />
    </ListDialog>
  );
}

function RolesList() {
  const id = useId();
  const { t } = useT();
  const { user } = useAuth();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<AdminCustomer | null>(null);
  const [credit, setCredit] = useState<AdminCustomer | null>(null);
  const [limit, setLimit] = useState(ADMIN_CUSTOMERS_DEFAULT_LIMIT);
  const customers = useCustomers(search, limit, true);
  const update = useUpdateUserRole();

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setLimit(ADMIN_CUSTOMERS_DEFAULT_LIMIT);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);

  function confirm() {
    if (!pending) return;
    const admin = !pending.is_admin;
    update.mutate(
      { id: pending.id, admin },
      {
        onSuccess: (changed) =>
          toast.success(t(admin ? 'adminUsers.granted' : 'adminUsers.removed'), {
            description: t(admin ? 'adminUsers.grantedDescription' : 'adminUsers.removedDescription', {
              username: changed.username,
            }),
          }),
        onError: (err) =>
          toast.error(t('adminUsers.error'), {
            description: toApiError(err, t('adminUsers.updateFailed')).message,
          }),
        onSettled: () => setPending(null),
      },
    );
  }

  return (
    <div className="mt-4 grid gap-4">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <Input
          id={`${id}-search`}
          type="search"
          aria-label={t('adminUsers.search')}
          placeholder={t('adminUsers.searchPlaceholder')}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          className="pl-9"
        />
      </div>
      {customers.isPending ? (
        <Spinner label={t('adminUsers.loading')} className="py-8" />
      ) : customers.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-900">
          {toApiError(customers.error, t('adminUsers.fetchFailed')).message}
          <Button size="sm" variant="outline" className="ml-3" onClick={() => void customers.refetch()}>
            {t('admin.tryAgain')}
          </Button>
        </div>
      ) : customers.data.length === 0 ? (
        <p className="py-8 text-center text-muted">{t('adminUsers.empty')}</p>
      ) : (
        <ul
          className={`grid gap-2 ${customers.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-label={t('adminUsers.list')}
        >
          {customers.data.map((c) => {
            const self = c.id === user?.id;
            return (
              <li
                key={c.id}
                className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <div className="min-w-0 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="text-muted">{t('adminUsers.id', { id: c.id })}</span>
                    <span className="font-semibold">{c.username}</span>
                    {c.is_admin ? (
                      <Badge tone="purple">{t('adminUsers.admin')}</Badge>
                    ) : (
                      <Badge>{t('adminUsers.customer')}</Badge>
                    )}
                    {c.is_staff && !c.is_admin ? <Badge tone="yellow">{t('adminUsers.staff')}</Badge> : null}
                  </p>
                  <p className="truncate text-muted">{c.email}</p>
                  <p className="text-muted">
                    {t('adminUsers.spending', {
                      count: c.order_count,
                      tzs: formatMoney(c.total_spent.TZS, 'TZS'),
                      usd: formatMoney(c.total_spent.USD, 'USD'),
                    })}
                  </p>
                </div>
                <div className="grid justify-items-start gap-1 sm:justify-items-end">
                  <Button size="sm" variant="outline" onClick={() => setCredit(c)}>
                    <Wallet aria-hidden />
                    {t('adminUsers.credit.open')}
                    <span className="sr-only">{t('adminUsers.forUser', { username: c.username })}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant={c.is_admin ? 'outline' : 'primary'}
                    disabled={self}
                    aria-describedby={self ? `${id}-self` : undefined}
                    onClick={() => setPending(c)}
                  >
                    {c.is_admin ? <ShieldOff aria-hidden /> : <ShieldCheck aria-hidden />}
                    {t(c.is_admin ? 'adminUsers.removeAdmin' : 'adminUsers.grantAdmin')}
                    <span className="sr-only">{t('adminUsers.forUser', { username: c.username })}</span>
                  </Button>
                  {self ? (
                    <p id={`${id}-self`} className="text-xs text-muted">
                      {t('adminUsers.rule.self')}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {customers.data && customers.data.length >= limit ? (
        limit < ADMIN_CUSTOMERS_MAX_LIMIT ? (
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() =>
              setLimit((l) => Math.min(l + ADMIN_CUSTOMERS_DEFAULT_LIMIT, ADMIN_CUSTOMERS_MAX_LIMIT))
            }
          >
            {t('adminUsers.showMore')}
          </Button>
        ) : (
          <p className="text-sm text-muted">
            {t('adminUsers.firstShown', { max: ADMIN_CUSTOMERS_MAX_LIMIT })}
          </p>
        )
      ) : null}
      <StoreCreditDialog customer={credit} onClose={() => setCredit(null)} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => {
          if (!o) setPending(null);
        }}
        title={t(pending?.is_admin ? 'adminUsers.removeTitle' : 'adminUsers.grantTitle')}
        description={
          pending?.is_admin
            ? t('adminUsers.removeDescription', { username: pending.username })
            : t('adminUsers.grantDescription', { username: pending?.username ?? '' })
        }
        confirmLabel={t(pending?.is_admin ? 'adminUsers.removeAdmin' : 'adminUsers.grantAdmin')}
        destructive={pending?.is_admin}
        busy={update.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
