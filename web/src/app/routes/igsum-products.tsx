import { Phone } from 'lucide-react';
import type { ServerReads } from '#web/app/server-reads.ts';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { BRANDS } from '#web/config/brands.ts';
import { BRAND_CONTACTS, telHref } from '#web/config/constants.ts';
import { igsumCategoriesQuery } from '#web/features/igsum-products/api/get-igsum-product-categories.ts';
import { igsumFiltersOf, igsumProductsQuery } from '#web/features/igsum-products/api/get-igsum-products.ts';
import { IgsumCatalogue } from '#web/features/igsum-products/components/igsum-catalogue.tsx';
import { NewsletterBand } from '#web/features/newsletter/components/newsletter-band.tsx';
import { useWishlistHearts } from '#web/features/wishlist/hooks/use-wishlist-hearts.ts';
import { useT } from '#web/i18n/use-t.ts';

/** What the catalogue reads (server-reads.ts). */
export const igsumProductsReads: ServerReads = (search) => [
  igsumProductsQuery(igsumFiltersOf(search)),
  igsumCategoriesQuery,
];

export function IgsumProductsRoute() {
  const { phone } = BRAND_CONTACTS.igsum;
  const hearts = useWishlistHearts('igsum', { nameInToast: true });
  const { t } = useT();
  return (
    <PageShell brand="igsum">
      <title>{`${t('igsum.title')} · ${BRANDS.igsum.title}`}</title>
      <section aria-labelledby="products-title" className="on-dark bg-hero text-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold tracking-widest text-savanna-300 uppercase">
            {t('igsum.kicker')}
          </p>
          <h1 id="products-title" className="mt-2 font-display text-3xl font-bold text-balance sm:text-5xl">
            {t('igsum.heading')}
          </h1>
          <p className="mt-3 max-w-2xl text-white/85">{t('igsum.intro')}</p>
          {/* The link is the whole sentence: Lingui's <Trans> would put its code on every page. */}
          <p className="mt-1 max-w-2xl text-white/85">
            <a
              href={telHref(phone)}
              className="inline-flex items-center gap-1 font-semibold text-white underline"
            >
              <Phone className="size-4" aria-hidden />
              {t('igsum.call', { phone })}
            </a>
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <IgsumCatalogue hearts={hearts} />
      </div>
      <NewsletterBand />
    </PageShell>
  );
}
