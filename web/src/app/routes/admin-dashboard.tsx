import { LogOut, Menu } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { CategoriesTab } from '#web/features/admin/categories/components/categories-tab.tsx';
import { DeparturesTabLazy } from '#web/features/admin/departures/components/departures-lazy.tsx';
import { DiscountsTabLazy } from '#web/features/admin/discounts/components/discounts-tab-lazy.tsx';
import { MessagesTab } from '#web/features/admin/messages/components/messages-tab.tsx';
import { OrdersTab } from '#web/features/admin/orders/components/orders-tab.tsx';
import { OutboxTab } from '#web/features/admin/outbox/components/outbox-tab.tsx';
import { OverviewTab } from '#web/features/admin/overview/components/overview-tab.tsx';
import { TakeOrderTabLazy } from '#web/features/admin/phone-orders/components/take-order-tab-lazy.tsx';
import { PrivacyTab } from '#web/features/admin/privacy/components/privacy-tab.tsx';
import { IgsumProductsTab, ProductsTab } from '#web/features/admin/products/components/products-tab.tsx';
import { ReceiptsTab } from '#web/features/admin/receipts/components/receipts-tab.tsx';
import { ReturnsTab } from '#web/features/admin/returns/components/returns-tab.tsx';
import { SerialsTab } from '#web/features/admin/serials/components/serials-tab.tsx';
import { SettingsTab } from '#web/features/admin/settings/components/settings-tab.tsx';
import { AdminNav } from '#web/features/admin/shared/components/admin-nav.tsx';
import { ADMIN_TABS, type AdminTabId, isAdminTab } from '#web/features/admin/shared/lib/admin-tabs.ts';
import {
  ParksTabLazy,
  TourBookingsTabLazy,
} from '#web/features/admin/tour-terms/components/tour-terms-lazy.tsx';
import { ToursTab } from '#web/features/admin/tours/components/tours-tab.tsx';
import { UsersTab } from '#web/features/admin/users/components/users-tab.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { SIGN_OUT_STATE, useAuth } from '#web/lib/auth.tsx';
import { useNavigate, useSearchParams } from '#web/lib/router/router.tsx';

const TAB_SCREENS: Record<AdminTabId, ComponentType> = {
  overview: OverviewTab,
  products: ProductsTab,
  'igsum-products': IgsumProductsTab,
  tours: ToursTab,
  'tour-bookings': TourBookingsTabLazy,
  parks: ParksTabLazy,
  departures: DeparturesTabLazy,
  categories: CategoriesTab,
  orders: OrdersTab,
  'take-order': TakeOrderTabLazy,
  receipts: ReceiptsTab,
  serials: SerialsTab,
  returns: ReturnsTab,
  discounts: DiscountsTabLazy,
  messages: MessagesTab,
  outbox: OutboxTab,
  privacy: PrivacyTab,
  users: UsersTab,
  settings: SettingsTab,
};

/** /admin/dashboard (docs/admin-dashboard.md); the guard in route-guards.tsx has admitted only admins. */
export function AdminDashboardRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [menuOpen, setMenuOpen] = useState(false);
  const { t } = useT();
  if (!user) return null;

  // The tab lives in the URL (?tab=orders) so a reload or a shared link opens the same tab.
  const requested = searchParams.get('tab');
  const active: AdminTabId = isAdminTab(requested) ? requested : 'overview';
  const Screen = TAB_SCREENS[active];
  const label = t(ADMIN_TABS.find((tab) => tab.id === active)?.label ?? 'admin.tab.overview');

  function select(tab: AdminTabId) {
    setSearchParams(tab === 'overview' ? {} : { tab });
    setMenuOpen(false);
  }

  function signOut() {
    navigate(paths.home.href(), { replace: true, state: SIGN_OUT_STATE });
  }

  const logoutButton = (
    <Button variant="outline" className="w-full" onClick={signOut}>
      <LogOut aria-hidden />
      {t('admin.logout')}
    </Button>
  );

  return (
    <div className="min-h-dvh bg-surface text-ink">
      <title>{t('admin.documentTitle', { tab: label, shop: SHOP_TITLE })}</title>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-raised px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('admin.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 flex h-16 items-center justify-between gap-3 border-b border-line bg-raised px-4 lg:hidden">
        <p className="min-w-0 truncate font-display font-bold">{t('admin.dashboard')}</p>
        <Button variant="outline" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <Menu aria-hidden />
          {t('admin.menu')}
        </Button>
      </header>
      <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
        <DialogContent
          layout="sheet"
          closeLabel={t('admin.closeMenu')}
          aria-describedby={undefined}
          className="overflow-y-auto"
        >
          <DialogTitle className="sr-only">{t('admin.menuTitle')}</DialogTitle>
          <div className="mt-10 grid gap-6">
            <AdminNav active={active} username={user.username} onSelect={select} />
            {logoutButton}
          </div>
        </DialogContent>
      </Dialog>
      <div className="lg:grid lg:grid-cols-[16rem_1fr]">
        <aside className="hidden border-r border-line bg-raised lg:block">
          <div className="sticky top-0 grid max-h-dvh gap-6 overflow-y-auto p-4">
            <AdminNav active={active} username={user.username} onSelect={select} />
            {logoutButton}
          </div>
        </aside>
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-10"
        >
          <h1 className="sr-only">{t('admin.heading', { tab: label })}</h1>
          <div className="mx-auto max-w-7xl">
            <Screen key={active} />
          </div>
        </main>
      </div>
    </div>
  );
}
