import type { CheckoutQuote } from '@shop/contract/checkout';
import { DEFAULT_DELIVERY_SETTINGS } from '@shop/contract/delivery';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { CheckoutScreen } from './checkout-screen';

const quote: CheckoutQuote = {
  cart: {
    items: [
      {
        id: 1,
        quantity: 1,
        line_total: '650000.00',
        product: {
          id: 10,
          name: 'HP 250 G9',
          price: '650000.00',
          image_url: null,
          category_name: 'Business',
          stock_quantity: 5,
          in_stock: true,
        },
      },
    ],
    item_count: 1,
    subtotal: '650000.00',
    currency: 'TZS',
    free_delivery: false,
    free_delivery_over: '1200000.00',
  },
  settings: DEFAULT_DELIVERY_SETTINGS,
  saved_address: null,
  pickup_point: 'FURSA shop, Samora Avenue, Dar es Salaam',
  payment_test_mode: false,
};

describe('CheckoutConsent', () => {
  it('asks for SMS and e-mail offers apart, unticked, and the order carries each answer', async () => {
    const server = serveApi((config) =>
      config.method === 'get' ? { status: 200, data: quote } : { status: 500 },
    );
    renderWithProviders(<CheckoutScreen redirect={() => {}} />, { user: makeUser(), route: '/checkout' });
    const user = userEvent.setup();

    const sms = await screen.findByRole('checkbox', { name: /offers from IGSUM\/FURSA by SMS\. Reply STOP/ });
    const email = screen.getByRole('checkbox', { name: /offers from IGSUM\/FURSA by e-mail/ });
    expect(sms).not.toBeChecked();
    expect(email).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: /Pick up at the shop/ }));
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(server.sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(server.sent.find((r) => r.method === 'POST')).toMatchObject({
      url: '/orders/',
      body: { order_type: 'fursa', fulfilment: 'pickup', marketing_sms: true, marketing_email: false },
    });
  });
});
