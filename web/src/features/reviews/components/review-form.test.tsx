import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi, validationError } from '#web/test/stub-server.ts';
import { ReviewForm } from './review-form';

const customer = makeUser();
const userEvent = userEventLib.setup({ delay: null });

describe('ReviewForm', () => {
  it('asks for a rating and sends nothing without one', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(<ReviewForm productId={9} onSaved={() => {}} />, { user: customer });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Rating must be a whole number from 1 to 5')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  it('sends the review, says so, and lets the screen refresh', async () => {
    const saved = vi.fn();
    const server = serveApi(() => ({
      status: 201,
      data: {
        id: 1,
        user: { id: customer.id, username: customer.username },
        rating: 4,
        comment: 'Fast and light',
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
      },
    }));
    renderWithProviders(<ReviewForm productId={9} onSaved={saved} />, { user: customer });
    await userEvent.click(screen.getByText('4 stars'));
    await userEvent.type(screen.getByLabelText('Comment'), 'Fast and light');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: '/fursa/reviews/',
      body: { product: 9, rating: 4, comment: 'Fast and light' },
    });
    expect(await screen.findByText('Review saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalled();
  });

  it("puts the server's field error on the comment", async () => {
    serveApi(() => validationError('Invalid input', { comment: ['Too rude'] }));
    renderWithProviders(<ReviewForm productId={9} onSaved={() => {}} />, { user: customer });
    await userEvent.click(screen.getByText('5 stars'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.getByLabelText('Comment')).toHaveAccessibleDescription('Too rude'));
    expect(await screen.findByText('Invalid input')).toBeInTheDocument();
  });
});
