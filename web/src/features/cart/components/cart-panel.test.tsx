import type { FursaCart } from '@shop/contract/cart';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quantityStep } from '#web/features/cart/hooks/cart-quantity.ts';
import { Route, Routes } from '#web/lib/router/router.tsx';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { CartPanel } from './cart-panel';

function cartWith(lines: { id: number; name: string; quantity: number; price: string }[]): FursaCart {
  const items = lines.map((l) => ({
    id: l.id,
    quantity: l.quantity,
    line_total: (Number(l.price) * l.quantity).toFixed(2),
    product: {
      id: l.id * 10,
      name: l.name,
      price: l.price,
      image_url: null,
      category_name: 'Business',
      stock_quantity: 20,
      in_stock: true,
    },
  }));
  const subtotal = items.reduce((sum, i) => sum + Number(i.line_total), 0);
  return {
    items,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: subtotal.toFixed(2),
    currency: 'TZS',
    free_delivery: subtotal > 1_200_000,
    free_delivery_over: '1200000.00',
  };
}

describe('quantityStep', () => {
  it('adds and removes one, and removes the line below 1', () => {
    expect(quantityStep(2, 1)).toEqual({ kind: 'update', quantity: 3 });
    expect(quantityStep(2, -1)).toEqual({ kind: 'update', quantity: 1 });
    expect(quantityStep(1, -1)).toEqual({ kind: 'remove' });
  });

  it('never goes above the most a line may hold', () => {
    expect(quantityStep(999, 1)).toEqual({ kind: 'none' });
  });
});

describe('CartPanel', () => {
  it('says until when a line held for the customer by a back-in-stock offer is theirs', async () => {
    const cart = cartWith([
      { id: 1, name: 'Dell Latitude 5440', quantity: 1, price: '1500000.00' },
      { id: 2, name: 'HP 250 G9', quantity: 1, price: '650000.00' },
    ]);
    // 09:05 in Dar es Salaam (UTC+3) on a day to come.
    const until = new Date(
      Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 86_400_000 + 6 * 3_600_000 + 5 * 60_000,
    );
    const held = {
      id: 7,
      brand: 'fursa',
      product: 20,
      name: 'HP 250 G9',
      slug: 'hp-250-g9',
      status: 'offered',
      position: 0,
      held_until: until.toISOString(),
    };
    serveApi((config) => ({ status: 200, data: config.url === '/stock-requests/mine/' ? [held] : cart }));
    renderWithProviders(<CartPanel />, { user: makeUser(), locale: 'sw' });

    const notice = await screen.findByText('Imewekwa kwa ajili yako hadi 09:05: tuma oda kabla ya hapo.');
    const [first, second] = screen.getAllByRole('listitem');
    expect(second).toContainElement(notice);
    expect(first).not.toContainElement(notice);
  });

  it('sends the new quantity on + and -, and DELETE when - would go below 1', async () => {
    const cart = cartWith([
      { id: 1, name: 'Dell Latitude 5440', quantity: 2, price: '1500000.00' },
      { id: 2, name: 'HP 250 G9', quantity: 1, price: '650000.00' },
    ]);
    const server = serveApi((config) => {
      if (config.method === 'get') return { status: 200, data: cart };
      if (config.method === 'put') return { status: 200, data: { removed: false, item: cart.items[0] } };
      return { status: 204 };
    });
    renderWithProviders(<CartPanel />, { user: makeUser() });
    const user = userEvent.setup();

    expect(await screen.findByText('Dell Latitude 5440')).toBeInTheDocument();
    expect(screen.getByText('TSh 3,650,000')).toBeInTheDocument();
    expect(screen.getByText('Your order qualifies for free delivery.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Dell Latitude 5440' }));
    await waitFor(() => expect(server.sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(server.sent.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/fursa/cart/1/',
      body: { quantity: 3 },
    });

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Dell Latitude 5440' }));
    await waitFor(() => expect(server.sent.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(server.sent.filter((r) => r.method === 'PUT')[1]).toMatchObject({ body: { quantity: 1 } });

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of HP 250 G9' }));
    await waitFor(() => expect(server.sent.some((r) => r.method === 'DELETE')).toBe(true));
    expect(server.sent.find((r) => r.method === 'DELETE')).toMatchObject({ url: '/fursa/cart/2/' });
    expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
  });

  it('refuses to check out an empty cart', async () => {
    const server = serveApi(() => ({ status: 200, data: cartWith([]) }));
    renderWithProviders(<CartPanel />, { user: makeUser() });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Checkout' }));

    expect(await screen.findByText('Cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some items to your cart before checkout.')).toBeInTheDocument();
    expect(server.sent.some((r) => r.method === 'POST')).toBe(false);
  });

  // Ordering itself, and its failures, are the checkout screen's (checkout-form.test.tsx).
  it('takes a cart with lines to the checkout screen', async () => {
    const cart = cartWith([{ id: 1, name: 'Dell Latitude 5440', quantity: 1, price: '1500000.00' }]);
    const server = serveApi(() => ({ status: 200, data: cart }));
    renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<CartPanel />} />
        <Route path="/checkout" element={<h1>Checkout screen</h1>} />
      </Routes>,
      { user: makeUser(), route: '/dashboard' },
    );

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Checkout' }));

    expect(await screen.findByRole('heading', { name: 'Checkout screen' })).toBeInTheDocument();
    expect(server.sent.some((r) => r.method === 'POST')).toBe(false);
  });

  it('reads in Swahili on a Swahili page', async () => {
    const cart = cartWith([{ id: 1, name: 'Dell Latitude 5440', quantity: 2, price: '500000.00' }]);
    serveApi(() => ({ status: 200, data: cart }));
    renderWithProviders(<CartPanel />, { user: makeUser(), locale: 'sw' });
    expect(await screen.findByText('Jumla ndogo (bidhaa 2)')).toBeInTheDocument();
    expect(screen.getByText('TSh 500,000 kila moja')).toBeInTheDocument();
    expect(screen.getByText('Usafirishaji bure kwa oda zaidi ya TSh 1,200,000.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Endelea kulipia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Punguza idadi ya Dell Latitude 5440' })).toBeInTheDocument();
  });
});
