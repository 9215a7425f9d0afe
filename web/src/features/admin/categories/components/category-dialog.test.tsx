import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { CategoryForm } from './category-dialog';

const admin = makeUser({ is_staff: true, is_superuser: true });

// No delay between key presses: jsdom is slow enough on a busy machine.
const userEvent = userEventLib.setup({ delay: null });

describe('CategoryForm', () => {
  it('fills the slug from the name as the admin types', async () => {
    serveApi(() => ({ status: 500 }));
    renderWithProviders(<CategoryForm initialKind="categories" onDone={() => {}} />, { user: admin });
    await userEvent.type(screen.getByLabelText('Name'), 'Gaming & Esports!');
    expect(screen.getByLabelText('Slug')).toHaveValue('gaming-esports');
  });

  it('keeps a slug the admin edited, and sends it with the icon', async () => {
    const server = serveApi(() => ({ status: 201, data: {} }));
    renderWithProviders(<CategoryForm initialKind="categories" onDone={() => {}} />, { user: admin });
    await userEvent.type(screen.getByLabelText('Name'), 'Office');
    const slug = screen.getByLabelText('Slug');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'work-laptops');
    await userEvent.type(screen.getByLabelText('Name'), ' Laptops');
    expect(slug).toHaveValue('work-laptops');
    await userEvent.selectOptions(screen.getByLabelText('Icon'), 'briefcase');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: '/admin/categories/',
      body: { name: 'Office Laptops', slug: 'work-laptops', icon: 'briefcase' },
    });
  });

  it('sends no icon for an IGSUM product category', async () => {
    const server = serveApi(() => ({ status: 201, data: {} }));
    renderWithProviders(<CategoryForm initialKind="igsum-product-categories" onDone={() => {}} />, {
      user: admin,
    });
    expect(screen.queryByLabelText('Icon')).toBeNull();
    await userEvent.type(screen.getByLabelText('Name'), 'Spices');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      url: '/admin/igsum-product-categories/',
      body: { name: 'Spices', slug: 'spices' },
    });
  });

  it('shows the server refusal as its message', async () => {
    serveApi(() => ({
      status: 409,
      data: { status: 409, code: 'conflict', message: 'A category with this slug already exists.' },
    }));
    renderWithProviders(<CategoryForm initialKind="tour-categories" onDone={() => {}} />, { user: admin });
    await userEvent.type(screen.getByLabelText('Name'), 'Adventure');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('A category with this slug already exists.')).toBeInTheDocument();
  });

  it('edits a category in place: fields filled in, type fixed, slug kept while renaming', async () => {
    const server = serveApi(() => ({ status: 200, data: {} }));
    const done = vi.fn();
    renderWithProviders(
      <CategoryForm
        initialKind="categories"
        editing={{ id: 4, name: 'Gaming', slug: 'gaming', icon: 'gamepad' }}
        onDone={done}
      />,
      { user: admin },
    );
    expect(screen.getByLabelText('Category type')).toBeDisabled();
    expect(screen.getByLabelText('Icon')).toHaveValue('gamepad');
    await userEvent.type(screen.getByLabelText('Name'), ' Rigs');
    expect(screen.getByLabelText('Slug')).toHaveValue('gaming');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      method: 'PUT',
      url: '/admin/categories/4/',
      body: { name: 'Gaming Rigs', slug: 'gaming', icon: 'gamepad' },
    });
    expect(await screen.findByText('Category updated')).toBeInTheDocument();
    expect(done).toHaveBeenCalled();
  });
});
