import { ArrowRight, Compass, Map as MapIcon, Package, ShieldCheck, Users } from 'lucide-react';
import { lazy, type ReactNode, useRef } from 'react';
import type { ServerReads } from '#web/app/server-reads.ts';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { WhenVisible } from '#web/components/ui/when-visible.tsx';
import { BRANDS } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { IGSUM_SOCIAL_LINKS } from '#web/config/social-links.ts';
import { BookTourButton } from '#web/features/booking/components/book-tour-button.tsx';
import { ContactDetails } from '#web/features/contact/components/contact-details.tsx';
import { galleryQuery } from '#web/features/gallery/api/get-gallery.ts';
import { GalleryGrid } from '#web/features/gallery/components/gallery-grid.tsx';
import { NewsletterBand } from '#web/features/newsletter/components/newsletter-band.tsx';
import { toursQuery } from '#web/features/tours/api/get-tours.ts';
import { AdventureTypes } from '#web/features/tours/components/adventure-types.tsx';
import { Destinations } from '#web/features/tours/components/destinations.tsx';
import { TourPackages } from '#web/features/tours/components/tour-packages.tsx';
import { apiLocale } from '#web/i18n/api-locale.ts';
import { loadSections } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { Link } from '#web/lib/router/router.tsx';
import { pageOf } from '#web/lib/use-page-param.ts';

// Below the fold: they load as the reader comes near them (docs/server-rendering.md), each with
// its texts (docs/i18n.md, "Sections").
const ContactForm = lazy(() =>
  Promise.all([
    import('#web/features/contact/components/contact-form.tsx'),
    loadSections(apiLocale(), ['contact']),
  ]).then(([m]) => ({ default: m.ContactForm })),
);
const TestimonialsCarousel = lazy(() =>
  Promise.all([
    import('#web/features/testimonials/components/testimonials-carousel.tsx'),
    loadSections(apiLocale(), ['testimonials']),
  ]).then(([m]) => ({ default: m.TestimonialsCarousel })),
);

/** The drawn hero that ships with the demo images. */
const HERO_IMAGE = '/media/demo/brand/isml-hero.svg';

/** What the packages and the gallery read (server-reads.ts). */
export const ismlReads: ServerReads = (search) => [toursQuery(pageOf(search.get('page'))), galleryQuery];

export function IsmlRoute() {
  const heroRef = useRef<HTMLElement>(null);
  const { t } = useT();
  return (
    <PageShell brand="igsum" heroRef={heroRef}>
      <title>{`${BRANDS.igsum.title} · ${t('isml.title')}`}</title>
      <section
        ref={heroRef}
        aria-labelledby="isml-title"
        className="on-dark relative isolate overflow-hidden bg-hero text-white"
      >
        <img
          src={HERO_IMAGE}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          className="absolute inset-0 -z-20 size-full object-cover"
        />
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-gradient-to-b from-black/60 via-black/40 to-black/75"
        />
        <div className="mx-auto max-w-5xl px-4 pt-32 pb-24 text-center sm:px-6 sm:pt-40 sm:pb-32">
          <p className="text-sm font-semibold tracking-widest text-savanna-300 uppercase">
            {t('isml.hero.kicker')}
          </p>
          <h1
            id="isml-title"
            className="mt-3 font-display text-4xl font-bold tracking-tight text-balance sm:text-6xl"
          >
            {t('isml.hero.title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-white/85">{t('isml.hero.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <a href="#tours">
                <Compass aria-hidden />
                {t('isml.exploreTours')}
              </a>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to={paths.igsumProducts.href()}>
                <Package aria-hidden />
                {t('isml.viewProducts')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <a href="#contact">
                <MapIcon aria-hidden />
                {t('isml.plan')}
              </a>
            </Button>
          </div>
        </div>
      </section>

      <Section id="about" kicker={t('isml.about.kicker')} title={t('isml.about.title')}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div className="grid gap-4 text-muted">
            <p>{t('isml.about.text1')}</p>
            <p>{t('isml.about.text2')}</p>
          </div>
          <ul className="grid grid-cols-3 gap-3 text-center">
            {[
              { icon: Users, value: t('isml.stat.small'), label: t('isml.stat.groups') },
              { icon: Compass, value: t('isml.stat.local'), label: t('isml.stat.guides') },
              { icon: ShieldCheck, value: '24/7', label: t('isml.stat.support') },
            ].map(({ icon: Icon, value, label }) => (
              <li key={label} className="rounded-2xl border border-line bg-raised p-4 shadow-sm">
                <Icon className="mx-auto size-6 text-accent-text" aria-hidden />
                <p className="mt-2 font-display text-2xl font-bold text-ink">{value}</p>
                <p className="text-xs text-muted">{label}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section
        id="destinations"
        kicker={t('isml.destinations.kicker')}
        title={t('isml.destinations.title')}
        tinted
      >
        <Destinations />
      </Section>

      <Section id="adventures" kicker={t('isml.adventures.kicker')} title={t('isml.adventures.title')}>
        <AdventureTypes />
      </Section>

      <Section id="tours" kicker={t('isml.tours.kicker')} title={t('isml.tours.title')} tinted>
        <TourPackages
          anchor="tours"
          renderAction={(tour) => (
            <BookTourButton
              tour={{
                id: tour.id,
                title: tour.title,
                price: tour.price,
                currency: tour.currency,
                max_participants: tour.max_participants,
              }}
            />
          )}
        />
      </Section>

      <Section id="gallery" kicker={t('isml.gallery.kicker')} title={t('isml.gallery.title')}>
        <GalleryGrid />
      </Section>

      <Section
        id="testimonials"
        kicker={t('isml.testimonials.kicker')}
        title={t('isml.testimonials.title')}
        tinted
      >
        <WhenVisible className="min-h-72">
          <TestimonialsCarousel businessType="igsum" />
        </WhenVisible>
      </Section>

      <section
        aria-labelledby="cta-title"
        className="on-dark bg-gradient-to-br from-earth-900 via-savanna-800 to-sunset-700 text-white"
      >
        <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-16 text-center sm:px-6">
          <h2 id="cta-title" className="font-display text-3xl font-bold text-balance sm:text-4xl">
            {t('isml.cta.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-white/85">{t('isml.cta.text')}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <a href="#contact">
                {t('isml.plan')}
                <ArrowRight aria-hidden />
              </a>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <a href="#tours">{t('isml.cta.packages')}</a>
            </Button>
          </div>
        </div>
      </section>

      <Section id="contact" kicker={t('isml.contact.kicker')} title={t('isml.contact.title')}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-3xl border border-line bg-raised p-5 shadow-sm sm:p-8">
            <WhenVisible className="min-h-[32rem]">
              <ContactForm brand="igsum" />
            </WhenVisible>
          </div>
          <div className="grid content-start gap-6">
            <ContactDetails
              brand="igsum"
              className="rounded-3xl border border-line bg-raised p-5 shadow-sm sm:p-8"
            />
            <nav aria-label={t('isml.social.label')}>
              <p className="text-sm font-semibold text-ink">{t('isml.social.follow')}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {IGSUM_SOCIAL_LINKS.map((link) => (
                  <li key={link.label}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex min-h-11 items-center rounded-full border border-line bg-raised px-4 text-sm font-medium text-ink hover:bg-sunken"
                    >
                      {link.label}
                      <span className="sr-only"> {t('isml.newTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </Section>

      <NewsletterBand />
    </PageShell>
  );
}

type SectionProps = { id: string; kicker: string; title: string; tinted?: boolean; children: ReactNode };

function Section({ id, kicker, title, tinted = false, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={tinted ? 'scroll-mt-16 bg-sunken/60' : 'scroll-mt-16'}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-widest text-accent-text uppercase">{kicker}</p>
        <h2
          id={`${id}-title`}
          className="mt-2 mb-8 font-display text-3xl font-bold text-balance text-ink sm:text-4xl"
        >
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
