import { ArrowRight, Compass, Map as MapIcon, Package, ShieldCheck, Users } from 'lucide-react';
import { lazy, type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { WhenVisible } from '#web/components/ui/when-visible.tsx';
import { BRANDS } from '#web/config/brands.ts';
import { IGSUM_SOCIAL_LINKS } from '#web/config/constants.ts';
import { paths } from '#web/config/paths.ts';
import { BookTourButton } from '#web/features/booking/components/book-tour-button.tsx';
import { ContactDetails } from '#web/features/contact/components/contact-details.tsx';
import { GalleryGrid } from '#web/features/gallery/components/gallery-grid.tsx';
import { NewsletterBand } from '#web/features/newsletter/components/newsletter-band.tsx';
import { AdventureTypes } from '#web/features/tours/components/adventure-types.tsx';
import { Destinations } from '#web/features/tours/components/destinations.tsx';
import { TourPackages } from '#web/features/tours/components/tour-packages.tsx';

// Below the fold: they load as the reader comes near them (docs/server-rendering.md).
const ContactForm = lazy(() =>
  import('#web/features/contact/components/contact-form.tsx').then((m) => ({ default: m.ContactForm })),
);
const TestimonialsCarousel = lazy(() =>
  import('#web/features/testimonials/components/testimonials-carousel.tsx').then((m) => ({
    default: m.TestimonialsCarousel,
  })),
);

/** The drawn hero that ships with the demo images. */
const HERO_IMAGE = '/media/demo/brand/isml-hero.svg';

export function IsmlRoute() {
  const heroRef = useRef<HTMLElement>(null);
  return (
    <PageShell brand="igsum" heroRef={heroRef}>
      <title>{`${BRANDS.igsum.title} · Safaris, treks and beaches in Tanzania`}</title>
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
          <p className="text-sm font-semibold tracking-widest text-savanna-300 uppercase">Karibu Tanzania</p>
          <h1
            id="isml-title"
            className="mt-3 font-display text-4xl font-bold tracking-tight text-balance sm:text-6xl"
          >
            Discover the wild heart of East Africa
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-white/85">
            Serengeti game drives, the roof of Africa and the spice island of Zanzibar, guided by the people
            who call Tanzania home.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <a href="#tours">
                <Compass aria-hidden />
                Explore Tours
              </a>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to={paths.igsumProducts.href()}>
                <Package aria-hidden />
                View Products
              </Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <a href="#contact">
                <MapIcon aria-hidden />
                Plan Your Journey
              </a>
            </Button>
          </div>
        </div>
      </section>

      <Section id="about" kicker="About IGSUM" title="Tanzania, the way locals know it">
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div className="grid gap-4 text-muted">
            <p>
              IGSUM Tours &amp; Safaris is an Arusha-based operator. Our guides grew up between the Serengeti
              and the slopes of Kilimanjaro, and we plan every trip the way we would show our own families the
              country: unhurried, safe and close to its people.
            </p>
            <p>
              From your first game drive to the last sunset over the Indian Ocean, one team looks after you.
              Part of every booking supports community projects and conservation in the areas we visit.
            </p>
          </div>
          <ul className="grid grid-cols-3 gap-3 text-center">
            {[
              { icon: Users, value: 'Small', label: 'Groups of up to 16' },
              { icon: Compass, value: 'Local', label: 'Tanzanian guides' },
              { icon: ShieldCheck, value: '24/7', label: 'Support on tour' },
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
        kicker="Where we go"
        title="Six destinations, one unforgettable country"
        tinted
      >
        <Destinations />
      </Section>

      <Section id="adventures" kicker="How you travel" title="Choose your adventure">
        <AdventureTypes />
      </Section>

      <Section id="tours" kicker="Featured packages" title="Our most loved journeys" tinted>
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

      <Section id="gallery" kicker="Gallery" title="Moments from the bush and the coast">
        <GalleryGrid />
      </Section>

      <Section id="testimonials" kicker="Testimonials" title="What our travellers say" tinted>
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
            Ready for the journey of a lifetime?
          </h2>
          <p className="mt-3 max-w-2xl text-white/85">
            Tell us when you would like to travel and what you dream of seeing. We reply within one working
            day with a plan made for you.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <a href="#contact">
                Plan Your Journey
                <ArrowRight aria-hidden />
              </a>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <a href="#tours">See the packages</a>
            </Button>
          </div>
        </div>
      </section>

      <Section id="contact" kicker="Contact" title="Plan your journey with us">
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
            <nav aria-label="IGSUM on social media">
              <p className="text-sm font-semibold text-ink">Follow us</p>
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
                      <span className="sr-only"> (opens in a new tab)</span>
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
