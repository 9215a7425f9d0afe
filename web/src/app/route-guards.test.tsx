import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from '#web/lib/router/router.tsx';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { deferred, type StubAnswer, serveApi } from '#web/test/stub-server.ts';
import { RequireAdmin, RequireCustomer } from './route-guards';

const routes = (
  <Routes>
    <Route path="/auth" element={<p>Sign-in page</p>} />
    <Route
      path="/dashboard"
      element={
        <RequireCustomer>
          <p>Customer dashboard</p>
        </RequireCustomer>
      }
    />
    <Route
      path="/admin/dashboard"
      element={
        <RequireAdmin>
          <p>Admin dashboard</p>
        </RequireAdmin>
      }
    />
  </Routes>
);

describe('route guards', () => {
  it('sends a visitor to sign in', () => {
    renderWithProviders(routes, { route: '/admin/dashboard' });
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  });

  it('re-reads a customer from the server before sending them to their dashboard', async () => {
    const answer = deferred<StubAnswer>();
    const server = serveApi(() => answer.promise);
    renderWithProviders(routes, { route: '/admin/dashboard', user: makeUser() });

    expect(await screen.findByText('Verifying admin access...')).toBeInTheDocument();
    answer.resolve({ status: 200, data: makeUser() });

    expect(await screen.findByText('Customer dashboard')).toBeInTheDocument();
    expect(server.sent.map((r) => r.url)).toEqual(['/auth/user/']);
  });

  it('admits a customer who has just been made an admin', async () => {
    serveApi(() => ({ status: 200, data: makeUser({ is_staff: true, is_superuser: true }) }));
    renderWithProviders(routes, { route: '/admin/dashboard', user: makeUser() });

    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
  });

  it('sends an admin from the customer dashboard to the admin dashboard', async () => {
    renderWithProviders(routes, {
      route: '/dashboard',
      user: makeUser({ is_staff: true, is_superuser: true }),
    });
    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
  });
});
