import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from '#web/lib/router/router.tsx';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { AuthRoute } from './auth';

const routes = (
  <Routes>
    <Route path="/auth" element={<AuthRoute />} />
    <Route path="/dashboard" element={<p>Customer dashboard</p>} />
    <Route path="/admin/dashboard" element={<p>Admin dashboard</p>} />
  </Routes>
);

describe('AuthRoute', () => {
  it('switches between Sign In and Create Account', async () => {
    renderWithProviders(routes, { route: '/auth' });
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Create Account' }));

    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toBeInTheDocument();
    expect(screen.getByLabelText('Country code')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('takes an admin to the admin dashboard after signing in', async () => {
    serveApi(() => ({
      status: 200,
      data: {
        access: 'a',
        refresh: 'r',
        user: makeUser({ username: 'admin', is_staff: true, is_superuser: true }),
      },
    }));
    renderWithProviders(routes, { route: '/auth' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
  });

  it('sends a signed-in customer on to their dashboard', () => {
    renderWithProviders(routes, { route: '/auth', user: makeUser() });
    expect(screen.getByText('Customer dashboard')).toBeInTheDocument();
  });
});
