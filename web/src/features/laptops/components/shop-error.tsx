import type { Locale } from '@shop/contract/locale';
import { House, RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { type Translate, useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { isApiRequestError } from '#web/lib/api-request-error.ts';
import { Link } from '#web/lib/router/router.tsx';

/**
 * docs/forms-and-messages.md, shop load error: what went wrong, in the words the catalogue error
 * uses. axios and a script's own errors speak English: a Swahili page says its own words instead
 * (docs/i18n.md), that no answer came or that the error is unknown.
 */
export function shopErrorText(
  error: unknown,
  t: Translate,
  locale: Locale = 'en',
): { title: string; detail?: string } {
  if (isApiRequestError(error) && !error.response) {
    if (error.code === 'ERR_NETWORK') return { title: t('fursa.error.offline') };
    return {
      title: t('fursa.error.failed'),
      detail: locale === 'en' ? error.message : t('fursa.error.offline'),
    };
  }
  const { status, message } = toApiError(
    error,
    locale === 'en' && error instanceof Error ? error.message : t('fursa.error.unknown'),
  );
  return {
    title: t('fursa.error.failed'),
    detail: status !== null ? t('fursa.error.detail', { message, status }) : message,
  };
}

export function ShopError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t, locale } = useT();
  const { title, detail } = shopErrorText(error, t, locale);
  return (
    <div
      role="alert"
      className="mx-auto grid max-w-lg justify-items-center gap-4 rounded-2xl border border-line bg-raised p-8 text-center shadow-sm"
    >
      <span className="grid size-14 place-items-center rounded-full bg-red-50 text-danger">
        <WifiOff className="size-7" aria-hidden />
      </span>
      <h2 className="font-display text-xl font-bold">{title}</h2>
      {detail ? <p className="text-muted">{detail}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden />
          {t('shop.retry')}
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home.href()}>
            <House aria-hidden />
            {t('fursa.error.home')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
