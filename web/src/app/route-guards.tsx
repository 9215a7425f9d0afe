import { isAdmin as hasAdminRights } from '@shop/contract/constants';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { FullPageSpinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { Navigate } from '#web/lib/router/router.tsx';

// The guarded screens are React.lazy children rendered only after the check passes, so their
// code is fetched only by people allowed to see them (a router `lazy` would load it up front).

/** The customer dashboard and checkout: visitors sign in first, admins have their own dashboard. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { user, isLoading, isAdmin } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.auth.href()} replace />;
  if (isAdmin) return <Navigate to={paths.adminDashboard.href()} replace />;
  return <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>;
}

/**
 * Admin screens: visitors go to sign in, customers to their dashboard. A role seen in the cache
 * may be old (an admin may just have granted it), so a non-admin is re-read from the server
 * before being turned away. The verdict comes from that answer itself: the cached user it
 * updates reaches this component a render later.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading, isAdmin, refetchUser } = useAuth();
  const [verdict, setVerdict] = useState<{ userId: number; admin: boolean } | null>(null);
  const userId = user?.id;
  const checked = verdict !== null && verdict.userId === userId ? verdict : null;
  const needsCheck = userId !== undefined && !isAdmin && checked === null;

  useEffect(() => {
    if (!needsCheck || userId === undefined) return;
    let current = true;
    void refetchUser().then((fresh) => {
      if (current) setVerdict({ userId, admin: hasAdminRights(fresh) });
    });
    return () => {
      current = false;
    };
  }, [needsCheck, userId, refetchUser]);

  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.auth.href()} replace />;
  if (!isAdmin && !checked?.admin) {
    if (!checked) return <FullPageSpinner label="Verifying admin access..." />;
    return <Navigate to={paths.dashboard.href()} replace />;
  }
  return <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>;
}
