import type { Review } from '@shop/contract/reviews';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { ReviewList } from './review-list';

const review = (id: number, username: string): Review =>
  ({
    id,
    user: { id, username },
    rating: 5,
    comment: 'Wonderful guides',
    created_at: '2026-11-20T09:00:00Z',
    updated_at: '2026-11-20T09:00:00Z',
  }) as Review;

describe('ReviewList', () => {
  it("shows a deleted account's review as A customer, and Mteja in Swahili (docs/privacy.md)", () => {
    const reviews = [review(1, 'neema'), review(2, '')];
    const { unmount } = renderWithProviders(<ReviewList reviews={reviews} total={2} item="tour" />);
    expect(screen.getByText('neema')).toBeInTheDocument();
    expect(screen.getByText('A customer')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ReviewList reviews={reviews} total={2} item="tour" />, { locale: 'sw' });
    expect(screen.getByText('Mteja')).toBeInTheDocument();
  });
});
