import { House } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';

export function NotFoundRoute() {
  return (
    <PageShell className="grid place-items-center px-4 py-20 sm:px-6">
      <title>{`Page not found · ${SHOP_TITLE}`}</title>
      <div className="text-center">
        <p className="font-display text-7xl font-bold text-accent-text sm:text-8xl">404</p>
        <h1 className="mt-4 font-display text-3xl font-bold tracking-tight">Oops! Page not found</h1>
        <p className="mx-auto mt-3 max-w-md text-muted">
          The page you are looking for does not exist or may have moved.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to={paths.home.href()}>
            <House aria-hidden />
            Return to Home
          </Link>
        </Button>
      </div>
    </PageShell>
  );
}
