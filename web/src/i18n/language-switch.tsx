import { LOCALES, type Locale } from '@shop/contract/locale';
import { pathInLocale } from '@shop/contract/locale-path';
import { Languages } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { useLocation } from '#web/lib/router/router.tsx';
import { rememberLocale } from './locale-choice';
import { useT } from './use-t';

/** The address of the page on screen in `locale`, with its query and section. */
export function useSamePageIn(locale: Locale): string {
  // Under the router's basename: the path of the page without its language's prefix.
  const { pathname, search, hash } = useLocation();
  return pathInLocale(pathname, locale) + search + hash;
}

/**
 * The top bar's link to the same page in the other language. A full page load, not a route
 * change: the page is drawn again by the server in that language (docs/i18n.md).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, locale } = useT();
  const other = LOCALES.find((l) => l !== locale) ?? locale;
  const href = useSamePageIn(other);
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={t('language.switchToLabel')}
      onClick={() => rememberLocale(other)}
      className={cn('inline-flex h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium', className)}
    >
      <Languages className="size-5" aria-hidden />
      {t('language.switchTo')}
    </a>
  );
}
