import { House, LayoutDashboard, LogIn, Menu, ShieldCheck, ShoppingCart } from 'lucide-react';
import { lazy, type RefObject, Suspense, useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { BRANDS, type Brand, type MenuItem, SHOP_MENU, SHOP_TITLE } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { LanguageSwitch } from '#web/i18n/language-switch.tsx';
import { type Translate, useT } from '#web/i18n/use-t.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { cn } from '#web/lib/cn.ts';
import { Link, NavLink } from '#web/lib/router/router.tsx';
import { useLatch } from '#web/lib/use-latch.ts';
import { paymentTestMode, TEST_MODE_BANNER_OFFSET } from './test-mode-banner';

// The phone menu's dialog code loads when it is first opened (docs/server-rendering.md).
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

const BAR_HEIGHT_PX = 64;

/**
 * True once the bottom of `heroRef` has scrolled up under the bar (always true without a hero).
 * An observer rather than a scroll handler: reading the hero's position on scroll forces the
 * browser to lay the page out again, which costs a slow phone a frame each time.
 */
function useScrolledPast(heroRef: RefObject<HTMLElement | null> | undefined): boolean {
  const [past, setPast] = useState(!heroRef);
  useEffect(() => {
    if (!heroRef) return;
    const hero = heroRef.current;
    if (!hero) {
      setPast(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= BAR_HEIGHT_PX);
      },
      // The viewport minus the bar: the hero stops "intersecting" once it is all under the bar.
      { rootMargin: `-${BAR_HEIGHT_PX}px 0px 0px 0px` },
    );
    observer.observe(hero);
    return () => observer.disconnect();
  }, [heroRef]);
  return past;
}

export type TopBarProps = {
  /** Whose look and menu to show; none on the screens both brands share. */
  brand?: Brand;
  /** The page's hero: the bar floats transparent over it until the user scrolls past it. */
  heroRef?: RefObject<HTMLElement | null>;
  /** Items in the laptop cart. The cart button shows on the laptop brand only, when above 0. */
  cartCount?: number;
  /** Opens the cart; without it the cart button leads to the dashboard, where the cart lives. */
  onCartOpen?: () => void;
};

export function TopBar({ brand, heroRef, cartCount, onCartOpen }: TopBarProps) {
  const { user, isLoading, isAdmin } = useAuth();
  const { t } = useT();
  const solid = useScrolledPast(heroRef);
  const config = brand ? BRANDS[brand] : undefined;
  const title = config?.title ?? SHOP_TITLE;
  const menu = config?.menu ?? SHOP_MENU;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuLoaded = useLatch(menuOpen);
  const showCart = brand === 'fursa' && cartCount !== undefined && cartCount > 0;

  const iconButton = cn(
    'grid size-11 shrink-0 place-items-center rounded-lg transition-colors',
    solid ? 'hover:bg-sunken' : 'hover:bg-white/15',
  );

  return (
    <header
      data-solid={solid}
      className={cn(
        paymentTestMode() ? TEST_MODE_BANNER_OFFSET : 'top-0',
        'z-40 w-full transition-[background-color,box-shadow,color] duration-200',
        heroRef ? 'fixed inset-x-0' : 'sticky',
        solid
          ? 'border-b border-line bg-raised/95 text-ink shadow-sm backdrop-blur'
          : 'on-dark bg-gradient-to-b from-black/50 to-transparent text-white',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <Link to={paths.home.href()} aria-label={t('nav.home')} className={iconButton}>
          <House className="size-5" aria-hidden />
        </Link>
        {/* Wraps rather than being cut ("IGSUM Tours & Safa…" at 390 px): three short lines fit the bar. */}
        <Link
          to={config?.home ?? paths.home.href()}
          className="min-w-0 rounded font-display text-lg leading-tight font-bold tracking-tight text-balance sm:text-xl"
        >
          {title}
        </Link>

        <nav aria-label={t('nav.main')} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {menu.map((item) => (
              <li key={item.label}>
                <MenuLink item={item} solid={solid} t={t} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitch className={solid ? 'hover:bg-sunken' : 'hover:bg-white/15'} />
          {showCart ? (
            <CartButton
              label={t('nav.cart', { count: cartCount })}
              count={cartCount}
              onOpen={onCartOpen}
              className={cn(iconButton, 'relative')}
            />
          ) : null}

          <div className="hidden items-center gap-2 lg:flex">
            {isLoading ? null : user ? (
              <>
                <span className="max-w-48 truncate text-sm">{t('nav.welcome', { name: user.username })}</span>
                {isAdmin ? (
                  <Button asChild size="sm" variant={solid ? 'outline' : 'inverse'}>
                    <Link to={paths.adminDashboard.href()}>
                      <ShieldCheck aria-hidden />
                      {t('nav.admin')}
                    </Link>
                  </Button>
                ) : null}
                <Button asChild size="sm" variant={solid ? 'primary' : 'inverse'}>
                  <Link to={paths.dashboard.href()}>
                    <LayoutDashboard aria-hidden />
                    {t('nav.dashboard')}
                  </Link>
                </Button>
              </>
            ) : (
              <Button asChild size="sm" variant={solid ? 'primary' : 'inverse'}>
                <Link to={paths.auth.href()}>
                  <LogIn aria-hidden />
                  {t('nav.signIn')}
                </Link>
              </Button>
            )}
          </div>

          <button
            type="button"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            className={cn(iconButton, 'lg:hidden')}
          >
            <Menu className="size-6" aria-hidden />
          </button>
          {menuLoaded ? (
            <Suspense fallback={null}>
              <MobileMenu
                brand={brand}
                title={title}
                menu={menu}
                open={menuOpen}
                onOpenChange={setMenuOpen}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}

function MenuLink({ item, solid, t }: { item: MenuItem; solid: boolean; t: Translate }) {
  return (
    <NavLink
      to={item.href}
      className={cn(
        'inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium transition-colors',
        solid ? 'hover:bg-sunken aria-[current=page]:text-accent-text' : 'hover:bg-white/15',
        'aria-[current=page]:underline aria-[current=page]:underline-offset-8',
      )}
    >
      {t(item.label)}
    </NavLink>
  );
}

type CartButtonProps = { label: string; count: number; onOpen?: () => void; className: string };

function CartButton({ label, count, onOpen, className }: CartButtonProps) {
  const badge = (
    <>
      <ShoppingCart className="size-5" aria-hidden />
      <span
        aria-hidden
        className="absolute top-1 right-1 grid min-w-5 place-items-center rounded-full bg-accent px-1 text-xs font-bold text-on-accent"
      >
        {count}
      </span>
    </>
  );
  if (onOpen) {
    return (
      <button type="button" aria-label={label} onClick={onOpen} className={className}>
        {badge}
      </button>
    );
  }
  return (
    <Link to={paths.dashboard.href()} aria-label={label} className={className}>
      {badge}
    </Link>
  );
}
