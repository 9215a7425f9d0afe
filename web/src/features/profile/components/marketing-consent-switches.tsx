import type { MarketingChannel, MarketingConsent } from '@shop/contract/marketing';
import { useId } from 'react';
import {
  useMarketingConsent,
  useUpdateMarketingConsent,
} from '#web/features/profile/api/marketing-consent.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';

const LABELS = { sms: 'auth.consent.sms', email: 'auth.consent.email' } as const;

/**
 * docs/marketing-consent.md: one switch per channel, with the words asked at sign-up and when the
 * answer was given. A switch sends one channel only (`PUT /api/marketing/consent/`).
 */
export function MarketingConsentSwitches() {
  const consent = useMarketingConsent();
  const { t } = useT();
  if (consent.isError) return <p className="text-sm text-muted">{t('account.consent.loadFailed')}</p>;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted">{t('account.consent.intro')}</p>
      {(['sms', 'email'] as const).map((channel) => (
        <ConsentSwitch key={channel} channel={channel} consent={consent.data} />
      ))}
    </div>
  );
}

function ConsentSwitch({
  channel,
  consent,
}: {
  channel: MarketingChannel;
  consent: MarketingConsent | undefined;
}) {
  const update = useUpdateMarketingConsent();
  const { t, locale } = useT();
  const id = useId();
  const state = consent?.[channel];
  const on = state?.granted ?? false;
  const when = state?.updated_at
    ? t(on ? 'account.consent.since' : 'account.consent.stoppedOn', {
        date: formatDate(state.updated_at, locale),
      })
    : t('account.consent.never');
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-line p-3">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium">
          {t(LABELS[channel])}
        </p>
        <p id={`${id}-when`} className="mt-0.5 text-xs text-muted">
          {state ? when : null}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-when`}
        disabled={!state || update.isPending}
        onClick={() =>
          update.mutate(
            { [channel]: !on },
            {
              onError: () =>
                toast.error(t('account.consent.saveFailed'), {
                  description: t('account.consent.saveFailedText'),
                }),
            },
          )
        }
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-line transition-colors aria-checked:bg-brand disabled:opacity-60"
      >
        <span
          aria-hidden
          className={`ml-1 size-5 rounded-full bg-raised shadow transition-transform ${on ? 'translate-x-5' : ''}`}
        />
      </button>
    </div>
  );
}
