import {
  ADMIN_CUSTOMERS_DEFAULT_LIMIT,
  ADMIN_CUSTOMERS_MAX_LIMIT,
  type AdminCustomer,
} from '@shop/contract/admin-users';
import { Search, ShieldCheck, ShieldOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useCustomers } from '#web/features/admin/users/api/get-customers.ts';
import { useUpdateUserRole } from '#web/features/admin/users/api/update-user-role.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { formatMoney } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';

export function RolesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="w-[min(52rem,calc(100vw-2rem))]" aria-describedby={undefined}>
        <DialogTitle className="pr-10 font-display text-xl font-bold">Manage User Roles</DialogTitle>
        <p className="mt-1 text-sm text-muted">
          Admins can manage the whole shop. Granting admin gives both staff and superuser rights.
        </p>
        {open ? <RolesList /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RolesList() {
  const id = useId();
  const { user } = useAuth();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<AdminCustomer | null>(null);
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
          toast.success(admin ? 'Admin role granted' : 'Admin role removed', {
            description: `${changed.username} ${admin ? 'is now an admin' : 'is no longer an admin'}.`,
          }),
        onError: (err) =>
          toast.error('Error', { description: toApiError(err, 'Failed to update user role').message }),
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
          aria-label="Search users by username or email"
          placeholder="Search by username or email..."
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          className="pl-9"
        />
      </div>
      {customers.isPending ? (
        <Spinner label="Loading users..." className="py-8" />
      ) : customers.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-900">
          {toApiError(customers.error, 'Failed to fetch customers').message}
          <Button size="sm" variant="outline" className="ml-3" onClick={() => void customers.refetch()}>
            Try Again
          </Button>
        </div>
      ) : customers.data.length === 0 ? (
        <p className="py-8 text-center text-muted">No users found</p>
      ) : (
        <ul className={`grid gap-2 ${customers.isPlaceholderData ? 'opacity-60' : ''}`} aria-label="Users">
          {customers.data.map((c) => {
            const self = c.id === user?.id;
            return (
              <li
                key={c.id}
                className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <div className="min-w-0 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="text-muted">#{c.id}</span>
                    <span className="font-semibold">{c.username}</span>
                    {c.is_admin ? <Badge tone="purple">Admin</Badge> : <Badge>Customer</Badge>}
                    {c.is_staff && !c.is_admin ? <Badge tone="yellow">Staff</Badge> : null}
                  </p>
                  <p className="truncate text-muted">{c.email}</p>
                  <p className="text-muted">
                    {c.order_count} order{c.order_count === 1 ? '' : 's'} · spent{' '}
                    {formatMoney(c.total_spent.TZS, 'TZS')} and {formatMoney(c.total_spent.USD, 'USD')}
                  </p>
                </div>
                <div className="grid justify-items-start gap-1 sm:justify-items-end">
                  <Button
                    size="sm"
                    variant={c.is_admin ? 'outline' : 'primary'}
                    disabled={self}
                    aria-describedby={self ? `${id}-self` : undefined}
                    onClick={() => setPending(c)}
                  >
                    {c.is_admin ? <ShieldOff aria-hidden /> : <ShieldCheck aria-hidden />}
                    {c.is_admin ? 'Remove Admin' : 'Grant Admin'}
                    <span className="sr-only"> for {c.username}</span>
                  </Button>
                  {self ? (
                    <p id={`${id}-self`} className="text-xs text-muted">
                      You cannot remove your own admin role.
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
            Show more users
          </Button>
        ) : (
          <p className="text-sm text-muted">
            The first {ADMIN_CUSTOMERS_MAX_LIMIT} users are shown: search to find the others.
          </p>
        )
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => {
          if (!o) setPending(null);
        }}
        title={pending?.is_admin ? 'Remove admin role?' : 'Grant admin role?'}
        description={
          pending?.is_admin
            ? `${pending.username} will lose access to the admin dashboard.`
            : `${pending?.username ?? ''} will get full access to the admin dashboard.`
        }
        confirmLabel={pending?.is_admin ? 'Remove Admin' : 'Grant Admin'}
        destructive={pending?.is_admin}
        busy={update.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
