import { Mail } from 'lucide-react';
import { lazy } from 'react';
import { WhenVisible } from '#web/components/ui/when-visible.tsx';
import { apiLocale } from '#web/i18n/api-locale.ts';
import { loadSections } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';

// The form's texts load with its code (docs/i18n.md, "Sections"); the band's own are the page's.
const NewsletterForm = lazy(() =>
  Promise.all([import('./newsletter-form'), loadSections(apiLocale(), ['contact'])]).then(([m]) => ({
    default: m.NewsletterForm,
  })),
);

/** The newsletter sign-up, in the footer's dark look, placed right above the footer. */
export function NewsletterBand() {
  const { t } = useT();
  return (
    <section aria-labelledby="newsletter-title" className="on-dark bg-hero text-white">
      <div className="mx-auto grid max-w-7xl gap-6 border-b border-white/15 px-4 py-10 sm:px-6 md:grid-cols-2 md:items-center">
        <div className="flex gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white/10">
            <Mail className="size-6" aria-hidden />
          </span>
          <div>
            <h2 id="newsletter-title" className="font-display text-2xl font-bold">
              {t('newsletter.title')}
            </h2>
            <p className="mt-1 text-sm text-white/80">{t('newsletter.text')}</p>
          </div>
        </div>
        <WhenVisible className="min-h-24">
          <NewsletterForm />
        </WhenVisible>
      </div>
    </section>
  );
}
