import { BRAND_CONTACTS } from '@shop/contract/brand-contacts';
import type { PrivacyNotice as Notice } from '@shop/contract/privacy';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { usePrivacyNotice } from '#web/features/privacy/api/get-privacy-notice.ts';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate } from '#web/lib/format.ts';
import { Link } from '#web/lib/router/router.tsx';

const COLLECTED = [
  'privacy.collect.account',
  'privacy.collect.orders',
  'privacy.collect.payments',
  'privacy.collect.travellers',
  'privacy.collect.messages',
  'privacy.collect.marketing',
  'privacy.collect.security',
] as const satisfies readonly MessageKey[];

const RIGHTS = [
  'privacy.rights.see',
  'privacy.rights.correct',
  'privacy.rights.delete',
  'privacy.rights.withdraw',
  'privacy.rights.object',
  'privacy.rights.complain',
] as const satisfies readonly MessageKey[];

type Period = Notice['retention'][number]['period'];

/** "24 months", "1 day", "Erased at once", in the page's language. */
function usePeriodText() {
  const { t } = useT();
  return (period: Period) => {
    if (!period) return t('privacy.period.none');
    if (period.amount === 0) return t('privacy.period.atOnce');
    const unit = period.unit.slice(0, -1) as 'day' | 'month' | 'year';
    return period.amount === 1
      ? t(`privacy.period.${unit}1`)
      : t(`privacy.period.${period.unit}`, { amount: period.amount });
  };
}

/**
 * docs/privacy.md, "The privacy notice": drawn from the server's notice, whose recipients are the
 * providers configured and whose periods are the retention rules, so nothing here is hand-written
 * twice. The fixed words (purposes, rights) are the `privacy` texts.
 */
export function PrivacyNoticeView() {
  const { t, locale } = useT();
  const notice = usePrivacyNotice();
  const periodText = usePeriodText();
  if (notice.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-900">
        {t('privacy.loadFailed')}
        <Button size="sm" variant="outline" className="ml-3" onClick={() => void notice.refetch()}>
          {t('privacy.retry')}
        </Button>
      </div>
    );
  }
  if (!notice.data) return <Skeleton className="h-96 w-full" />;
  const { version, published_at, registration, officer, recipients, retention, backup_months } = notice.data;
  return (
    <div className="grid gap-10">
      <p className="text-sm text-muted">
        {t('privacy.version', { version, date: formatDate(published_at, locale) })}
      </p>

      <Section id="who" title={t('privacy.who.title')}>
        <p>{t('privacy.who.text')}</p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {Object.values(BRAND_CONTACTS).map((brand) => (
            <li key={brand.email} className="rounded-xl border border-line p-3 text-sm">
              <p className="font-semibold">{brand.office}</p>
              <p className="text-muted">
                {brand.phone} · <span className="break-all">{brand.email}</span>
              </p>
            </li>
          ))}
        </ul>
        {registration ? (
          <p className="mt-3 text-sm">{t('privacy.who.registration', { number: registration })}</p>
        ) : null}
        <p className="mt-3 font-semibold">{t('privacy.who.officer')}</p>
        <p className="text-sm">
          {officer.name ? `${officer.name} · ` : ''}
          <a href={`mailto:${officer.email}`} className="break-all text-accent-text underline">
            {officer.email}
          </a>
        </p>
        <p className="text-sm text-muted">{t('privacy.who.officerWrite', { email: officer.email })}</p>
      </Section>

      <Section id="collect" title={t('privacy.collect.title')}>
        <ul className="grid list-disc gap-2 pl-5">
          {COLLECTED.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </Section>

      <Section id="recipients" title={t('privacy.recipients.title')}>
        {recipients.length === 0 ? (
          <p>{t('privacy.recipients.none')}</p>
        ) : (
          <>
            <p>{t('privacy.recipients.text')}</p>
            <ul className="mt-3 grid list-disc gap-2 pl-5">
              {recipients.map((r) => (
                <li key={`${r.kind}-${r.name}`}>
                  <span className="font-semibold break-all">{r.name}</span>{' '}
                  {t(`privacy.recipients.${r.kind}`)} (
                  {t(
                    r.abroad === null
                      ? 'privacy.recipients.depends'
                      : r.abroad
                        ? 'privacy.recipients.abroad'
                        : 'privacy.recipients.inTanzania',
                  )}
                  )
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>

      <Section id="retention" title={t('privacy.retention.title')}>
        <p>{t('privacy.retention.text')}</p>
        <dl className="mt-4 grid gap-3">
          {retention.map((rule) => (
            <div key={rule.id} className="rounded-xl border border-line p-4 text-sm" data-rule={rule.id}>
              <dt className="font-semibold">{rule.data[locale]}</dt>
              <dd className="mt-1">
                <span className="font-medium">{periodText(rule.period)}</span>
                {rule.period && rule.period.amount > 0
                  ? ` ${t('privacy.retention.from', { from: rule.from[locale] })}`
                  : ''}
                {' · '}
                {rule.outcome[locale]}
              </dd>
              <dd className="mt-1 text-muted">{rule.why[locale]}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm">{t('privacy.retention.backups', { months: backup_months })}</p>
      </Section>

      <Section id="rights" title={t('privacy.rights.title')}>
        <ul className="grid list-disc gap-2 pl-5">
          {RIGHTS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <Button asChild variant="outline" className="mt-4 w-fit">
          <Link to={paths.dashboard.href()}>{t('privacy.rights.dashboard')}</Link>
        </Button>
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`privacy-${id}`}>
      <h2 id={`privacy-${id}`} className="font-display text-xl font-bold sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 leading-relaxed">{children}</div>
    </section>
  );
}
