import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi, validationError } from '#web/test/stub-server.ts';
import { ProductForm } from './product-form';

const admin = makeUser({ is_staff: true, is_superuser: true });
const categories = [{ id: 3, name: 'Business Laptops' }];
const igsumCategories = [{ id: 2, name: 'Textiles & Kanga' }];

/** A laptop as the admin list gives it, opened at 5 in stock. */
const laptop: AdminCatalogProduct = {
  id: 9,
  name: 'HP EliteBook 840',
  slug: 'hp-elitebook-840',
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
  name_sw: null,
  slug_sw: null,
  description_sw: 'Laptop nyepesi ya ofisini',
  tax_code: 'A',
  warranty_months: 3,
};

// No delay between key presses: jsdom is slow enough on a busy machine.
const userEvent = userEventLib.setup({ delay: null });

describe('ProductForm for a laptop', () => {
  it('sends the version the form was filled from with the changes', async () => {
    const server = serveApi(() => ({
      status: 200,
      data: { ...laptop, name: 'HP EliteBook 850', version: 8 },
    }));
    renderWithProviders(
      <ProductForm brand="fursa" product={laptop} categories={categories} onDone={() => {}} />,
      {
        user: admin,
      },
    );
    const name = screen.getByLabelText('Product name');
    await userEvent.clear(name);
    await userEvent.type(name, 'HP EliteBook 850');
    // docs/receipts.md: the VAT class its receipts show, standard unless the admin picks another.
    const taxCode = screen.getByLabelText('Tax code (VAT)');
    expect(taxCode).toHaveValue('A');
    expect([...(taxCode as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'A · Standard rate (18%)',
      'C · Zero-rated',
      'D · Special relief',
      'E · Exempt',
    ]);
    await userEvent.selectOptions(taxCode, 'C');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      method: 'PUT',
      url: '/admin/products/9/',
      body: { name: 'HP EliteBook 850', stock_quantity: '5', version: 7, tax_code: 'C' },
    });
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
  });

  // docs/catalogue.md, "Languages": the Swahili texts sit beside the English ones in the same form.
  it('shows the Swahili texts and sends them, a cleared one blank', async () => {
    const server = serveApi(() => ({ status: 200, data: laptop }));
    renderWithProviders(
      <ProductForm brand="fursa" product={laptop} categories={categories} onDone={() => {}} />,
      { user: admin },
    );
    expect(screen.getByRole('group', { name: /Kiswahili/ })).toBeInTheDocument();
    const description = screen.getByLabelText('Swahili description');
    expect(description).toHaveValue('Laptop nyepesi ya ofisini');
    await userEvent.clear(description);
    await userEvent.type(screen.getByLabelText('Swahili name'), 'HP EliteBook ya Ofisi');
    await userEvent.type(screen.getByLabelText('Swahili slug'), 'hp-elitebook-ya-ofisi');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]?.body).toMatchObject({
      name: 'HP EliteBook 840',
      name_sw: 'HP EliteBook ya Ofisi',
      slug_sw: 'hp-elitebook-ya-ofisi',
      description_sw: '',
    });
  });

  it('refuses a Swahili slug that is not a slug before anything is sent', async () => {
    const server = serveApi(() => ({ status: 200, data: laptop }));
    renderWithProviders(
      <ProductForm brand="fursa" product={laptop} categories={categories} onDone={() => {}} />,
      { user: admin },
    );
    await userEvent.type(screen.getByLabelText('Swahili slug'), 'Laptop Nzuri');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Swahili slug')).toHaveAccessibleDescription(/lower-case letters/),
    );
    expect(server.sent).toHaveLength(0);
  });

  it('asks for the required fields before anything is sent', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(
      <ProductForm brand="fursa" product={null} categories={categories} onDone={() => {}} />,
      {
        user: admin,
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText('Product name')).toHaveAccessibleDescription('Product name is required');
    expect(server.sent).toHaveLength(0);
  });

  it('adds a new laptop without a version', async () => {
    const server = serveApi(() => ({ status: 201, data: laptop }));
    renderWithProviders(
      <ProductForm brand="fursa" product={null} categories={categories} onDone={() => {}} />,
      {
        user: admin,
      },
    );
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

function renderIgsumForm() {
  return renderWithProviders(
    <ProductForm brand="igsum" product={null} categories={igsumCategories} onDone={() => {}} />,
    {
      user: admin,
    },
  );
}

/** An IGSUM product as the admin list gives it. */
const igsumProduct = {
  id: 5,
  name: 'Kikoi Beach Wrap',
  slug: 'kikoi-beach-wrap',
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
  tax_code: 'E' as const,
  warranty_months: 0,
  name_sw: 'Doti ya Kanga',
  slug_sw: null,
  description_sw: null,
};

describe('ProductForm for an IGSUM product', () => {
  it('shows the checks and sends nothing while the form is invalid', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderIgsumForm();
    await userEvent.type(screen.getByLabelText('Price (USD)'), '-2');
    await userEvent.type(screen.getByLabelText('Or image URL'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Add IGSUM Product' }));
    // The checks' texts load with the form's first check (docs/i18n.md, "Validation messages").
    expect((await screen.findAllByText('Product name is required')).length).toBeGreaterThan(0);
    expect(screen.getByText('Price must be a positive number')).toBeInTheDocument();
    expect(screen.getByText('Stock quantity must be a non-negative integer')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid image URL')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  it('refuses a text file renamed .png before any upload', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderIgsumForm();
    const fake = new File(['hello, not an image'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Product image'), fake);
    expect(await screen.findByText('Invalid file type. Please select an image file.')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  it('shows the 403 text of docs/forms-and-messages.md when the server refuses', async () => {
    serveApi(() => ({ status: 403, data: { status: 403, code: 'forbidden', message: 'Nope.' } }));
    renderIgsumForm();
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
      return { status: 200, data: { ...igsumProduct, is_active: false } };
    });
    renderWithProviders(
      <ProductForm brand="igsum" product={igsumProduct} categories={igsumCategories} onDone={() => {}} />,
      {
        user: admin,
      },
    );
    expect(screen.getByLabelText('Price (USD)')).toHaveValue(32);
    await userEvent.click(screen.getByLabelText('Active (shown in the catalogue)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({ method: 'PUT', url: '/admin/igsum-products/5/' });
    expect(form?.get('is_active')).toBe('false');
    expect(form?.get('price')).toBe('32.00');
    expect(form?.get('specifications')).toBe('["100% cotton"]');
    expect(form?.get('version')).toBe('4');
    expect(form?.get('tax_code')).toBe('E');
    expect(await screen.findByText('IGSUM Product updated')).toBeInTheDocument();
  });
});

describe('ProductForm for either brand', () => {
  it.each([
    { brand: 'fursa' as const, product: laptop, list: categories },
    { brand: 'igsum' as const, product: igsumProduct, list: igsumCategories },
  ])(
    "shows the server's message and stays open when the $brand product changed since it was opened",
    async ({ brand, product, list }) => {
      let done = false;
      const message = 'This product changed since you opened it. Reload to see the current values.';
      serveApi(() => ({ status: 409, data: { code: 'conflict', message } }));
      renderWithProviders(
        <ProductForm
          brand={brand}
          product={product}
          categories={list}
          onDone={() => {
            done = true;
          }}
        />,
        { user: admin },
      );
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(done).toBe(false);
    },
  );

  it('labels the prices in the currency of the brand', () => {
    const { unmount } = renderWithProviders(
      <ProductForm brand="fursa" product={null} categories={categories} onDone={() => {}} />,
      { user: admin },
    );
    expect(screen.getByLabelText('Price (TZS)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Original price/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Product image')).not.toBeInTheDocument();
    unmount();
    renderIgsumForm();
    expect(screen.getByLabelText('Price (USD)')).toBeInTheDocument();
    expect(screen.getByLabelText('Original price (USD, optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Product image')).toBeInTheDocument();
  });

  it("puts the server's field errors on the matching inputs", async () => {
    serveApi(() =>
      validationError('Some fields are invalid', { image_url: ['That host does not serve images'] }),
    );
    renderWithProviders(
      <ProductForm brand="fursa" product={laptop} categories={categories} onDone={() => {}} />,
      {
        user: admin,
      },
    );
    await userEvent.type(screen.getByLabelText('Image URL'), 'https://example.com/a.png');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const input = screen.getByLabelText('Image URL');
    await waitFor(() => expect(input).toHaveAccessibleDescription('That host does not serve images'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(
      await screen.findByText('Some fields are invalid That host does not serve images'),
    ).toBeInTheDocument();
  });
});
