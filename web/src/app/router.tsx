import { lazy } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, ScrollRestoration } from 'react-router';
import { TestModeBanner } from '../components/layout/test-mode-banner';
import { FullPageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { RouteError } from './route-error';
import { RequireAdmin, RequireCustomer } from './route-guards';

const DashboardScreen = lazy(() => import('./routes/dashboard').then((m) => ({ default: m.DashboardRoute })));
const CheckoutScreen = lazy(() => import('./routes/checkout').then((m) => ({ default: m.CheckoutRoute })));
const MobileMoneyScreen = lazy(() =>
  import('./routes/mobile-money').then((m) => ({ default: m.MobileMoneyRoute })),
);
const AdminDashboardScreen = lazy(() =>
  import('./routes/admin-dashboard').then((m) => ({ default: m.AdminDashboardRoute })),
);

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <TestModeBanner />
      <Outlet />
    </>
  );
}

const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
      {
        path: paths.auth.path,
        lazy: () => import('./routes/auth').then((m) => ({ Component: m.AuthRoute })),
      },
      {
        path: paths.resetPassword.path,
        lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
      },
      {
        path: paths.dashboard.path,
        element: (
          <RequireCustomer>
            <DashboardScreen />
          </RequireCustomer>
        ),
      },
      {
        path: paths.checkout.path,
        element: (
          <RequireCustomer>
            <CheckoutScreen />
          </RequireCustomer>
        ),
      },
      {
        path: paths.adminDashboard.path,
        element: (
          <RequireAdmin>
            <AdminDashboardScreen />
          </RequireAdmin>
        ),
      },
      {
        path: paths.isml.path,
        lazy: () => import('./routes/isml').then((m) => ({ Component: m.IsmlRoute })),
      },
      {
        path: paths.fursa.path,
        lazy: () => import('./routes/fursa').then((m) => ({ Component: m.FursaRoute })),
      },
      {
        path: paths.igsumProducts.path,
        lazy: () => import('./routes/igsum-products').then((m) => ({ Component: m.IgsumProductsRoute })),
      },
      {
        path: paths.bookingSuccess.path,
        lazy: () => import('./routes/booking-success').then((m) => ({ Component: m.BookingSuccessRoute })),
      },
      {
        path: paths.mobileMoney.path,
        element: (
          <RequireCustomer>
            <MobileMoneyScreen />
          </RequireCustomer>
        ),
      },
      {
        path: paths.orderSuccess.path,
        lazy: () => import('./routes/order-success').then((m) => ({ Component: m.OrderSuccessRoute })),
      },
      {
        path: paths.connectionTest.path,
        lazy: () => import('./routes/connection-test').then((m) => ({ Component: m.ConnectionTestRoute })),
      },
      {
        path: paths.about.path,
        lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })),
      },
      {
        path: paths.contact.path,
        lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
      },
      {
        path: paths.notFound.path,
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
