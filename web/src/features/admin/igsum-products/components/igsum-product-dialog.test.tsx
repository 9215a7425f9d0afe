import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '../../../../test/render';
import { serveApi } from '../../../../test/stub-server';
import { IgsumProductForm } from './igsum-product-dialog';

const admin = makeUser({ is_staff: true, is_superuser: true });
const categories = [{ id: 2, name: 'Textiles & Kanga' }];

function renderForm() {
  return renderWithProviders(<IgsumProductForm product={null} categories={categories} onDone={() => {}} />, {
    user: admin,
  });
}

/** An IGSUM product as the admin list gives it. */
const product = {
  id: 5,
  name: 'Kikoi Beach Wrap',
  description: 'Cotton wrap',
  price: '32.00',
  original_price: null,
  currency: 'USD' as const,
  image: null,
  image_url: 'https://cdn.example.com/kikoi.png',
  category: { id: 2, name: 'Textiles & Kanga' },
  category_name: 'Textiles & Kanga',
  rating: 0,
  review_count: 0,
  stock_quantity: 19,
  stock: 19,
  in_stock: true,
  is_active: true,
  specifications: ['100% cotton'],
  created_at: '2026-01-01T00:00:00Z',
  version: 4,
};

// No delay between key presses: jsdom is slow enough on a busy machine.
const userEvent = userEventLib.setup({ delay: null });

describe('IgsumProductForm', () => {
  it('shows the checks and sends nothing while the form is invalid', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderForm();
    await userEvent.type(screen.getByLabelText('Price (USD)'), '-2');
    await userEvent.type(screen.getByLabelText('Or image URL'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Add IGSUM Product' }));
    expect(screen.getAllByText('Product name is required').length).toBeGreaterThan(0);
    expect(screen.getByText('Price must be a positive number')).toBeInTheDocument();
    expect(screen.getByText('Stock quantity must be a non-negative integer')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid image URL')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  it('refuses a text file renamed .png before any upload', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderForm();
    const fake = new File(['hello, not an image'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Product image'), fake);
    expect(await screen.findByText('Invalid file type. Please select an image file.')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  it('shows the 403 text of SPEC §8 when the server refuses', async () => {
    serveApi(() => ({ status: 403, data: { status: 403, code: 'forbidden', message: 'Nope.' } }));
    renderForm();
    await userEvent.type(screen.getByLabelText('Product name'), 'Kikoi');
    await userEvent.type(screen.getByLabelText('Price (USD)'), '24.50');
    await userEvent.selectOptions(screen.getByLabelText('Category'), '2');
    await userEvent.type(screen.getByLabelText('Stock quantity'), '3');
    await userEvent.type(screen.getByLabelText('Description'), 'Cotton wrap');
    await userEvent.click(screen.getByRole('button', { name: 'Add IGSUM Product' }));
    await waitFor(() =>
      expect(screen.getByText('Admin privileges required to create products.')).toBeInTheDocument(),
    );
    expect(screen.getByText('Error creating product')).toBeInTheDocument();
  });

  it('edits with prices in USD and an Active checkbox, sent as form data', async () => {
    let form: FormData | undefined;
    const server = serveApi((config) => {
      form = config.data as FormData;
      return { status: 200, data: { ...product, is_active: false } };
    });
    renderWithProviders(<IgsumProductForm product={product} categories={categories} onDone={() => {}} />, {
      user: admin,
    });
    expect(screen.getByLabelText('Price (USD)')).toHaveValue(32);
    await userEvent.click(screen.getByLabelText('Active (shown in the catalogue)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({ method: 'PUT', url: '/admin/igsum-products/5/' });
    expect(form?.get('is_active')).toBe('false');
    expect(form?.get('price')).toBe('32.00');
    expect(form?.get('specifications')).toBe('["100% cotton"]');
    expect(form?.get('version')).toBe('4');
    expect(await screen.findByText('IGSUM Product updated')).toBeInTheDocument();
  });

  it("shows the server's message and stays open when the product changed since it was opened", async () => {
    let done = false;
    const message = 'This product changed since you opened it. Reload to see the current values.';
    serveApi(() => ({ status: 409, data: { code: 'conflict', message } }));
    renderWithProviders(
      <IgsumProductForm
        product={product}
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
});
