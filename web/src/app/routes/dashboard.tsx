import {
  Compass,
  Heart,
  Laptop,
  LogOut,
  type LucideIcon,
  Package,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { useMyTourWaitlist } from '#web/features/booking/api/tour-waitlist.ts';
import { WaitlistEntries } from '#web/features/booking/components/waitlist-entries.tsx';
import { useCart } from '#web/features/cart/api/get-cart.ts';
import { CartPanel } from '#web/features/cart/components/cart-panel.tsx';
import { useOrders } from '#web/features/orders/api/get-orders.ts';
import { RecentOrders } from '#web/features/orders/components/recent-orders.tsx';
import { MyDataPanel } from '#web/features/privacy/components/my-data-panel.tsx';
import { AccountInfo } from '#web/features/profile/components/account-info.tsx';
import { EditProfileDialog } from '#web/features/profile/components/edit-profile-dialog.tsx';
import { MarketingConsentSwitches } from '#web/features/profile/components/marketing-consent-switches.tsx';
import { useStoreCredit } from '#web/features/store-credit/api/get-store-credit.ts';
import { StoreCreditPanel } from '#web/features/store-credit/components/store-credit-panel.tsx';
import { useTourBookings } from '#web/features/tour-bookings/api/get-tour-bookings.ts';
import { MyBookings } from '#web/features/tour-bookings/components/my-bookings.tsx';
import { useWishlist } from '#web/features/wishlist/api/get-wishlist.ts';
import { WishlistPanel } from '#web/features/wishlist/components/wishlist-panel.tsx';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { displayName, SIGN_OUT_STATE, useAuth } from '#web/lib/auth.tsx';
import { formatDate } from '#web/lib/format.ts';
import { Link, useNavigate } from '#web/lib/router/router.tsx';

const QUICK_LINKS: {
  title: MessageKey;
  text: MessageKey;
  action: MessageKey;
  href: string;
  icon: LucideIcon;
}[] = [
  {
    title: 'account.quick.fursa',
    text: 'account.quick.fursaText',
    action: 'account.quick.fursaAction',
    href: paths.fursa.href(),
    icon: Laptop,
  },
  {
    title: 'account.quick.tours',
    text: 'account.quick.toursText',
    action: 'account.quick.toursAction',
    href: paths.isml.href(),
    icon: Compass,
  },
  {
    title: 'account.quick.products',
    text: 'account.quick.productsText',
    action: 'account.quick.productsAction',
    href: paths.igsumProducts.href(),
    icon: Package,
  },
];

export function DashboardRoute() {
  const { user, isAdmin } = useAuth();
  const navigate = useNavigate();
  const orders = useOrders();
  const cart = useCart('fursa');
  const fursaWishlist = useWishlist('fursa');
  const igsumWishlist = useWishlist('igsum');
  const waitlist = useMyTourWaitlist();
  const tourBookings = useTourBookings();
  const storeCredit = useStoreCredit();
  const { t, locale } = useT();
  if (!user) return null;

  function signOut() {
    navigate(paths.home.href(), { replace: true, state: SIGN_OUT_STATE });
  }

  const wishlistCount =
    fursaWishlist.data && igsumWishlist.data
      ? fursaWishlist.data.length + igsumWishlist.data.length
      : undefined;

  return (
    <PageShell className="px-4 py-10 sm:px-6">
      <title>{`${t('account.pageTitle')} · ${SHOP_TITLE}`}</title>
      <div className="mx-auto grid max-w-6xl gap-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">
              {t('account.myDashboard')}
            </p>
            <h1 className="mt-1 font-display text-3xl font-bold tracking-tight break-words sm:text-4xl">
              {t('account.welcome', { name: displayName(user) })}
            </h1>
            <p className="mt-2 text-muted">
              {t('account.signedInAs')} <span className="font-medium break-all text-ink">{user.email}</span> ·{' '}
              {t('account.memberSince', { date: formatDate(user.date_joined, locale) })}
            </p>
          </div>
          <Button variant="outline" onClick={signOut}>
            <LogOut aria-hidden />
            {t('account.signOut')}
          </Button>
        </div>

        <section aria-labelledby="quick-access">
          <h2 id="quick-access" className="font-display text-xl font-bold">
            {t('account.quickAccess')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {QUICK_LINKS.map(({ title, text, action, href, icon: Icon }) => (
              <li key={href} className="flex flex-col rounded-2xl border border-line bg-raised p-5 shadow-sm">
                <Icon className="size-6 text-accent-text" aria-hidden />
                <h3 className="mt-3 font-semibold">{t(title)}</h3>
                <p className="mt-1 flex-1 text-sm text-muted">{t(text)}</p>
                <Button asChild variant="outline" size="sm" className="mt-4 w-fit">
                  <Link to={href}>{t(action)}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="stats-title">
          <h2 id="stats-title" className="sr-only">
            {t('account.glance')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatCard
              icon={ShoppingBag}
              label={t('account.stat.orders')}
              // docs/lists.md: "100+" until the customer loads the orders past the first page.
              value={orders.data ? `${orders.data.length}${orders.hasNextPage ? '+' : ''}` : undefined}
              failed={orders.isError}
            />
            <StatCard
              icon={ShoppingCart}
              label={t('account.stat.cart')}
              value={cart.data?.item_count}
              failed={cart.isError}
            />
            <StatCard
              icon={Heart}
              label={t('account.wishlist')}
              value={wishlistCount}
              failed={fursaWishlist.isError || igsumWishlist.isError}
            />
            <StatCard
              icon={ShieldCheck}
              label={t('account.stat.status')}
              value={t('account.stat.active')}
              note={isAdmin ? t('account.stat.admin') : t('account.stat.regular')}
            />
          </ul>
        </section>

        {tourBookings.data && tourBookings.data.length > 0 ? (
          <Panel id="my-bookings" title={t('bookings.mine')}>
            <MyBookings />
          </Panel>
        ) : null}

        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Panel id="recent-orders" title={t('account.recentOrders')}>
            <RecentOrders />
          </Panel>
          <Panel id="cart" title={t('account.cart')} brand="fursa">
            <CartPanel />
          </Panel>
        </div>

        {storeCredit.data && storeCredit.data.entries.length > 0 ? (
          <Panel id="store-credit" title={t('account.storeCredit.title')}>
            <StoreCreditPanel account={storeCredit.data} />
          </Panel>
        ) : null}

        <Panel id="wishlist" title={t('account.wishlist')}>
          <WishlistPanel />
        </Panel>

        {waitlist.data && waitlist.data.length > 0 ? (
          <Panel id="waitlist" title={t('account.waitlist.title')}>
            <WaitlistEntries entries={waitlist.data} />
          </Panel>
        ) : null}

        <Panel id="account" title={t('account.info')} action={<EditProfileDialog user={user} />}>
          <AccountInfo user={user} isAdmin={isAdmin} />
        </Panel>

        <Panel id="consent" title={t('account.consent.title')}>
          <MarketingConsentSwitches />
        </Panel>

        <Panel id="my-data" title={t('privacy.mine.title')}>
          <MyDataPanel />
        </Panel>
      </div>
    </PageShell>
  );
}

function Panel({
  id,
  title,
  action,
  brand,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  brand?: 'fursa';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-brand={brand}
      className="rounded-2xl border border-line bg-raised p-5 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="font-display text-xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  note,
  failed = false,
}: {
  icon: LucideIcon;
  label: string;
  value: number | string | undefined;
  note?: string;
  failed?: boolean;
}) {
  const { t } = useT();
  return (
    <li className="rounded-2xl border border-line bg-raised p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted">{label}</p>
        <Icon className="size-5 text-accent-text" aria-hidden />
      </div>
      <div className="mt-2 h-9 text-2xl font-bold sm:text-3xl">
        {value !== undefined ? (
          value
        ) : failed ? (
          <span className="text-base text-danger">{t('account.stat.unavailable')}</span>
        ) : (
          <Skeleton className="h-8 w-12" />
        )}
      </div>
      {note ? <p className="mt-1 text-xs font-medium text-muted">{note}</p> : null}
    </li>
  );
}
