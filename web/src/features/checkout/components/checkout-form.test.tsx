import type { CheckoutQuote } from '@shop/contract/checkout';
import { DEFAULT_DELIVERY_SETTINGS } from '@shop/contract/delivery';
import { ORDER_ERROR_CODES } from '@shop/contract/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '#web/config/constants.ts';
import { Route, Routes, useLocation } from '#web/lib/router/router.tsx';
import { makeLaptopOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { type StubAnswer, serveApi } from '#web/test/stub-server.ts';
import { CheckoutScreen } from './checkout-screen';

const address = {
  full_name: 'Amina Juma',
  phone: '+255712345678',
  region: 'Arusha' as const,
  district: 'Arusha City',
  street: 'Sokoine Road 12',
  landmark: '',
};

function quote(price: string, overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  return {
    cart: {
      items: [
        {
          id: 1,
          quantity: 1,
          line_total: price,
          product: {
            id: 10,
            name: 'HP 250 G9',
            price,
            image_url: null,
            category_name: 'Business',
            stock_quantity: 5,
            in_stock: true,
          },
        },
      ],
      item_count: 1,
      subtotal: price,
      currency: 'TZS',
      free_delivery: false,
      free_delivery_over: '1200000.00',
    },
    settings: DEFAULT_DELIVERY_SETTINGS,
    saved_address: address,
    pickup_point: 'FURSA shop, Samora Avenue, Dar es Salaam',
    payment_test_mode: false,
    ...overrides,
  };
}

const laptopOrder = makeLaptopOrder();

/** Answers the quote, and POSTs from `post` (the order first, then the payment session). */
function serve(current: () => CheckoutQuote, post: (url: string) => StubAnswer) {
  return serveApi((config) => {
    if (config.method === 'get') return { status: 200, data: current() };
    return post(config.url ?? '');
  });
}

function renderCheckout(redirect: (url: string) => void = () => {}) {
  return renderWithProviders(<CheckoutScreen redirect={redirect} />, {
    user: makeUser(),
    route: '/checkout',
  });
}

function SearchText() {
  return <p>{useLocation().search}</p>;
}

const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));

describe('CheckoutScreen', () => {
  it('prefills the saved address and changes the fee with the region and pickup', async () => {
    serve(
      () => quote('650000.00'),
      () => ({ status: 500 }),
    );
    renderCheckout();
    const user = userEvent.setup();

    expect(await screen.findByLabelText('Full name')).toHaveValue('Amina Juma');
    expect(screen.getByLabelText('Region')).toHaveValue('Arusha');
    expect(summary().getByText('TSh 25,000')).toBeInTheDocument();
    expect(summary().getByText('TSh 675,000')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Region'), 'Dar es Salaam');
    expect(summary().getByText('TSh 10,000')).toBeInTheDocument();
    expect(summary().getByText('TSh 660,000')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Pick up at the shop/ }));
    expect(screen.getByText(/FURSA shop, Samora Avenue, Dar es Salaam/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(summary().getByText('Free')).toBeInTheDocument();
    expect(summary().getAllByText('TSh 650,000')).toHaveLength(3);
  });

  it('refuses a phone that is not Tanzanian and a missing region, sending nothing', async () => {
    const server = serve(
      () => quote('650000.00', { saved_address: null }),
      () => ({ status: 500 }),
    );
    renderCheckout();
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Phone'), '12345');
    await user.type(screen.getByLabelText('District or town'), 'Ilala');
    await user.type(screen.getByLabelText('Street'), 'Samora Avenue');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(
      await screen.findByText('Enter a Tanzanian mobile number, e.g. +255 712 345 678'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose one of the regions of Tanzania')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(server.sent.some((r) => r.method === 'POST')).toBe(false);
  });

  it('offers cash on delivery up to the cap only, and says why not above it', async () => {
    const settings = { ...DEFAULT_DELIVERY_SETTINGS, cash_on_delivery_max: '660000.00' };
    serve(
      () => quote('650000.00', { settings, saved_address: { ...address, region: 'Dar es Salaam' } }),
      () => ({
        status: 500,
      }),
    );
    renderCheckout();
    const user = userEvent.setup();

    const cod = await screen.findByRole('radio', { name: /Cash on delivery/ });
    expect(cod).toBeEnabled();
    await user.click(cod);

    // Arusha's fee lifts the total to TSh 675,000, over the cap: pay now is chosen instead.
    await user.selectOptions(screen.getByLabelText('Region'), 'Arusha');
    expect(cod).toBeDisabled();
    expect(screen.getByText('Available for orders up to TSh 660,000.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Pay now/ })).toBeChecked();
  });

  it('places a cash-on-delivery order and goes to its success page', async () => {
    const server = serve(
      () => quote('650000.00'),
      () => ({ status: 201, data: { ...laptopOrder, payment_method: 'cash_on_delivery' } }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/checkout" element={<CheckoutScreen />} />
        <Route path="/order-success" element={<SearchText />} />
      </Routes>,
      { user: makeUser(), route: '/checkout' },
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('?order_id=77')).toBeInTheDocument();
    expect(server.sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        url: '/orders/',
        body: expect.objectContaining({ payment_method: 'cash_on_delivery' }),
      }),
    ]);
  });

  it("carries a business customer's TIN and VRN, checked before anything is sent", async () => {
    const server = serve(
      () => quote('650000.00'),
      () => ({ status: 201, data: { ...laptopOrder, payment_method: 'cash_on_delivery' } }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/checkout" element={<CheckoutScreen />} />
        <Route path="/order-success" element={<SearchText />} />
      </Routes>,
      { user: makeUser(), route: '/checkout' },
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await user.click(screen.getByText('Business invoice (optional)'));
    await user.type(screen.getByLabelText('Company TIN'), '12345');
    await user.type(screen.getByLabelText('VRN (VAT-registered only)'), '40-012345');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('A TIN is 9 digits, e.g. 123-456-789')).toBeInTheDocument();
    expect(screen.getByText('A VRN is 8 digits and a letter, e.g. 40-012345-K')).toBeInTheDocument();
    expect(server.sent.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('Company TIN'), '6-789');
    await user.type(screen.getByLabelText('VRN (VAT-registered only)'), '-k');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('?order_id=77')).toBeInTheDocument();
    expect(server.sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        url: '/orders/',
        body: expect.objectContaining({ customer_tin: '123456789', customer_vrn: '40012345K' }),
      }),
    ]);
  });

  it('pays now: places the order with the shown total, opens the checkout and redirects', async () => {
    const redirect = vi.fn();
    const server = serve(
      () => quote('650000.00', { payment_test_mode: true }),
      (url) =>
        url === '/orders/'
          ? { status: 201, data: laptopOrder }
          : { status: 200, data: { session_id: 'cs_1', url: 'https://pay.example/cs_1', provider: 'demo' } },
    );
    renderCheckout(redirect);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: /Pay now \(test mode\)/ }));
    await user.type(screen.getByLabelText('Landmark (optional)'), 'Clock tower');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/cs_1'));
    const posts = server.sent.filter((r) => r.method === 'POST');
    expect(posts[0]).toMatchObject({
      url: '/orders/',
      body: {
        order_type: 'fursa',
        fulfilment: 'delivery',
        delivery: { ...address, landmark: 'Clock tower' },
        payment_method: 'credit_card',
        expected_total: '675000.00',
      },
    });
    expect(posts[1]).toMatchObject({ url: '/payments/checkout/', body: { order_id: 77 } });
  });

  it('uses store credit in part: its line and what is left, sent as a choice, the rest paid now', async () => {
    const redirect = vi.fn();
    const server = serve(
      () => quote('650000.00', { store_credit: '200000.00' }),
      (url) =>
        url === '/orders/'
          ? { status: 201, data: { ...laptopOrder, store_credit_amount: '200000.00' } }
          : { status: 200, data: { session_id: 'cs_1', url: 'https://pay.example/cs_1', provider: 'demo' } },
    );
    renderCheckout(redirect);
    const user = userEvent.setup();

    await user.click(await screen.findByLabelText('Use my store credit (TSh 200,000)'));
    expect(summary().getByText('Store credit').nextElementSibling).toHaveTextContent('−TSh 200,000');
    expect(summary().getByText('To pay now').nextElementSibling).toHaveTextContent('TSh 475,000');
    // Cash on delivery pays it all at the door: the choice goes, and comes back with paying now.
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    expect(summary().queryByLabelText(/Use my store credit/)).toBeNull();
    expect(summary().queryByText('To pay now')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Pay now/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/cs_1'));
    const posts = server.sent.filter((r) => r.method === 'POST');
    expect(posts[0]).toMatchObject({
      url: '/orders/',
      body: { use_store_credit: true, expected_total: '675000.00' },
    });
  });

  it('store credit that covers it all: the order is placed and no payment is started', async () => {
    const server = serve(
      () => quote('650000.00', { store_credit: '5000000.00' }),
      () => ({ status: 201, data: { ...laptopOrder, payment_status: 'paid' } }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/checkout" element={<CheckoutScreen />} />
        <Route path="/order-success" element={<SearchText />} />
      </Routes>,
      { user: makeUser(), route: '/checkout' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Use my store credit (TSh 5,000,000)'));
    expect(summary().getByText('To pay now').nextElementSibling).toHaveTextContent('TSh 0');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('?order_id=77')).toBeInTheDocument();
    expect(server.sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ url: '/orders/', body: expect.objectContaining({ use_store_credit: true }) }),
    ]);
  });

  it('sends each order and payment start with a key of its own, the same when the client tries again', async () => {
    const redirect = vi.fn();
    const keyed: { url: string; key: unknown }[] = [];
    let orderTries = 0;
    serveApi((config) => {
      if (config.method === 'get') return { status: 200, data: quote('650000.00') };
      keyed.push({ url: config.url ?? '', key: config.headers.get(IDEMPOTENCY_KEY_HEADER) });
      if (config.url !== '/orders/') {
        return {
          status: 201,
          data: { session_id: 'cs_1', url: 'https://pay.example/cs_1', provider: 'demo' },
        };
      }
      // The process that took the first try died behind Caddy (docs/deploy.md).
      orderTries += 1;
      return orderTries === 1 ? { status: 502 } : { status: 201, data: laptopOrder };
    });
    renderCheckout(redirect);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(keyed.map((k) => k.url)).toEqual(['/orders/', '/orders/', '/payments/checkout/']);
    const [first, retry, payment] = keyed.map((k) => k.key);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry).toBe(first);
    expect(payment).not.toBe(first);
  });

  it('pays by mobile money: checks the number, shows its operator, places the order and pushes to it', async () => {
    const server = serve(
      () => quote('650000.00'),
      (url) =>
        url === '/orders/'
          ? { status: 201, data: laptopOrder }
          : {
              status: 201,
              data: {
                id: 12,
                order_id: laptopOrder.id,
                status: 'pending',
                operator: 'airtel',
                phone: '2556******45',
                amount_tzs: '675000.00',
                rate: null,
                order_currency: 'TZS',
                order_total: '675000.00',
                failure_reason: null,
                expires_at: '2099-01-01T00:05:00Z',
                created_at: '2099-01-01T00:00:00Z',
                demo_phone_url: null,
              },
            },
    );
    renderWithProviders(
      <Routes>
        <Route path="/checkout" element={<CheckoutScreen redirect={() => {}} />} />
        <Route path="/pay/mobile-money/:attemptId" element={<p>Waiting screen</p>} />
      </Routes>,
      { user: makeUser(), route: '/checkout' },
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: /^Mobile money/ }));
    const phone = screen.getByLabelText('Mobile money number');
    // The field starts with the customer's own number: typing onto it tested a 21-digit number.
    await user.clear(phone);
    await user.type(phone, '0222 123 456');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    // A landline is said to be one: mobile money needs a mobile number (docs/payments.md).
    expect(
      await screen.findByText('That is a landline number: enter a mobile number, e.g. +255 712 345 678'),
    ).toBeInTheDocument();
    expect(server.sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '0688 123 445');
    expect(screen.getByText('Operator: Airtel Money')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Waiting screen')).toBeInTheDocument();
    const posts = server.sent.filter((r) => r.method === 'POST');
    expect(posts[0]).toMatchObject({
      url: '/orders/',
      body: { order_type: 'fursa', payment_method: 'mobile_money', expected_total: '675000.00' },
    });
    expect(posts[1]).toMatchObject({
      url: '/payments/mobile-money/',
      body: { order_id: laptopOrder.id, phone: '255688123445' },
    });
  });

  it('shows why the server refused a changed cart, reloads the quote and orders nothing', async () => {
    let current = quote('650000.00');
    const server = serve(
      () => current,
      () => {
        current = quote('700000.00');
        return {
          status: 409,
          data: {
            status: 409,
            code: ORDER_ERROR_CODES.cartChanged,
            message: 'Your cart changed since you opened the checkout.',
          },
        };
      },
    );
    renderCheckout();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: /Pick up at the shop/ }));
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your cart changed since you opened the checkout.',
    );
    expect(await summary().findAllByText('TSh 700,000')).not.toHaveLength(0);
    expect(server.sent.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(server.sent.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it("shows the server's message when ordering fails", async () => {
    const server = serve(
      () => quote('1500000.00'),
      () => ({
        status: 409,
        data: { status: 409, code: 'out_of_stock', message: 'HP 250 G9 has only 0 left' },
      }),
    );
    renderCheckout();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Checkout failed')).toBeInTheDocument();
    expect(screen.getByText('HP 250 G9 has only 0 left')).toBeInTheDocument();
    expect(server.sent.find((r) => r.method === 'POST')).toMatchObject({
      url: '/orders/',
      body: { order_type: 'fursa' },
    });
  });

  it("puts the server's field errors on the inputs", async () => {
    serve(
      () => quote('650000.00'),
      () => ({
        status: 400,
        data: {
          status: 400,
          code: 'validation_error',
          message: 'Check the address',
          fields: { 'delivery.street': ['Street is too vague'] },
        },
      }),
    );
    renderCheckout();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Street is too vague')).toBeInTheDocument();
    expect(screen.getByLabelText('Street')).toHaveAttribute('aria-invalid', 'true');
  });

  it("speaks Swahili on a Swahili page: the labels, the amounts and the contract's messages", async () => {
    serve(
      () => quote('650000.00', { saved_address: null }),
      () => ({ status: 500 }),
    );
    renderWithProviders(<CheckoutScreen redirect={() => {}} />, {
      user: makeUser(),
      route: '/checkout',
      locale: 'sw',
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Namba ya simu'), '12345');
    expect(screen.getByRole('option', { name: 'Kaskazini Pemba' })).toHaveValue('Pemba North');
    const sw = within(screen.getByRole('complementary', { name: 'Muhtasari wa oda' }));
    expect(sw.getAllByText('TSh 650,000')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Tuma oda' }));
    expect(
      await screen.findByText('Weka namba ya simu ya Tanzania, mfano +255 712 345 678'),
    ).toBeInTheDocument();
    expect(screen.getByText('Chagua mojawapo ya mikoa ya Tanzania')).toBeInTheDocument();
    expect(screen.getByText('Weka mtaa')).toBeInTheDocument();
  });

  it("shows a 400's contract messages in Swahili on a Swahili page", async () => {
    serve(
      () => quote('650000.00'),
      () => ({
        status: 400,
        data: {
          status: 400,
          code: 'validation_error',
          message: 'Street is required',
          fields: { 'delivery.street': ['Street is required'] },
        },
      }),
    );
    renderWithProviders(<CheckoutScreen redirect={() => {}} />, {
      user: makeUser(),
      route: '/checkout',
      locale: 'sw',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Tuma oda' }));
    expect(await screen.findAllByText('Weka mtaa')).not.toHaveLength(0);
    expect(screen.getByLabelText('Mtaa')).toHaveAttribute('aria-invalid', 'true');
  });
});
