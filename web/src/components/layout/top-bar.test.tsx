import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { TopBar } from './top-bar';

describe('TopBar', () => {
  it('offers a visitor Sign In, and no dashboard', () => {
    renderWithProviders(<TopBar brand="igsum" />);

    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'IGSUM Tours & Safaris' })).toHaveAttribute('href', '/isml');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the tour menu on the tour brand', () => {
    renderWithProviders(<TopBar brand="igsum" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('ToursProductsAboutContact');
  });

  it('welcomes a signed-in customer and links their dashboard, without the admin link', () => {
    renderWithProviders(<TopBar brand="fursa" />, { user: makeUser({ username: 'amina' }) });

    expect(screen.getByText('Welcome amina')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('adds the admin link for a user who is both staff and superuser', () => {
    renderWithProviders(<TopBar />, {
      user: makeUser({ username: 'admin', is_staff: true, is_superuser: true }),
    });
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('does not treat a staff member without superuser as an admin', () => {
    renderWithProviders(<TopBar />, { user: makeUser({ is_staff: true, is_superuser: false }) });
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows the cart button on the laptop brand only, and only with items in it', () => {
    const { unmount } = renderWithProviders(<TopBar brand="fursa" cartCount={3} />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    unmount();

    for (const props of [
      { brand: 'fursa', cartCount: 0 },
      { brand: 'fursa' },
      { brand: 'igsum', cartCount: 3 },
    ] as const) {
      const view = renderWithProviders(<TopBar {...props} />);
      expect(screen.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('opens the menu from an accessible toggle', async () => {
    renderWithProviders(<TopBar brand="fursa" />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('dialog', { name: 'FURSA Laptops' });
    expect(menu).toHaveTextContent('ShopAboutContact');
  });
});
