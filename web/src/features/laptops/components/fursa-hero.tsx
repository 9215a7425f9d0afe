import { LAPTOP_WARRANTY_MONTHS } from '@shop/contract/constants';
import type { Locale } from '@shop/contract/locale';
import { Headphones, Laptop, ShieldCheck, Truck } from 'lucide-react';
import type { Ref } from 'react';
import { BRANDS } from '#web/config/brands.ts';
import { useDeliveryTerms } from '#web/features/laptops/api/get-delivery-terms.ts';
import { type Translate, useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';

/** The store's promises; the delivery threshold is the admin's (docs/delivery.md). */
function stats(freeDeliveryOver: string | undefined, t: Translate, locale: Locale) {
  return [
    { icon: Laptop, value: '500+', label: t('fursa.stat.models') },
    { icon: Headphones, value: '24/7', label: t('fursa.stat.support') },
    {
      icon: ShieldCheck,
      value: t('fursa.stat.months', { months: LAPTOP_WARRANTY_MONTHS }),
      label: t('fursa.stat.warranty'),
    },
    {
      icon: Truck,
      value: t('fursa.stat.free'),
      label: freeDeliveryOver
        ? t('fursa.stat.over', { amount: formatMoney(freeDeliveryOver, 'TZS', locale) })
        : t('fursa.stat.across'),
    },
  ];
}

export function FursaHero({ ref }: { ref?: Ref<HTMLElement> }) {
  const terms = useDeliveryTerms();
  const { t, locale } = useT();
  return (
    <section
      ref={ref}
      aria-labelledby="fursa-hero-title"
      className="on-dark relative isolate overflow-hidden bg-hero px-4 pt-28 pb-12 text-white sm:px-6 sm:pt-32"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(45rem_28rem_at_85%_0%,rgb(34_211_238/0.28),transparent),radial-gradient(40rem_30rem_at_0%_100%,rgb(29_79_176/0.55),transparent)]"
      />
      <div className="mx-auto max-w-7xl">
        <p className="text-sm font-semibold tracking-widest text-electric-300 uppercase">
          {BRANDS.fursa.name}
        </p>
        <h1
          id="fursa-hero-title"
          className="mt-2 max-w-3xl font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          {t('fursa.hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/80">{t('fursa.hero.text')}</p>
        <dl className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {stats(terms.data?.free_delivery_over, t, locale).map(({ icon: Icon, value, label }) => (
            <div
              key={value}
              className="flex flex-col rounded-2xl bg-white/8 p-4 ring-1 ring-white/15 backdrop-blur-sm"
            >
              <dt className="order-last mt-1 text-sm text-white/75">{label}</dt>
              {/* The icon inside the dd: a dl's group holds only dt and dd (docs/testing.md, HTML validation). */}
              <dd className="text-xl font-bold text-white sm:text-2xl">
                <Icon className="mb-3 size-5 text-electric-300" aria-hidden />
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
