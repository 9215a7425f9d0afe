import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('names the rating once for screen readers', () => {
    renderWithProviders(<StarRating rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('shows 5 stars when the rating is missing, and clamps out-of-range values', () => {
    renderWithProviders(
      <>
        <StarRating />
        <StarRating rating={9} />
        <StarRating rating={-1} />
      </>,
    );
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
  });
});

describe('StarRating fill', () => {
  const fillOf = (rating: number | null) => {
    const { container, unmount } = renderWithProviders(<StarRating rating={rating} />);
    const width = (container.querySelector('[data-testid="star-fill"]') as HTMLElement | null)?.style.width;
    unmount();
    return width ?? 'none';
  };

  it('fills whole stars and the fraction of the next, in one drawing', () => {
    // 5 stars of 24 units with gaps of 2: 128 units in all.
    expect(fillOf(5)).toBe('100%');
    expect(fillOf(null)).toBe('100%');
    expect(fillOf(4)).toBe(`${(104 / 128) * 100}%`);
    expect(fillOf(2.5)).toBe(`${(64 / 128) * 100}%`);
    expect(fillOf(0)).toBe('none');
  });
});
