import { RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { Link } from '#web/lib/router/router.tsx';

/**
 * Shown when a screen throws or its code cannot be loaded (e.g. after a new release): its texts are
 * the common ones, which every page has loaded before any screen.
 */
export function RouteError() {
  const { t } = useT();
  return (
    <main className="grid min-h-dvh place-items-center bg-surface p-6 text-center">
      <title>{`${t('error.title')} · ${SHOP_TITLE}`}</title>
      <div className="max-w-md">
        <h1 className="font-display text-3xl font-bold">{t('error.title')}</h1>
        <p className="mt-3 text-muted">{t('error.text')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden />
            {t('error.reload')}
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home.href()} reloadDocument>
              {t('notFound.home')}
            </Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
