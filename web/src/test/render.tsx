import { I18nProvider } from '@lingui/react';
import type { AdminOrder } from '@shop/contract/admin-orders';
import type { User } from '@shop/contract/auth';
import type { Locale } from '@shop/contract/locale';
import type { Order } from '@shop/contract/orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppToaster } from '#web/components/layout/app-toaster.tsx';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '#web/config/constants.ts';
import { setApiLocale } from '#web/i18n/api-locale.ts';
import { loadI18n, loadSections, type Section } from '#web/i18n/i18n.ts';
import { AuthProvider, userQueryKey } from '#web/lib/auth.tsx';
import { BrowserRouter } from '#web/lib/router/router.tsx';

/** A user as GET /api/auth/user/ returns it. */
export function makeUser(overrides: Partial<User> = {}): User {
  const flags = { is_staff: overrides.is_staff ?? false, is_superuser: overrides.is_superuser ?? false };
  return {
    id: 7,
    username: 'amina',
    email: 'amina@example.com',
    full_name: 'Amina Juma',
    phone: '712345678',
    country_code: '+255',
    date_joined: '2025-01-15T09:30:00Z',
    locale: 'en',
    ...flags,
    profile: { full_name: 'Amina Juma', phone: '712345678', country_code: '+255', address: '', ...flags },
    ...overrides,
  };
}

/** A paid tour booking as the order endpoints return it, placed by makeUser()'s customer. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    order_id: 'IGS-ABC123',
    order_type: 'igsum',
    kind: 'tour_booking',
    currency: 'USD',
    total_amount: '1600.00',
    payment_method: 'stripe',
    payment_status: 'paid',
    status: 'confirmed',
    shipping_address: '',
    notes: '',
    created_at: '2026-03-01T09:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
    paid_at: '2026-03-01T10:00:00Z',
    hold_expires_at: null,
    fulfilment: null,
    delivery: null,
    subtotal: '1600.00',
    delivery_fee: '0.00',
    discount_amount: '0.00',
    discount_code: null,
    payment: { method: 'card', demo: false, amount: '1600.00', currency: 'USD' },
    user: {
      id: 7,
      username: 'amina',
      first_name: '',
      last_name: '',
      email: 'amina@example.com',
      date_joined: '2026-01-01T00:00:00Z',
      profile: { full_name: 'Amina Juma', phone: '', country_code: '+255' },
    },
    items: [],
    events: [
      { type: 'placed', status: null, note: '', created_at: '2026-03-01T09:00:00Z' },
      { type: 'paid', status: null, note: '', created_at: '2026-03-01T10:00:00Z' },
    ],
    ...overrides,
  };
}

/** A laptop order delivered to Arusha, paid by card: makeOrder() with a product line and an address. */
export function makeLaptopOrder(overrides: Partial<Order> = {}): Order {
  return makeOrder({
    id: 77,
    order_id: 'FUR-7K2M9Q',
    order_type: 'fursa',
    kind: 'product_order',
    currency: 'TZS',
    total_amount: '675000.00',
    subtotal: '650000.00',
    delivery_fee: '25000.00',
    discount_amount: '0.00',
    discount_code: null,
    payment_method: 'credit_card',
    payment: { method: 'card', demo: false, amount: '675000.00', currency: 'TZS' },
    fulfilment: 'delivery',
    delivery: {
      full_name: 'Amina Juma',
      phone: '+255712345678',
      region: 'Arusha',
      district: 'Arusha City',
      street: 'Sokoine Road 12',
      landmark: 'Clock tower',
    },
    items: [
      {
        id: 5,
        product: null,
        tour: null,
        item_name: 'HP 250 G9',
        quantity: 1,
        price: '650000.00',
        line_total: '650000.00',
        tour_date: null,
        participants: null,
      },
    ],
    ...overrides,
  });
}

/** makeOrder()'s booking as the admin's order endpoints return it. */
export function makeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return { ...makeOrder(), payments: [], mobile_money_attempts: [], ...overrides };
}

// Both languages' texts, every section included, loaded once for every test file of a worker.
const texts = { en: await loadI18n('en'), sw: await loadI18n('sw') };
// Not the server's reasons: the form shell fetches them when it says one, as in the browser.
const sections = Object.keys(
  import.meta.glob(['../i18n/catalogs/*/en.json', '!../i18n/catalogs/refusals/en.json']),
).map((file) => file.split('/').at(-2) as Section);
await Promise.all([loadSections('en', sections), loadSections('sw', sections)]);

/** Renders inside the app's providers, in `locale`, signed in as `user` when one is given. */
export function renderWithProviders(
  ui: ReactElement,
  { user = null, route = '/', locale = 'en' }: { user?: User | null; route?: string; locale?: Locale } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // As main.tsx does for the page's life: what is not drawn in React (a toast) reads it.
  setApiLocale(locale);
  if (user) {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'test-access');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'test-refresh');
    queryClient.setQueryData(userQueryKey, user);
  }
  // The router reads jsdom's address and history as it reads a browser's: the test starts at `route`
  // with no earlier entry's state, as a page the browser has just loaded.
  window.history.replaceState(null, '', route);
  return render(
    <I18nProvider i18n={texts[locale]}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <BrowserRouter>{ui}</BrowserRouter>
          <AppToaster />
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}
