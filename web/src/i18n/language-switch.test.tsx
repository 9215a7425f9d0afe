import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopBar } from '#web/components/layout/top-bar.tsx';
import { renderWithProviders } from '#web/test/render.tsx';

describe('the language switch in the top bar', () => {
  it('leads an English page to the same page in Swahili, query and all', () => {
    renderWithProviders(<TopBar brand="fursa" />, { route: '/fursa?page=2' });
    const link = screen.getByRole('link', { name: 'Read this page in Swahili' });
    expect(link).toHaveAttribute('href', '/sw/fursa?page=2');
    expect(link).toHaveAttribute('hreflang', 'sw');
  });

  it('speaks Swahili on a Swahili page and leads back to the English address', () => {
    renderWithProviders(<TopBar brand="fursa" />, { route: '/isml', locale: 'sw' });
    expect(screen.getByRole('link', { name: 'Ingia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Soma ukurasa huu kwa Kiingereza' })).toHaveAttribute(
      'href',
      '/isml',
    );
  });
});
