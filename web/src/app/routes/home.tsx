import {
  ArrowRight,
  Compass,
  Laptop,
  LayoutDashboard,
  LogIn,
  LogOut,
  type LucideIcon,
  Package,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { JsonLd } from '#web/components/seo/json-ld.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { BRANDS, type Brand, SHOP_TITLE } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { isSignOutState, useAuth } from '#web/lib/auth.tsx';
import { cn } from '#web/lib/cn.ts';
import { usePageOrigin } from '#web/lib/page-origin.tsx';
import { Link, useLocation, useNavigate } from '#web/lib/router/router.tsx';
import { homeData } from '#web/lib/structured-data.ts';

export function HomeRoute() {
  const origin = usePageOrigin();
  const heroRef = useRef<HTMLElement>(null);
  useSignOutOnArrival();
  const { t } = useT();
  return (
    <PageShell heroRef={heroRef}>
      <title>{`${SHOP_TITLE} · ${t('home.heading')}`}</title>
      {homeData(origin).map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      <section
        ref={heroRef}
        aria-labelledby="home-title"
        className="on-dark relative isolate bg-hero text-white"
      >
        <div
          aria-hidden
          className="absolute inset-0 -z-10 overflow-hidden bg-[radial-gradient(60rem_30rem_at_15%_0%,rgb(201_138_43/0.35),transparent),radial-gradient(50rem_30rem_at_90%_10%,rgb(34_211_238/0.22),transparent)]"
        />
        <div className="mx-auto max-w-4xl px-4 pt-28 pb-32 text-center sm:px-6 sm:pt-32 sm:pb-40">
          <p className="text-sm font-semibold tracking-widest text-savanna-300 uppercase">
            {t('home.kicker')}
          </p>
          <h1 id="home-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('home.heading')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-white/80">{t('home.intro')}</p>
          <SessionPanel />
        </div>
      </section>

      <section
        aria-label={t('home.brands')}
        className="relative mx-auto -mt-20 max-w-7xl px-4 pb-16 sm:-mt-24 sm:px-6"
      >
        <ul className="grid gap-6 md:grid-cols-2">
          <li>
            <BrandCard
              brand="igsum"
              icon={Compass}
              kicker={t('home.igsum.kicker')}
              gradient="bg-gradient-to-br from-earth-900 via-savanna-800 to-sunset-700"
              primary={{ label: 'home.igsum.explore', href: paths.isml.href() }}
              secondary={{ label: 'home.igsum.shop', href: paths.igsumProducts.href(), icon: Package }}
            >
              {t('home.igsum.text')}
            </BrandCard>
          </li>
          <li>
            <BrandCard
              brand="fursa"
              icon={Laptop}
              kicker={t('home.fursa.kicker')}
              gradient="bg-gradient-to-br from-abyss-950 via-abyss-800 to-electric-700"
              primary={{ label: 'home.fursa.visit', href: paths.fursa.href() }}
            >
              {t('home.fursa.text')}
            </BrandCard>
          </li>
        </ul>
      </section>
    </PageShell>
  );
}

function SessionPanel() {
  const { user, isLoading, logout } = useAuth();
  const { t } = useT();
  if (isLoading) return <Spinner className="mt-8 text-white/80" />;
  if (!user) {
    return (
      <div className="mt-8 flex justify-center">
        <Button asChild size="lg" variant="inverse">
          <Link to={paths.auth.href()}>
            <LogIn aria-hidden />
            {t('nav.signIn')}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-8 grid justify-items-center gap-4">
      <p className="max-w-full text-white/90">
        {t('home.welcomeBack')} <span className="font-semibold break-all text-white">{user.email}</span>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg" variant="inverse">
          <Link to={paths.dashboard.href()}>
            <LayoutDashboard aria-hidden />
            {t('nav.dashboard')}
          </Link>
        </Button>
        <Button size="lg" variant="inverse" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden />
          {t(logout.isPending ? 'home.signingOut' : 'home.signOut')}
        </Button>
      </div>
    </div>
  );
}

type CardLink = { label: MessageKey; href: string; icon?: LucideIcon };

type BrandCardProps = {
  brand: Brand;
  icon: LucideIcon;
  kicker: string;
  /** Shown under the illustration and in its place if it cannot be loaded. */
  gradient: string;
  primary: CardLink;
  secondary?: CardLink;
  children: ReactNode;
};

function BrandCard({ brand, icon: Icon, kicker, gradient, primary, secondary, children }: BrandCardProps) {
  const config = BRANDS[brand];
  const { t } = useT();
  const [imageFailed, setImageFailed] = useState(false);
  const SecondaryIcon = secondary?.icon;
  return (
    <article
      data-brand={brand}
      aria-labelledby={`brand-${brand}`}
      className={cn(
        'on-dark group relative isolate flex min-h-[26rem] flex-col justify-end overflow-hidden rounded-3xl p-6 text-white shadow-xl sm:min-h-[30rem] sm:p-8',
        gradient,
      )}
    >
      {imageFailed ? null : (
        <img
          src={config.heroImage}
          alt=""
          width={1200}
          height={800}
          decoding="async"
          // The two brand pictures are this page's largest paint.
          fetchPriority="high"
          onError={() => setImageFailed(true)}
          className="absolute inset-0 -z-20 size-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-105"
        />
      )}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/85 via-black/45 to-black/5"
      />

      <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium backdrop-blur-sm">
        <Icon className="size-4" aria-hidden />
        {kicker}
      </p>
      <h2 id={`brand-${brand}`} className="mt-4 font-display text-3xl font-bold tracking-tight sm:text-4xl">
        {config.name}
      </h2>
      <p className="mt-1 text-lg font-medium text-white/90">{t(config.tagline)}</p>
      <p className="mt-3 max-w-prose text-white/80">{children}</p>

      <div className="mt-6 flex flex-wrap gap-3">
        {/* The primary link covers the whole card, so a tap anywhere opens the brand. */}
        <Button
          asChild
          size="lg"
          variant="accent"
          className="after:absolute after:inset-0 after:content-['']"
        >
          <Link to={primary.href}>
            {t(primary.label)}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        {secondary ? (
          <Button asChild size="lg" variant="inverse" className="relative z-10">
            <Link to={secondary.href}>
              {SecondaryIcon ? <SecondaryIcon aria-hidden /> : null}
              {t(secondary.label)}
            </Link>
          </Button>
        ) : null}
      </div>
    </article>
  );
}

/** Ends the session when a dashboard sent the browser here to sign out (see SIGN_OUT_STATE). */
function useSignOutOnArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const signingOut = isSignOutState(location.state);
  const done = useRef(false);
  useEffect(() => {
    if (!signingOut || done.current) return;
    done.current = true;
    navigate(paths.home.href(), { replace: true, state: null });
    logout.mutate(undefined, {
      onSettled: () => {
        done.current = false;
      },
    });
  }, [signingOut, navigate, logout]);
}
