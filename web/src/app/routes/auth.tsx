import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { AuthLayout } from '#web/components/layout/auth-layout.tsx';
import { FullPageSpinner } from '#web/components/ui/spinner.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { CreateAccountForm } from '#web/features/auth/components/create-account-form.tsx';
import { SignInForm } from '#web/features/auth/components/sign-in-form.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { Navigate } from '#web/lib/router/router.tsx';

type Mode = 'sign-in' | 'create-account';

function isMode(value: string): value is Mode {
  return value === 'sign-in' || value === 'create-account';
}

const tabClass =
  'h-10 flex-1 rounded-md px-3 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:bg-raised data-[state=active]:text-ink data-[state=active]:shadow-sm';

export function AuthRoute() {
  const { user, isLoading, isAdmin } = useAuth();
  const [mode, setMode] = useState<Mode>('sign-in');
  const { t } = useT();
  const signIn = mode === 'sign-in';

  if (isLoading) return <FullPageSpinner />;
  // Also where a fresh sign-in or sign-up lands: admins on their dashboard, everyone else on theirs.
  if (user) return <Navigate to={isAdmin ? paths.adminDashboard.href() : paths.dashboard.href()} replace />;

  return (
    <AuthLayout>
      <title>{`${t(signIn ? 'nav.signIn' : 'auth.createAccount')} · ${SHOP_TITLE}`}</title>
      <h1 className="font-display text-3xl font-bold tracking-tight">
        {t(signIn ? 'auth.welcomeBack' : 'auth.createYours')}
      </h1>
      <p className="mt-2 text-muted">{t(signIn ? 'auth.signInIntro' : 'auth.createIntro')}</p>

      <Tabs.Root value={mode} onValueChange={(value) => isMode(value) && setMode(value)} className="mt-6">
        <Tabs.List aria-label={t('auth.account')} className="flex gap-1 rounded-lg bg-sunken p-1">
          <Tabs.Trigger value="sign-in" className={tabClass}>
            {t('nav.signIn')}
          </Tabs.Trigger>
          <Tabs.Trigger value="create-account" className={tabClass}>
            {t('auth.createAccount')}
          </Tabs.Trigger>
        </Tabs.List>
        <div className="mt-6 rounded-2xl border border-line bg-raised p-5 shadow-sm sm:p-6">
          <Tabs.Content value="sign-in">
            <SignInForm />
          </Tabs.Content>
          <Tabs.Content value="create-account">
            <CreateAccountForm />
          </Tabs.Content>
        </div>
      </Tabs.Root>

      <p className="mt-6 text-center text-sm text-muted">
        {t(signIn ? 'auth.noAccount' : 'auth.haveAccount')}{' '}
        <button
          type="button"
          onClick={() => setMode(mode === 'sign-in' ? 'create-account' : 'sign-in')}
          className="rounded font-semibold text-accent-text underline underline-offset-4 hover:no-underline"
        >
          {t(signIn ? 'auth.createOne' : 'auth.signInInstead')}
        </button>
      </p>
    </AuthLayout>
  );
}
