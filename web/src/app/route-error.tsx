import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

/** Shown when a screen throws or its code cannot be loaded (e.g. after a new release). */
export function RouteError() {
  return (
    <main className="grid min-h-dvh place-items-center bg-surface p-6 text-center">
      <title>Something went wrong · IGSUM &amp; FURSA</title>
      <div className="max-w-md">
        <h1 className="font-display text-3xl font-bold">Something went wrong</h1>
        <p className="mt-3 text-muted">An unexpected error occurred. Please try again.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden />
            Reload page
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home.href()} reloadDocument>
              Return to Home
            </Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
