import { ArrowLeft, Compass, Laptop } from 'lucide-react';
import type { ReactNode } from 'react';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { Link } from '#web/lib/router/router.tsx';

/** The sign-in and password screens: the shop's promise beside the form on wide screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <div className="grid min-h-dvh bg-surface text-ink lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="on-dark relative isolate hidden overflow-hidden bg-hero p-12 text-white lg:flex lg:flex-col lg:justify-end">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_30rem_at_0%_100%,rgb(201_138_43/0.45),transparent),radial-gradient(40rem_30rem_at_100%_0%,rgb(34_211_238/0.3),transparent)]"
        />
        <p className="font-display text-4xl leading-tight font-bold text-balance">{t('auth.promise')}</p>
        <ul className="mt-8 grid gap-4 text-white/85">
          <li className="flex items-start gap-3">
            <Compass className="mt-0.5 size-5 shrink-0 text-savanna-300" aria-hidden />
            {t('auth.promiseTours')}
          </li>
          <li className="flex items-start gap-3">
            <Laptop className="mt-0.5 size-5 shrink-0 text-electric-400" aria-hidden />
            {t('auth.promiseLaptops')}
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
            {t('auth.backHome')}
          </Link>
          <span className="font-display font-bold">{SHOP_TITLE}</span>
        </header>

        <main
          id="main"
          className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:px-8"
        >
          <div className="w-full max-w-md">{children}</div>
        </main>
      </div>
    </div>
  );
}
