import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { AdminNav } from './admin-nav';

describe('AdminNav', () => {
  it('stays English on a Swahili page: the admin sections have no Swahili (docs/i18n.md)', () => {
    renderWithProviders(<AdminNav active="orders" username="asha" onSelect={() => {}} />, { locale: 'sw' });
    expect(screen.getByText('Welcome, asha')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(nav).toHaveTextContent('Contact Messages');
    expect(screen.getByRole('button', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });
});
