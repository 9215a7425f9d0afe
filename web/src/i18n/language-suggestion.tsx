import { useState } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useSamePageIn } from './language-switch';
import { browserPrefersSwahili, chosenLocale, rememberLocale } from './locale-choice';
import { useT } from './use-t';

/**
 * A first visit to an English page from a browser that reads Swahili first is offered the
 * Swahili page, and never sent there: a crawler, or a visitor who wants English, stays where the
 * link said (docs/i18n.md). Shown after hydration, since only the browser knows its languages.
 */
export function LanguageSuggestion() {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const swahiliPage = useSamePageIn('sw');
  if (!hydrated || dismissed || locale !== 'en' || chosenLocale() || !browserPrefersSwahili()) return null;
  return (
    <div
      lang="sw"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-3 border-t border-line bg-raised px-4 py-3 text-sm text-ink shadow-lg"
    >
      <span>{t('language.suggest')}</span>
      <a
        href={swahiliPage}
        hrefLang="sw"
        onClick={() => rememberLocale('sw')}
        className="rounded-lg bg-accent px-3 py-1.5 font-semibold text-on-accent"
      >
        {t('language.suggestYes')}
      </a>
      <button
        type="button"
        lang="en"
        className="rounded-lg px-3 py-1.5 underline underline-offset-4"
        onClick={() => {
          rememberLocale('en');
          setDismissed(true);
        }}
      >
        {t('language.suggestNo')}
      </button>
    </div>
  );
}
