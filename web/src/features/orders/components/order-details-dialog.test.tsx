import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLaptopOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { OrderDetailsDialog } from './order-details-dialog';

describe('OrderDetailsDialog', () => {
  it('writes the delivery phone spaced as Tanzanians write it (docs/orders.md)', async () => {
    const order = makeLaptopOrder();
    expect(order.delivery?.phone).toBe('+255712345678');
    renderWithProviders(<OrderDetailsDialog order={order} onClose={() => {}} />, { user: makeUser() });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('+255 712 345 678')).toBeInTheDocument();
    expect(within(dialog).queryByText('+255712345678')).not.toBeInTheDocument();
  });
});
