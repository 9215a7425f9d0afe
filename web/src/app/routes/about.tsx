import { LAPTOP_WARRANTY_MONTHS } from '@shop/contract/constants';
import { ArrowRight, Compass, HeartHandshake, Laptop, Leaf, ShieldCheck, Truck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { BRANDS, type Brand, parseBrand, SHOP_TITLE } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';

const STORIES: Record<
  Brand,
  {
    kicker: string;
    paragraphs: string[];
    values: { icon: typeof Compass; title: string; text: string }[];
    cta: { label: string; href: string };
  }
> = {
  igsum: {
    kicker: 'Tours, safaris and Tanzanian crafts',
    paragraphs: [
      'IGSUM began in Arusha with one Land Cruiser and a guide who knew every kopje of the Serengeti. Today our team of guides, cooks and drivers takes travellers from the northern circuit to the summit of Kilimanjaro and the beaches of Zanzibar.',
      'Alongside our journeys we sell products made in Tanzania: Kilimanjaro coffee, Zanzibar spices, kangas, beadwork and carvings bought directly from the artisans who make them.',
    ],
    values: [
      {
        icon: Compass,
        title: 'Local guides',
        text: 'Every guide is Tanzanian, certified and trained in first aid.',
      },
      {
        icon: Leaf,
        title: 'Responsible travel',
        text: 'Small groups, low-impact camps and fees that support conservation.',
      },
      {
        icon: HeartHandshake,
        title: 'Fair trade',
        text: 'Artisans set their own prices and are paid when we buy, not when we sell.',
      },
    ],
    cta: { label: 'Explore Tours', href: paths.isml.href() },
  },
  fursa: {
    kicker: 'Laptops for work, study and play',
    paragraphs: [
      'FURSA means “opportunity” in Swahili. We started in Dar es Salaam to make good laptops easy to buy in Tanzania: honest advice, fair prices in shillings and machines that are ready to work on the day they arrive.',
      'Students, small businesses, gamers and creative professionals shop with us for new and refurbished laptops from the brands they trust.',
    ],
    values: [
      {
        icon: ShieldCheck,
        title: `${LAPTOP_WARRANTY_MONTHS}-month warranty`,
        text: 'Every laptop is tested before it leaves us and covered by our warranty.',
      },
      {
        icon: Truck,
        title: 'Delivery across Tanzania',
        text: 'Free delivery on larger orders, to your door or the nearest bus office.',
      },
      {
        icon: Laptop,
        title: 'Set up for you',
        text: 'Updates installed and your essentials ready, so you can start at once.',
      },
    ],
    cta: { label: 'Visit Store', href: paths.fursa.href() },
  },
};

export function AboutRoute() {
  const [params] = useSearchParams();
  const brand = parseBrand(params.get('brand'));
  const order: Brand[] = brand === 'fursa' ? ['fursa', 'igsum'] : ['igsum', 'fursa'];
  return (
    <PageShell brand={brand}>
      <title>{`About · ${brand ? BRANDS[brand].title : SHOP_TITLE}`}</title>
      <section aria-labelledby="about-title" className="on-dark bg-hero text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-widest text-savanna-300 uppercase">About us</p>
          <h1 id="about-title" className="mt-2 font-display text-3xl font-bold text-balance sm:text-5xl">
            Two Tanzanian brands, one shop
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-white/85">
            IGSUM shows you Tanzania; FURSA equips you for what comes next. Both are run by people who live
            and work here, and share one account, one team and one promise: to look after you properly.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16">
        {order.map((id) => {
          const story = STORIES[id];
          return (
            <section
              key={id}
              data-brand={id}
              aria-labelledby={`about-${id}`}
              className="rounded-3xl border border-line bg-surface p-6 text-ink shadow-sm sm:p-10"
            >
              <p className="text-sm font-semibold tracking-widest text-accent-text uppercase">
                {story.kicker}
              </p>
              <h2 id={`about-${id}`} className="mt-2 font-display text-3xl font-bold">
                {BRANDS[id].title}
              </h2>
              <div className="mt-4 grid max-w-3xl gap-3 text-muted">
                {story.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
              <ul className="mt-6 grid gap-4 md:grid-cols-3">
                {story.values.map(({ icon: Icon, title, text }) => (
                  <li key={title} className="rounded-2xl border border-line bg-raised p-5">
                    <Icon className="size-6 text-accent-text" aria-hidden />
                    <h3 className="mt-3 font-semibold">{title}</h3>
                    <p className="mt-1 text-sm text-muted">{text}</p>
                  </li>
                ))}
              </ul>
              <div className="mt-6 flex flex-wrap gap-3">
                <Button asChild>
                  <Link to={story.cta.href}>
                    {story.cta.label}
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.contact.href(id)}>Contact {BRANDS[id].name}</Link>
                </Button>
              </div>
            </section>
          );
        })}
      </div>
    </PageShell>
  );
}
