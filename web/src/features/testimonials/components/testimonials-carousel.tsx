import type { BusinessType } from '@shop/contract/common';
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { TESTIMONIAL_ROTATE_MS } from '#web/config/constants.ts';
import { useTestimonials } from '#web/features/testimonials/api/get-testimonials.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { FALLBACK_TESTIMONIALS } from './fallback-testimonials';

type Story = { id: number; name: string; role: string; location: string; rating: number; text: string };

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A rotating carousel (WAI-ARIA carousel pattern): it stops while hovered or focused and has a
 * pause button; the live region speaks only when the visitor moves it, not on every rotation.
 */
export function TestimonialsCarousel({ businessType }: { businessType: BusinessType }) {
  const { t } = useT();
  const { data, isPending } = useTestimonials(businessType);
  // A failed load falls back to the static stories too: the section should never be empty.
  const stories: readonly Story[] = data && data.length > 0 ? data : isPending ? [] : FALLBACK_TESTIMONIALS;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const count = stories.length;
  const rotating = !paused && !hovered && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), TESTIMONIAL_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  const current = count > 0 ? stories[index % count] : undefined;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('testimonials.label')}
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHovered(false);
      }}
    >
      <div
        aria-live={rotating ? 'off' : 'polite'}
        className="relative min-h-72 rounded-3xl border border-line bg-raised p-6 shadow-sm sm:min-h-64 sm:p-10"
      >
        {current ? (
          // The WAI-ARIA carousel pattern names each slide as a group; a figure may not take that role
          // (axe aria-allowed-role), so a div holds it around the figure.
          // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not a slide
          <div
            key={current.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('testimonials.slide', { index: (index % count) + 1, total: count })}
            className="animate-fade-in"
          >
            <figure>
              <Quote className="size-8 text-accent-text" aria-hidden />
              <StarRating rating={current.rating || undefined} className="mt-3" />
              <blockquote className="mt-4 font-display text-lg text-pretty text-ink sm:text-xl">
                “{current.text}”
              </blockquote>
              <figcaption className="mt-5">
                <span className="font-semibold text-ink">{current.name}</span>
                {current.role || current.location ? (
                  <span className="block text-sm text-muted">
                    {[current.role, current.location].filter(Boolean).join(' · ')}
                  </span>
                ) : null}
              </figcaption>
            </figure>
          </div>
        ) : (
          <div aria-hidden className="grid gap-3">
            <div className="h-8 w-8 animate-pulse rounded bg-sunken" />
            <div className="h-4 w-28 animate-pulse rounded bg-sunken" />
            <div className="h-20 animate-pulse rounded bg-sunken" />
            <div className="h-4 w-40 animate-pulse rounded bg-sunken" />
          </div>
        )}
      </div>
      {count > 1 ? (
        <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setPaused((p) => !p)}
            aria-label={t(paused ? 'testimonials.play' : 'testimonials.pause')}
          >
            {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('testimonials.previous')}
            onClick={() => setIndex((i) => (i - 1 + count) % count)}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <ul className="flex items-center">
            {stories.map((story, i) => (
              <li key={story.id}>
                <button
                  type="button"
                  aria-label={t('testimonials.show', { index: i + 1, total: count })}
                  aria-current={i === index % count ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                  className="grid size-9 place-items-center rounded-full"
                >
                  <span
                    aria-hidden
                    className={cn(
                      'block size-2.5 rounded-full transition-colors',
                      i === index % count ? 'bg-brand' : 'bg-line',
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('testimonials.next')}
            onClick={() => setIndex((i) => (i + 1) % count)}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      ) : null}
    </section>
  );
}
