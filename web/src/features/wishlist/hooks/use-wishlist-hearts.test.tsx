import type { WishlistItem } from '@shop/contract/cart';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '#web/config/paths.ts';
import { Route, Routes } from '#web/lib/router/router.tsx';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { useWishlistHearts } from './use-wishlist-hearts';

const kanga = { id: 5, name: 'Kanga Cloth' };

function savedRow(): WishlistItem {
  return {
    id: 90,
    product: { ...kanga, price: '25.00', image_url: null, category_name: 'Textiles', in_stock: true },
    created_at: '2026-03-01T09:00:00Z',
  };
}

function Heart() {
  const hearts = useWishlistHearts('igsum', { nameInToast: true });
  const saved = hearts.isSaved(kanga.id);
  return (
    <button type="button" disabled={hearts.isBusy(kanga.id)} onClick={() => hearts.onToggle(kanga)}>
      {saved ? 'Remove from wishlist' : 'Add to wishlist'}
    </button>
  );
}

function renderHeart(user: ReturnType<typeof makeUser> | null) {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<Heart />} />
      <Route path={paths.auth.href()} element={<p>Sign-in page</p>} />
    </Routes>,
    { user },
  );
}

describe('useWishlistHearts', () => {
  it('sends a visitor to sign in and asks the server nothing', async () => {
    const server = serveApi(() => ({ status: 200, data: [] }));
    renderHeart(null);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to wishlist' }));

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to manage your wishlist')).toBeInTheDocument();
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
    expect(server.sent).toEqual([]);
  });

  it('adds a product, then removes it by its product id', async () => {
    let rows: WishlistItem[] = [];
    const server = serveApi((config) => {
      if (config.method === 'post') {
        rows = [savedRow()];
        return { status: 201, data: rows[0] };
      }
      if (config.method === 'delete') {
        rows = [];
        return { status: 204 };
      }
      return { status: 200, data: rows };
    });
    renderHeart(makeUser());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(screen.getByText('Kanga Cloth')).toBeInTheDocument();
    expect(server.sent.find((r) => r.method === 'POST')).toMatchObject({
      url: '/igsum/wishlist/',
      body: { product: 5 },
    });

    await user.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(server.sent.find((r) => r.method === 'DELETE')).toMatchObject({
      url: '/igsum/wishlist/product/5/',
    });
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
  });

  it("shows the server's reason when saving fails and reads the list again", async () => {
    const server = serveApi((config) => {
      if (config.method === 'post') {
        return { status: 404, data: { status: 404, code: 'not_found', message: 'Product not found' } };
      }
      return { status: 200, data: [] };
    });
    renderHeart(makeUser());

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to wishlist' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Product not found')).toBeInTheDocument();
    await waitFor(() => expect(server.sent.filter((r) => r.method === 'GET')).toHaveLength(2));
  });
});
