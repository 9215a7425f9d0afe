import type { CheckoutQuote } from '@shop/contract/checkout';
import { DEFAULT_DELIVERY_SETTINGS } from '@shop/contract/delivery';
import type { DiscountPreviewBody } from '@shop/contract/discounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeLaptopOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { type StubAnswer, serveApi } from '#web/test/stub-server.ts';
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
  saved_address: {
    full_name: 'Amina Juma',
    phone: '0712 345 678',
    region: 'Arusha',
    district: 'Arusha City',
    street: 'Sokoine Road 12',
    landmark: '',
  },
  pickup_point: 'FURSA shop, Samora Avenue, Dar es Salaam',
  payment_test_mode: false,
};

/** A free-delivery code as the server judges it: Arusha's fee waived, refused on a pickup. */
function previewOf(body: DiscountPreviewBody): StubAnswer {
  if (body.code !== 'FREESHIP') {
    return {
      status: 409,
      data: {
        status: 409,
        code: 'discount_unknown',
        message: 'We do not know this discount code. Check how it is spelled.',
        reason: { name: 'discountUnknown', params: {} },
      },
    };
  }
  if (body.fulfilment === 'pickup') {
    const message = 'This discount code takes off the delivery fee, and this order has no delivery fee.';
    return {
      status: 409,
      data: {
        status: 409,
        code: 'discount_no_delivery_fee',
        message,
        fields: { discount_code: [message] },
        reason: { name: 'discountNoDeliveryFee', params: {} },
      },
    };
  }
  return {
    status: 200,
    data: {
      code: 'FREESHIP',
      kind: 'free_delivery',
      currency: 'TZS',
      subtotal: '650000.00',
      delivery_fee: '25000.00',
      discount: '25000.00',
      total: '650000.00',
    },
  };
}

function serve() {
  return serveApi((config) => {
    if (config.method === 'get') return { status: 200, data: quote };
    if (config.url === '/fursa/checkout/discount/') return previewOf(JSON.parse(config.data));
    return { status: 201, data: { ...makeLaptopOrder(), payment_method: 'cash_on_delivery' } };
  });
}

const summary = () => within(screen.getByRole('complementary'));

describe('DiscountField', () => {
  it('shows the saving as its own line, asks again when the fulfilment changes and sends the code with the order', async () => {
    const server = serve();
    renderWithProviders(<CheckoutScreen />, { user: makeUser(), route: '/checkout' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a discount code.')).toBeInTheDocument();

    // Enter applies the code; it does not place the order.
    await user.type(screen.getByLabelText('Discount code'), 'freeship{Enter}');
    expect(await summary().findByText('Discount (FREESHIP)')).toBeInTheDocument();
    expect(summary().getByText('−TSh 25,000')).toBeInTheDocument();
    expect(screen.getByText('FREESHIP applied: you save TSh 25,000.')).toBeInTheDocument();
    expect(server.sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        url: '/fursa/checkout/discount/',
        body: {
          code: 'FREESHIP',
          order_type: 'fursa',
          fulfilment: 'delivery',
          region: 'Arusha',
          phone: '+255712345678',
        },
      }),
    ]);

    // Pickup has no fee to waive: the reason, and the total without the saving.
    await user.click(screen.getByRole('radio', { name: /Pick up at the shop/ }));
    expect(
      await screen.findByText(
        'This discount code takes off the delivery fee, and this order has no delivery fee.',
      ),
    ).toBeInTheDocument();
    expect(summary().queryByText('Discount (FREESHIP)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Deliver to my address/ }));
    expect(await summary().findByText('Discount (FREESHIP)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(server.sent.some((r) => r.url === '/orders/')).toBe(true));
    expect(server.sent.find((r) => r.url === '/orders/')?.body).toMatchObject({
      discount_code: 'FREESHIP',
      expected_total: '650000.00',
    });
  });

  it('says a refused code in Swahili and, removed, orders without it', async () => {
    const server = serve();
    renderWithProviders(<CheckoutScreen />, { user: makeUser(), route: '/checkout', locale: 'sw' });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Msimbo wa punguzo'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Tumia' }));
    expect(
      await screen.findByText('Hatulijui msimbo huu wa punguzo. Hakikisha umeuandika sawasawa.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Msimbo wa punguzo')).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Ondoa msimbo wa punguzo NOPE' }));
    expect(screen.getByLabelText('Msimbo wa punguzo')).toHaveValue('');
    expect(screen.queryByText(/Hatulijui/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Lipa unapopokea/ }));
    await user.click(screen.getByRole('button', { name: 'Tuma oda' }));
    await waitFor(() => expect(server.sent.some((r) => r.url === '/orders/')).toBe(true));
    expect(server.sent.find((r) => r.url === '/orders/')?.body).not.toHaveProperty('discount_code');
  });
});
