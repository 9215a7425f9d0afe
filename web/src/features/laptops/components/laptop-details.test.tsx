import type { CatalogProductDetail } from '@shop/contract/catalog';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import type { LaptopActions } from './laptop-actions';
import { LaptopDetails } from './laptop-details';

const soldOut: CatalogProductDetail = {
  id: 41,
  name: 'HP ProBook 450',
  slug: 'hp-probook-450',
  description: 'A laptop.',
  price: '900000.00',
  original_price: null,
  currency: 'TZS',
  image: null,
  image_url: null,
  category: { id: 1, name: 'Business' },
  category_name: 'Business',
  rating: 0,
  review_count: 0,
  stock_quantity: 0,
  stock: 0,
  in_stock: false,
  is_active: true,
  specifications: [],
  created_at: '2026-11-01T08:00:00Z',
  reviews: [],
};

function renderDetails(options: Parameters<typeof renderWithProviders>[1]) {
  const actions: LaptopActions = {
    isInCart: () => false,
    isWishlisted: () => false,
    isBusy: () => false,
    onAddToCart: vi.fn(),
    onToggleWishlist: vi.fn(),
  };
  renderWithProviders(
    <LaptopDetails product={soldOut} actions={actions} share={null} reviews={null} />,
    options,
  );
  return actions;
}

// 14:35 in Dar es Salaam (UTC+3) on a day to come: the hold has not ended.
const heldUntil = new Date(
  Math.ceil((Date.now() + 3_600_000) / 86_400_000) * 86_400_000 + 11 * 3_600_000 + 35 * 60_000,
);

describe('LaptopDetails, sold out', () => {
  it('lets the customer a unit is held for add it to the cart, saying until when it is theirs', async () => {
    const server = serveApi((config) =>
      config.url === '/stock-requests/mine/'
        ? {
            status: 200,
            data: [
              {
                id: 3,
                brand: 'fursa',
                product: 41,
                name: 'HP ProBook 450',
                slug: 'hp-probook-450',
                status: 'offered',
                position: 0,
                held_until: heldUntil.toISOString(),
              },
            ],
          }
        : { status: 200, data: makeUser() },
    );
    const actions = renderDetails({ user: makeUser() });

    expect(await screen.findByText('One is held for you until 14:35.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeEnabled();
    await userEvent.click(add);
    expect(actions.onAddToCart).toHaveBeenCalledWith(soldOut);
    expect(screen.queryByRole('button', { name: /Notify me/ })).not.toBeInTheDocument();
    expect(server.sent.map((r) => r.url)).toContain('/stock-requests/mine/');
  });

  it('offers a visitor Notify me, without asking for holds', async () => {
    const server = serveApi(() => ({ status: 200, data: [] }));
    renderDetails({});

    expect(await screen.findByRole('button', { name: /Notify me/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(server.sent.map((r) => r.url)).not.toContain('/stock-requests/mine/');
  });
});
