import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLaptopOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { OrderConfirmation } from './order-confirmation';

describe('OrderConfirmation', () => {
  it('confirms a paid checkout with the provider and shows the order, delivery and total', async () => {
    const order = makeLaptopOrder();
    const server = serveApi(() => ({ status: 200, data: { order, session_id: 'cs_1', paid: true } }));
    renderWithProviders(<OrderConfirmation orderId={77} sessionId="cs_1" />, { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(server.sent).toEqual([
      expect.objectContaining({ method: 'POST', url: '/payments/confirm/', body: { session_id: 'cs_1' } }),
    ]);
    const facts = within(screen.getByRole('region', { name: 'Order Confirmed!' }));
    expect(facts.getByText('FUR-7K2M9Q')).toBeInTheDocument();
    expect(facts.getByText('1 × HP 250 G9')).toBeInTheDocument();
    expect(facts.getByText('Sokoine Road 12')).toBeInTheDocument();
    expect(facts.getByText('Arusha City, Arusha')).toBeInTheDocument();
    expect(facts.getByText('TSh 25,000')).toBeInTheDocument();
    expect(facts.getByText('TSh 675,000')).toBeInTheDocument();
    expect(facts.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/dashboard');
  });

  it('reads back a cash-on-delivery order picked up at the shop, with no payment to confirm', async () => {
    const order = makeLaptopOrder({
      payment_method: 'cash_on_delivery',
      payment_status: 'pending',
      paid_at: null,
      payment: null,
      fulfilment: 'pickup',
      delivery: null,
      delivery_fee: '0.00',
      total_amount: '650000.00',
    });
    const server = serveApi(() => ({ status: 200, data: order }));
    renderWithProviders(<OrderConfirmation orderId={77} sessionId={null} />, { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Order Placed!' })).toBeInTheDocument();
    expect(server.sent).toEqual([expect.objectContaining({ method: 'GET', url: '/orders/77/' })]);
    expect(screen.getByText('Pickup at FURSA shop, Dar es Salaam')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
  });

  it('asks a signed-out customer to sign in and asks the server nothing', async () => {
    const server = serveApi(() => ({ status: 401 }));
    renderWithProviders(<OrderConfirmation orderId={77} sessionId="cs_1" />);

    expect(await screen.findByRole('heading', { name: 'Sign in to see your order' })).toBeInTheDocument();
    expect(server.sent.filter((r) => r.url !== '/auth/user/')).toEqual([]);
  });

  it('says it in Swahili on a Swahili page, amounts in TSh', async () => {
    const order = makeLaptopOrder({
      payment_method: 'cash_on_delivery',
      payment_status: 'pending',
      paid_at: null,
      payment: null,
    });
    serveApi(() => ({ status: 200, data: order }));
    renderWithProviders(<OrderConfirmation orderId={77} sessionId={null} />, {
      user: makeUser(),
      locale: 'sw',
    });

    expect(await screen.findByRole('heading', { name: 'Oda yako imepokelewa!' })).toBeInTheDocument();
    expect(screen.getByText('Lipa unapopokea')).toBeInTheDocument();
    expect(screen.getByText('TSh 675,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Angalia oda zangu' })).toBeInTheDocument();
  });
});

describe('a discounted order confirmed', () => {
  it('shows the saving between the delivery fee and the total', async () => {
    const order = makeLaptopOrder({
      discount_code: 'KARIBU10',
      discount_amount: '65000.00',
      total_amount: '610000.00',
    });
    serveApi(() => ({ status: 200, data: { order, session_id: 'cs_1', paid: true } }));
    renderWithProviders(<OrderConfirmation orderId={77} sessionId="cs_1" />, { user: makeUser() });

    const facts = within(await screen.findByRole('region', { name: 'Order Confirmed!' }));
    expect(facts.getByText('Discount (KARIBU10)')).toBeInTheDocument();
    expect(facts.getByText('−TSh 65,000')).toBeInTheDocument();
    expect(facts.getByText('TSh 610,000')).toBeInTheDocument();
  });
});
