import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { HomeRoute } from './home';

// jsdom has no IntersectionObserver, which the top bar watches the hero with; one that never
// reports leaves the bar over the hero, as on a page just opened.
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('HomeRoute', () => {
  it('greets a Swahili page in Swahili alone, above its heading', () => {
    renderWithProviders(<HomeRoute />, { locale: 'sw' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Chagua unachopenda' });
    expect(heading.previousElementSibling).toHaveTextContent(/^Karibu$/);
  });

  it("keeps the English page's Swahili greeting beside the English", () => {
    renderWithProviders(<HomeRoute />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Choose your experience' });
    expect(heading.previousElementSibling).toHaveTextContent(/^Karibu · Welcome$/);
  });
});
