import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { TestModeBanner } from './test-mode-banner';

afterEach(() => {
  document.head.querySelector('meta[name="payment-mode"]')?.remove();
});

describe('TestModeBanner', () => {
  it('says no real payments are taken when the server marked the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'payment-mode';
    meta.content = 'test';
    document.head.append(meta);
    renderWithProviders(<TestModeBanner />);
    expect(screen.getByRole('complementary', { name: 'Payment test mode' })).toHaveTextContent(
      'Test mode: no real payments',
    );
  });

  it('stays away otherwise', () => {
    renderWithProviders(<TestModeBanner />);
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
  });
});
