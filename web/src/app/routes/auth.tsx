import { ArrowLeft, Compass, Laptop } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { FullPageSpinner } from '../../components/ui/spinner';
import { SHOP_TITLE } from '../../config/brands';
import { paths } from '../../config/paths';
import { CreateAccountForm } from '../../features/auth/components/create-account-form';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useAuth } from '../../lib/auth';

type Mode = 'sign-in' | 'create-account';

function isMode(value: string): value is Mode {
  return value === 'sign-in' || value === 'create-account';
}

const tabClass =
  'h-10 flex-1 rounded-md px-3 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:bg-raised data-[state=active]:text-ink data-[state=active]:shadow-sm';

export function AuthRoute() {
  const { user, isLoading, isAdmin } = useAuth();
  const [mode, setMode] = useState<Mode>('sign-in');

  if (isLoading) return <FullPageSpinner />;
  // Also where a fresh sign-in or sign-up lands: admins on their dashboard, everyone else on theirs.
  if (user) return <Navigate to={isAdmin ? paths.adminDashboard.href() : paths.dashboard.href()} replace />;

  return (
    <div className="grid min-h-dvh bg-surface text-ink lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <title>{`${mode === 'sign-in' ? 'Sign In' : 'Create Account'} · ${SHOP_TITLE}`}</title>

      <aside className="on-dark relative isolate hidden overflow-hidden bg-hero p-12 text-white lg:flex lg:flex-col lg:justify-end">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_30rem_at_0%_100%,rgb(201_138_43/0.45),transparent),radial-gradient(40rem_30rem_at_100%_0%,rgb(34_211_238/0.3),transparent)]"
        />
        <p className="font-display text-4xl leading-tight font-bold text-balance">
          One account for safaris, Tanzanian crafts and laptops.
        </p>
        <ul className="mt-8 grid gap-4 text-white/85">
          <li className="flex items-start gap-3">
            <Compass className="mt-0.5 size-5 shrink-0 text-savanna-300" aria-hidden />
            Book IGSUM tours and keep track of every booking.
          </li>
          <li className="flex items-start gap-3">
            <Laptop className="mt-0.5 size-5 shrink-0 text-electric-400" aria-hidden />
            Fill your FURSA cart and wishlist, and follow your orders.
          </li>
        </ul>
      </aside>

      <div className="flex flex-col">
        <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
          <Link
            to={paths.home.href()}
            className="inline-flex h-11 items-center gap-2 rounded-lg px-2 font-medium text-muted hover:text-ink"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to home
          </Link>
          <span className="font-display font-bold">{SHOP_TITLE}</span>
        </header>

        <main
          id="main"
          className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:px-8"
        >
          <div className="w-full max-w-md">
            <h1 className="font-display text-3xl font-bold tracking-tight">
              {mode === 'sign-in' ? 'Welcome back' : 'Create your account'}
            </h1>
            <p className="mt-2 text-muted">
              {mode === 'sign-in'
                ? 'Sign in to see your bookings, cart and orders.'
                : 'It takes a minute, and works for both IGSUM and FURSA.'}
            </p>

            <Tabs.Root
              value={mode}
              onValueChange={(value) => isMode(value) && setMode(value)}
              className="mt-6"
            >
              <Tabs.List aria-label="Account" className="flex gap-1 rounded-lg bg-sunken p-1">
                <Tabs.Trigger value="sign-in" className={tabClass}>
                  Sign In
                </Tabs.Trigger>
                <Tabs.Trigger value="create-account" className={tabClass}>
                  Create Account
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
              {mode === 'sign-in' ? "Don't have an account? " : 'Already have an account? '}
              <button
                type="button"
                onClick={() => setMode(mode === 'sign-in' ? 'create-account' : 'sign-in')}
                className="rounded font-semibold text-accent-text underline underline-offset-4 hover:no-underline"
              >
                {mode === 'sign-in' ? 'Create one' : 'Sign in instead'}
              </button>
            </p>
          </div>
        </main>
      </div>
    </div>
  );
}
