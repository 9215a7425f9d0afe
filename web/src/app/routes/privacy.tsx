import { PageShell } from '#web/components/layout/page-shell.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { PrivacyNoticeView } from '#web/features/privacy/components/privacy-notice.tsx';
import { useT } from '#web/i18n/use-t.ts';

/** docs/privacy.md, "The privacy notice": public, in both languages, server-rendered. */
export function PrivacyRoute() {
  const { t } = useT();
  return (
    <PageShell>
      <title>{`${t('privacy.title')} · ${SHOP_TITLE}`}</title>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">{t('privacy.title')}</h1>
          <p className="mt-3 text-muted">{t('privacy.intro')}</p>
        </div>
        <PrivacyNoticeView />
      </div>
    </PageShell>
  );
}
