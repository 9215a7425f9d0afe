import { PageShell } from '#web/components/layout/page-shell.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { API_BASE_URL, API_TIMEOUT_MS, HEALTH_CHECK_TIMEOUT_MS } from '#web/config/constants.ts';
import { BackendStatus } from '#web/features/connection-test/components/backend-status.tsx';
import { CheckRunner } from '#web/features/connection-test/components/check-runner.tsx';
import { useT } from '#web/i18n/use-t.ts';

/** A developer page: is the API reachable from this browser, and does it serve data? */
export function ConnectionTestRoute() {
  const apiUrl = new URL(API_BASE_URL, window.location.origin).href;
  const { t } = useT();
  return (
    <PageShell className="px-4 py-10 sm:px-6 sm:py-14">
      <title>{t('connection.title', { shop: SHOP_TITLE })}</title>
      <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
        <header>
          <h1 className="font-display text-3xl font-bold text-ink">{t('connection.heading')}</h1>
          <p className="mt-2 text-muted">{t('connection.intro')}</p>
          <dl className="mt-4 grid gap-2 rounded-2xl border border-line bg-raised p-4 text-sm sm:grid-cols-[12rem_1fr]">
            <dt className="text-muted">{t('connection.baseUrl')}</dt>
            <dd>
              <code className="break-all text-ink">{apiUrl}</code>
            </dd>
            <dt className="text-muted">{t('connection.timeout')}</dt>
            <dd className="text-ink">
              {t('connection.timeouts', {
                api: API_TIMEOUT_MS / 1000,
                health: HEALTH_CHECK_TIMEOUT_MS / 1000,
              })}
            </dd>
          </dl>
        </header>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          <CheckRunner />
          <BackendStatus />
        </div>
      </div>
    </PageShell>
  );
}
