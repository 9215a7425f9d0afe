import { House } from 'lucide-react';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { Link } from '#web/lib/router/router.tsx';

export function NotFoundRoute() {
  const { t } = useT();
  return (
    <PageShell className="grid place-items-center px-4 py-20 sm:px-6">
      <title>{t('notFound.title', { shop: SHOP_TITLE })}</title>
      <div className="text-center">
        <p className="font-display text-7xl font-bold text-accent-text sm:text-8xl">404</p>
        <h1 className="mt-4 font-display text-3xl font-bold tracking-tight">{t('notFound.heading')}</h1>
        <p className="mx-auto mt-3 max-w-md text-muted">{t('notFound.text')}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to={paths.home.href()}>
            <House aria-hidden />
            {t('notFound.home')}
          </Link>
        </Button>
      </div>
    </PageShell>
  );
}
