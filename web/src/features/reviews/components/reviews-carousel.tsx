import type { Testimonial } from '@shop/contract/content';
import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useRef } from 'react';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { useT } from '#web/i18n/use-t.ts';

/**
 * Customer testimonials in a horizontally scrolling strip (swipe, scroll or the arrow buttons).
 * The screen shows it only when there is at least one.
 */
export function ReviewsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const track = useRef<HTMLUListElement>(null);
  const { t } = useT();

  function scroll(direction: 1 | -1) {
    const el = track.current;
    if (!el) return;
    const card = el.querySelector('li');
    const step = card ? card.getBoundingClientRect().width + 16 : el.clientWidth;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * step, behavior: reduce ? 'auto' : 'smooth' });
  }

  return (
    <section aria-labelledby="fursa-reviews" aria-roledescription="carousel" className="px-4 py-12 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <div className="flex items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">
              {t('testimonials.reviewsKicker')}
            </p>
            <h2 id="fursa-reviews" className="mt-1 font-display text-2xl font-bold sm:text-3xl">
              {t('testimonials.customersSay')}
            </h2>
          </div>
          {testimonials.length > 1 ? (
            <div className="flex gap-2">
              <button
                type="button"
                aria-label={t('testimonials.previousReview')}
                onClick={() => scroll(-1)}
                className="grid size-11 place-items-center rounded-full border border-line bg-raised hover:bg-sunken"
              >
                <ChevronLeft className="size-5" aria-hidden />
              </button>
              <button
                type="button"
                aria-label={t('testimonials.nextReview')}
                onClick={() => scroll(1)}
                className="grid size-11 place-items-center rounded-full border border-line bg-raised hover:bg-sunken"
              >
                <ChevronRight className="size-5" aria-hidden />
              </button>
            </div>
          ) : null}
        </div>
        <ul
          ref={track}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must be focusable so keyboard users can scroll it (axe scrollable-region-focusable)
          tabIndex={0}
          aria-label={t('testimonials.reviews')}
          className="mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 [scrollbar-width:thin]"
        >
          {testimonials.map((testimonial, index) => (
            <li
              key={testimonial.id}
              aria-roledescription="slide"
              aria-label={t('testimonials.slide', { index: index + 1, total: testimonials.length })}
              className="flex w-[85%] shrink-0 snap-start flex-col gap-4 rounded-2xl border border-line bg-raised p-5 shadow-sm sm:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.7rem)]"
            >
              <Quote className="size-6 text-accent-text" aria-hidden />
              <StarRating rating={testimonial.rating || null} />
              <blockquote className="flex-1 text-ink">{testimonial.text}</blockquote>
              <div className="flex items-center gap-3">
                <ProductImage
                  src={testimonial.image}
                  alt=""
                  width={44}
                  height={44}
                  placeholder="fursa"
                  className="size-11 rounded-full"
                />
                <div className="min-w-0">
                  <p className="truncate font-semibold">{testimonial.name}</p>
                  <p className="truncate text-sm text-muted">
                    {[testimonial.role, testimonial.location].filter(Boolean).join(' · ')}
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
