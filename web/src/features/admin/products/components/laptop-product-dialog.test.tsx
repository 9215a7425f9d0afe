import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '../../../../test/render';
import { serveApi } from '../../../../test/stub-server';
import { LaptopProductForm } from './laptop-product-dialog';

const admin = makeUser({ is_staff: true, is_superuser: true });
const categories = [{ id: 3, name: 'Business Laptops' }];

/** A laptop as the admin list gives it, opened at 5 in stock. */
const laptop: AdminCatalogProduct = {
  id: 9,
  name: 'HP EliteBook 840',
  description: 'A light business laptop',
  price: '2450000.00',
  original_price: null,
  currency: 'TZS',
  image: null,
  image_url: null,
  category: { id: 3, name: 'Business Laptops' },
  category_name: 'Business Laptops',
  rating: 0,
  review_count: 0,
  stock_quantity: 5,
  stock: 5,
  in_stock: true,
  is_active: true,
  specifications: [],
  created_at: '2026-01-01T00:00:00Z',
  version: 7,
};

// No delay between key presses: jsdom is slow enough on a busy machine.
const userEvent = userEventLib.setup({ delay: null });

describe('LaptopProductForm', () => {
  it('sends the version the form was filled from with the changes', async () => {
    const server = serveApi(() => ({
      status: 200,
      data: { ...laptop, name: 'HP EliteBook 850', version: 8 },
    }));
    renderWithProviders(<LaptopProductForm product={laptop} categories={categories} onDone={() => {}} />, {
      user: admin,
    });
    const name = screen.getByLabelText('Product name');
    await userEvent.clear(name);
    await userEvent.type(name, 'HP EliteBook 850');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      method: 'PUT',
      url: '/admin/products/9/',
      body: { name: 'HP EliteBook 850', stock_quantity: '5', version: 7 },
    });
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
  });

  it('shows why a save was refused when an order changed the stock meanwhile, and stays open', async () => {
    let done = false;
    const message = 'This product changed since you opened it. Reload to see the current values.';
    serveApi(() => ({ status: 409, data: { code: 'conflict', message } }));
    renderWithProviders(
      <LaptopProductForm
        product={laptop}
        categories={categories}
        onDone={() => {
          done = true;
        }}
      />,
      { user: admin },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(done).toBe(false);
  });

  it('adds a new laptop without a version', async () => {
    const server = serveApi(() => ({ status: 201, data: laptop }));
    renderWithProviders(<LaptopProductForm product={null} categories={categories} onDone={() => {}} />, {
      user: admin,
    });
    await userEvent.type(screen.getByLabelText('Product name'), 'Dell Latitude');
    await userEvent.type(screen.getByLabelText('Price (TZS)'), '1800000');
    await userEvent.type(screen.getByLabelText('Stock quantity'), '4');
    await userEvent.selectOptions(screen.getByLabelText('Category'), '3');
    await userEvent.type(screen.getByLabelText('Description'), 'Sturdy');
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]?.method).toBe('POST');
    expect(server.sent[0]?.body).not.toHaveProperty('version');
  });
});
