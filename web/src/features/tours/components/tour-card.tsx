import type { Tour } from '@shop/contract/tours';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';
import { Link } from '#web/lib/router/router.tsx';
import { TourFacts } from './tour-facts';

type TourCardProps = { tour: Tour; eagerImage?: boolean; action: ReactNode };

export function TourCard({ tour, eagerImage = false, action }: TourCardProps) {
  const { t, locale } = useT();
  const discounted = tour.original_price !== null && Number(tour.original_price) > Number(tour.price);
  return (
    <article
      aria-labelledby={`tour-${tour.id}-title`}
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-raised shadow-sm"
    >
      <div className="relative">
        <ProductImage
          src={tour.image_url}
          alt={tour.title}
          width={800}
          height={500}
          eager={eagerImage}
          placeholder="tour"
          className="aspect-[8/5] w-full"
        />
        {tour.is_featured ? (
          <span className="absolute top-3 left-3 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-on-accent">
            {t('tours.featured')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <TourFacts tour={tour} />
        <h3 id={`tour-${tour.id}-title`} className="mt-3 font-display text-xl font-bold text-ink sm:text-2xl">
          <Link to={paths.tourPage.href(tour.slug)} className="rounded hover:underline">
            {tour.title}
          </Link>
        </h3>
        {tour.review_count > 0 ? (
          <p className="mt-1 flex items-center gap-2 text-sm text-muted">
            <StarRating rating={tour.rating} />
            <span>{t('tours.reviews', { count: tour.review_count })}</span>
          </p>
        ) : null}
        {tour.highlights.length > 0 ? (
          <ul className="mt-4 grid gap-2 text-sm text-ink" aria-label={t('tours.highlights')}>
            {tour.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden />
                {highlight}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 line-clamp-3 text-sm text-muted">{tour.description}</p>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-6">
          <p>
            <span className="sr-only">{t('tours.price')} </span>
            <span className="text-2xl font-bold text-ink">
              {formatMoney(tour.price, tour.currency, locale)}
            </span>
            {discounted && tour.original_price ? (
              <>
                <span className="sr-only">, {t('tours.was')} </span>
                <s className="ml-2 text-sm text-muted">
                  {formatMoney(tour.original_price, tour.currency, locale)}
                </s>
              </>
            ) : null}
            <span className="block text-xs text-muted">{t('tours.perPerson')}</span>
          </p>
          {action}
        </div>
      </div>
    </article>
  );
}
