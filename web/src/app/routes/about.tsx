import { LAPTOP_WARRANTY_MONTHS } from '@shop/contract/constants';
import { ArrowRight, Compass, HeartHandshake, Laptop, Leaf, ShieldCheck, Truck } from 'lucide-react';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { BRANDS, type Brand, parseBrand, SHOP_TITLE } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { Link, useSearchParams } from '#web/lib/router/router.tsx';

/** Each brand's story: its texts are `about.<brand>.<part>` (docs/i18n.md, "Sections"). */
const STORIES = {
  igsum: {
    values: [
      { icon: Compass, id: 'guides' },
      { icon: Leaf, id: 'responsible' },
      { icon: HeartHandshake, id: 'fair' },
    ],
    href: paths.isml.href(),
  },
  fursa: {
    values: [
      { icon: ShieldCheck, id: 'warranty' },
      { icon: Truck, id: 'delivery' },
      { icon: Laptop, id: 'setup' },
    ],
    href: paths.fursa.href(),
  },
} as const;

export function AboutRoute() {
  const [params] = useSearchParams();
  const brand = parseBrand(params.get('brand'));
  const order: Brand[] = brand === 'fursa' ? ['fursa', 'igsum'] : ['igsum', 'fursa'];
  const { t } = useT();
  return (
    <PageShell brand={brand}>
      <title>{`${t('about.title')} · ${brand ? BRANDS[brand].title : SHOP_TITLE}`}</title>
      <section aria-labelledby="about-title" className="on-dark bg-hero text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-widest text-savanna-300 uppercase">
            {t('about.kicker')}
          </p>
          <h1 id="about-title" className="mt-2 font-display text-3xl font-bold text-balance sm:text-5xl">
            {t('about.heading')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-white/85">{t('about.intro')}</p>
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
                {t(`about.${id}.kicker`)}
              </p>
              <h2 id={`about-${id}`} className="mt-2 font-display text-3xl font-bold">
                {BRANDS[id].title}
              </h2>
              <div className="mt-4 grid max-w-3xl gap-3 text-muted">
                <p>{t(`about.${id}.text1`)}</p>
                <p>{t(`about.${id}.text2`)}</p>
              </div>
              <ul className="mt-6 grid gap-4 md:grid-cols-3">
                {story.values.map(({ icon: Icon, id: value }) => (
                  <li key={value} className="rounded-2xl border border-line bg-raised p-5">
                    <Icon className="size-6 text-accent-text" aria-hidden />
                    <h3 className="mt-3 font-semibold">
                      {t(`about.value.${value}`, { months: LAPTOP_WARRANTY_MONTHS })}
                    </h3>
                    <p className="mt-1 text-sm text-muted">{t(`about.value.${value}.text`)}</p>
                  </li>
                ))}
              </ul>
              <div className="mt-6 flex flex-wrap gap-3">
                <Button asChild>
                  <Link to={story.href}>
                    {t(`about.${id}.cta`)}
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.contact.href(id)}>{t('about.contact', { brand: BRANDS[id].name })}</Link>
                </Button>
              </div>
            </section>
          );
        })}
      </div>
    </PageShell>
  );
}
