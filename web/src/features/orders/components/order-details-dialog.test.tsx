import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLaptopOrder, makeOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
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

describe('a discounted order', () => {
  it('shows the code and its saving as their own line, in Swahili too', async () => {
    const order = makeLaptopOrder({
      discount_code: 'KARIBU10',
      discount_amount: '65000.00',
      total_amount: '610000.00',
    });
    renderWithProviders(<OrderDetailsDialog order={order} onClose={() => {}} />, {
      user: makeUser(),
      locale: 'sw',
    });

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Punguzo (KARIBU10)')).toBeInTheDocument();
    expect(dialog.getByText('−TSh 65,000')).toBeInTheDocument();
  });

  it('shows no discount line without a code', async () => {
    renderWithProviders(<OrderDetailsDialog order={makeLaptopOrder()} onClose={() => {}} />, {
      user: makeUser(),
    });
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByText(/Discount/)).not.toBeInTheDocument();
  });
});

describe('a tour booking', () => {
  it("links to the booking's own page, where its balance, travellers and cancelling are", async () => {
    renderWithProviders(<OrderDetailsDialog order={makeOrder()} onClose={() => {}} />, { user: makeUser() });
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      '/dashboard/bookings/41',
    );
  });

  it('a laptop order has no such link', async () => {
    renderWithProviders(<OrderDetailsDialog order={makeLaptopOrder()} onClose={() => {}} />, {
      user: makeUser(),
    });
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByRole('link', { name: 'View booking' })).not.toBeInTheDocument();
  });
});
