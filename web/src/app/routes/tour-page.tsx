import type { TourDetail } from '@shop/contract/tours';
import { Check } from 'lucide-react';
import { ItemScreen } from '#web/app/item-screen.tsx';
import { ItemSeo, ItemShare, itemUrls, type SeoItem } from '#web/app/item-seo.tsx';
import type { ServerReads } from '#web/app/server-reads.ts';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { BRANDS } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { BookTourButton } from '#web/features/booking/components/book-tour-button.tsx';
import { ReviewList } from '#web/features/reviews/components/review-list.tsx';
import { tourPageQuery, useTourPage } from '#web/features/tours/api/get-tour-page.ts';
import { TourFacts } from '#web/features/tours/components/tour-facts.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { usePageOrigin } from '#web/lib/page-origin.tsx';
import { useParams } from '#web/lib/router/router.tsx';
import { tourData } from '#web/lib/structured-data.ts';

function seoItem(tour: TourDetail): SeoItem {
  return {
    kind: 'tour',
    id: tour.id,
    slug: tour.slug,
    name: tour.title,
    description: tour.description,
    imageUrl: tour.image_url,
    price: { amount: tour.price, currency: tour.currency },
  };
}

/** A tour's own page (docs/seo.md): its dates with the seats left, and Book Now. */
/** The tour's read (server-reads.ts). */
export const tourPageReads: ServerReads = (_, { slug = '' }) => [tourPageQuery(slug)];

export function TourPageRoute() {
  const { slug = '' } = useParams();
  const query = useTourPage(slug);
  const origin = usePageOrigin();
  const { t, locale } = useT();
  return (
    <ItemScreen
      brand="igsum"
      query={query}
      back={{ label: t('tourPage.allTours'), href: paths.isml.href('tours') }}
    >
      {(tour) => {
        const item = seoItem(tour);
        const urls = itemUrls(origin, item, locale);
        return (
          <article
            aria-labelledby="tour-name"
            className="overflow-hidden rounded-2xl border border-line bg-raised"
          >
            <ItemSeo
              item={item}
              origin={origin}
              title={`${tour.title} · ${BRANDS.igsum.title}`}
              trail={[
                { name: t('nav.home'), path: paths.home.href() },
                { name: t('nav.tours'), path: paths.isml.href() },
              ]}
              data={tourData(tour, urls.page, urls.image)}
            />
            <ProductImage
              src={tour.image_url}
              alt={tour.title}
              width={800}
              height={500}
              eager
              placeholder="tour"
              className="aspect-[8/5] w-full"
            />
            <div className="grid gap-4 p-5 sm:p-6">
              <TourFacts tour={tour} />
              <h1 id="tour-name" className="font-display text-2xl font-bold sm:text-4xl">
                {tour.title}
              </h1>
              <StarRating rating={tour.review_count > 0 ? tour.rating : undefined} />
              <div className="flex flex-wrap items-end justify-between gap-4">
                <p>
                  <span className="text-3xl font-bold text-ink">
                    {formatMoney(tour.price, tour.currency, locale)}
                  </span>
                  <span className="block text-xs text-muted">{t('tours.perPerson')}</span>
                </p>
                <BookTourButton tour={tour} />
              </div>
              <ItemShare item={item} origin={origin} />
              <p className="whitespace-pre-line text-muted">{tour.description}</p>
              {tour.highlights.length > 0 ? (
                <section aria-labelledby="tour-highlights">
                  <h2 id="tour-highlights" className="font-semibold">
                    {t('tours.highlights')}
                  </h2>
                  <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
                    {tour.highlights.map((highlight) => (
                      <li key={highlight} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden />
                        {highlight}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <section aria-labelledby="tour-departures">
                <h2 id="tour-departures" className="font-semibold">
                  {t('tourPage.departures')}
                </h2>
                {tour.departures.length > 0 ? (
                  <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
                    {tour.departures.map((departure) => (
                      <li
                        key={departure.date}
                        className="flex justify-between gap-2 rounded-lg bg-sunken px-3 py-2"
                      >
                        <span>{formatDate(`${departure.date}T12:00:00`, locale)}</span>
                        <span
                          className={departure.seats_left > 0 ? 'text-muted' : 'font-semibold text-red-700'}
                        >
                          {departure.seats_left > 0
                            ? t('tours.seatsLeft', { count: departure.seats_left })
                            : t('tours.soldOut')}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-sm text-muted">{t('tourPage.noDates')}</p>
                )}
              </section>
              <section aria-labelledby="tour-reviews" className="grid gap-4">
                <h2 id="tour-reviews" className="font-semibold">
                  {t('reviews.heading', { count: tour.review_count })}
                </h2>
                <ReviewList reviews={tour.reviews} total={tour.review_count} item="tour" />
              </section>
            </div>
          </article>
        );
      }}
    </ItemScreen>
  );
}
