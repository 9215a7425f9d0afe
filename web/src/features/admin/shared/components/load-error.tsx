import { AlertTriangle } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { Link } from '#web/lib/router/router.tsx';

/** docs/admin-dashboard.md, a tab that fails to load: a message per status, the code and Try Again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useT();
  const { status, message: serverMessage } = toApiError(error, t('admin.loadError.fallback'));
  let message: string;
  let hint: string | null = null;
  if (status === 401) {
    message = t('admin.loadError.401');
    hint = t('admin.loadError.401Hint');
  } else if (status === 403) {
    message = t('admin.loadError.403');
    hint = t('admin.loadError.403Hint');
  } else if (status !== null && status >= 500) {
    message = t('admin.loadError.5xx');
  } else {
    message = serverMessage;
  }
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-950">
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-6 shrink-0 text-red-700" aria-hidden />
        <div className="min-w-0">
          <h2 className="font-display text-lg font-bold">{t('admin.loadError.title')}</h2>
          <p className="mt-1">{message}</p>
          {hint ? <p className="mt-1 text-sm">{hint}</p> : null}
          <p className="mt-2 text-sm">
            {t('admin.loadError.code', { code: status ?? t('admin.loadError.network') })}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={onRetry}>{t('admin.tryAgain')}</Button>
            {status === 401 ? (
              <Button asChild variant="outline">
                <Link to={paths.auth.href()}>{t('admin.goToLogin')}</Link>
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
