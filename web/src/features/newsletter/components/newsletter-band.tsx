import { Mail } from 'lucide-react';
import { lazy } from 'react';
import { WhenVisible } from '#web/components/ui/when-visible.tsx';

const NewsletterForm = lazy(() => import('./newsletter-form').then((m) => ({ default: m.NewsletterForm })));

/** The newsletter sign-up, in the footer's dark look, placed right above the footer. */
export function NewsletterBand() {
  return (
    <section aria-labelledby="newsletter-title" className="on-dark bg-hero text-white">
      <div className="mx-auto grid max-w-7xl gap-6 border-b border-white/15 px-4 py-10 sm:px-6 md:grid-cols-2 md:items-center">
        <div className="flex gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white/10">
            <Mail className="size-6" aria-hidden />
          </span>
          <div>
            <h2 id="newsletter-title" className="font-display text-2xl font-bold">
              Safari news and travel offers
            </h2>
            <p className="mt-1 text-sm text-white/80">
              New departures, seasonal offers and stories from the bush, about once a month.
            </p>
          </div>
        </div>
        <WhenVisible className="min-h-24">
          <NewsletterForm />
        </WhenVisible>
      </div>
    </section>
  );
}
