import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiAdapter } from '#web/lib/api-adapter.ts';
import { makeLaptopOrder, makeOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { stubServer } from '#web/test/stub-server.ts';
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

describe("a paid order's receipts", () => {
  afterEach(() => setApiAdapter(undefined));

  it('links each receipt by its token, numbered', async () => {
    const server = stubServer((config) =>
      config.url === '/receipts/order/41/links/'
        ? {
            status: 200,
            data: {
              links: [
                { id: 5, number: 17, token: 'p9-abcdefghijklmnopqrstuv' },
                { id: 8, number: 23, token: 'p12-ABCDEFGHIJKLMNOPQRSTUV' },
              ],
            },
          }
        : { status: 404 },
    );
    setApiAdapter(server.adapter);
    renderWithProviders(<OrderDetailsDialog order={makeOrder()} onClose={() => {}} />, { user: makeUser() });
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('link', { name: 'Receipt No. 17' })).toHaveAttribute(
      'href',
      '/receipt/p9-abcdefghijklmnopqrstuv',
    );
    expect(dialog.getByRole('link', { name: 'Receipt No. 23' })).toHaveAttribute(
      'href',
      '/receipt/p12-ABCDEFGHIJKLMNOPQRSTUV',
    );
  });
});
