import type { ReactNode } from 'react';
import { manifestHref } from '#web/config/install.ts';
import { LanguageSuggestion } from '#web/i18n/language-suggestion.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { Footer } from './footer';
import { TopBar, type TopBarProps } from './top-bar';

type PageShellProps = TopBarProps & {
  children: ReactNode;
  className?: string;
};

/** A page in its brand's look: skip link, top bar, the page's main landmark and the footer. */
export function PageShell({ brand, heroRef, cartCount, onCartOpen, className, children }: PageShellProps) {
  const { t } = useT();
  return (
    <div data-brand={brand} className="flex min-h-dvh flex-col bg-surface text-ink">
      {/* The brand's installable app (docs/offline.md); React moves the link into <head>. */}
      <link rel="manifest" href={manifestHref(brand ?? 'shop')} />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-raised px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skip')}
      </a>
      <LanguageSuggestion />
      <TopBar brand={brand} heroRef={heroRef} cartCount={cartCount} onCartOpen={onCartOpen} />
      <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', className)}>
        {children}
      </main>
      <Footer brand={brand} />
    </div>
  );
}
