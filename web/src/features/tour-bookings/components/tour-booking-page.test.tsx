import type { CancelQuote } from '@shop/contract/tour-terms';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeTourBooking } from '#web/features/tour-bookings/test/make-tour-booking.ts';
import { Route, Routes, useLocation } from '#web/lib/router/router.tsx';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { TourBookingPage } from './tour-booking-page';

const userEvent = userEventLib.setup({ delay: null });

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

function renderPage(locale: 'en' | 'sw' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/bookings/:id" element={<TourBookingPage param="41" />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { user: makeUser(), route: '/dashboard/bookings/41', locale },
  );
}

describe('TourBookingPage', () => {
  it('shows the lines summing to the total, what was paid, and the balance with its due day', async () => {
    serveApi(() => ({ status: 200, data: makeTourBooking() }));
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Classic Safari Experience' }),
    ).toBeInTheDocument();
    const lines = within(screen.getByRole('table', { name: 'What the booking is made of' }));
    expect(lines.getByRole('rowheader', { name: /^Adults · Non-resident/ })).toHaveTextContent(
      '2 × US$4,200.00',
    );
    expect(
      lines.getByRole('rowheader', { name: /^Serengeti National Park: Adults · Non-resident/ }),
    ).toBeInTheDocument();
    expect(lines.getByText('VAT 18% on park fees')).toBeInTheDocument();
    expect(lines.getByText('US$10,830.40')).toBeInTheDocument();
    expect(screen.getAllByText('Deposit paid').length).toBeGreaterThan(0);
    expect(screen.getByText('Due by 15 Jan 2027')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay the balance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay US$7,581.28' })).toBeInTheDocument();
    // Furthest from departure first; 7 to 29 days and fewer than 7 both cost everything: one range.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cancel 60 days or more before departure: 30% of the total',
      '30 to 59 days before: 50% of the total',
      'Fewer than 30 days before: 100% of the total',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      "3 travellers' details are missing: please enter them by 14 Feb 2027.",
    );
  });

  it('says an overdue balance as overdue, in Swahili', async () => {
    serveApi(() => ({ status: 200, data: makeTourBooking({ balance_overdue: true }) }));
    renderPage('sw');

    const overdue = await screen.findByText('Limepitwa na muda tangu Ijumaa, 15 Januari 2027');
    expect(overdue).toHaveClass('text-danger');
    expect(screen.getByRole('heading', { name: 'Lipa salio' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /^Watu wazima · Asiye mkazi/ })).toBeInTheDocument();
    expect(screen.getAllByText('Amana imelipwa')).toHaveLength(2);
  });

  it("sends the travellers' details begun, by position, and checks them with the contract's rules", async () => {
    const server = serveApi((config) =>
      config.method === 'put'
        ? { status: 200, data: makeTourBooking({ details_missing: 2 }) }
        : { status: 200, data: makeTourBooking() },
    );
    renderPage();
    const first = within(await screen.findByRole('group', { name: 'Traveller 1: Adult' }));

    await userEvent.type(first.getByLabelText('Full name (as in the passport)'), 'Amina Juma');
    await userEvent.selectOptions(first.getByLabelText('Nationality'), 'TZ');
    await userEvent.type(first.getByLabelText('Passport or ID number'), 'AB 12');
    await userEvent.type(first.getByLabelText('Date of birth'), '1990-04-02');
    await userEvent.click(screen.getByRole('button', { name: "Save travellers' details" }));
    expect(await first.findByText('Letters, digits and hyphens (3 to 40)')).toBeInTheDocument();
    expect(server.sent.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(first.getByLabelText('Passport or ID number'));
    await userEvent.type(first.getByLabelText('Passport or ID number'), 'AB1234567');
    await userEvent.click(screen.getByRole('button', { name: "Save travellers' details" }));
    expect(await screen.findByText("Travellers' details saved.")).toBeInTheDocument();
    expect(server.sent.find((request) => request.method === 'PUT')).toMatchObject({
      url: '/tour-bookings/41/travellers/',
      body: {
        travellers: [
          {
            position: 1,
            details: {
              full_name: 'Amina Juma',
              nationality: 'TZ',
              id_number: 'AB1234567',
              date_of_birth: '1990-04-02',
            },
          },
        ],
      },
    });
    expect(await screen.findByText(/2 travellers' details are missing/)).toBeInTheDocument();
  });

  it("says in Swahili what a begun traveller's row still needs, sending nothing", async () => {
    const server = serveApi(() => ({ status: 200, data: makeTourBooking() }));
    renderPage('sw');
    const first = within(await screen.findByRole('group', { name: 'Msafiri 1: Mtu mzima' }));

    await userEvent.type(first.getByLabelText('Jina kamili (kama kwenye pasipoti)'), 'Amina Juma');
    await userEvent.click(screen.getByRole('button', { name: 'Hifadhi taarifa za wasafiri' }));
    expect(await first.findByText('Chagua nchi (msimbo wa herufi mbili)')).toBeInTheDocument();
    expect(first.getByText('Herufi, tarakimu na vistari tu (3 hadi 40)')).toBeInTheDocument();
    expect(server.sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('shows the fee and the refund due before cancelling, and the booking cancelled after', async () => {
    const quote: CancelQuote = {
      order: 41,
      currency: 'USD',
      days_before: 45,
      fee_percent: '30.00',
      fee: '3249.12',
      amount_paid: '3249.12',
      refund_due: '0.00',
    };
    const cancelled = makeTourBooking({
      payment_state: 'cancelled',
      amount_due: '0.00',
      cancellation: {
        cancelled_at: '2026-12-01T09:00:00Z',
        reason: null,
        fee: '3249.12',
        fee_waived: false,
        refund_due: '0.00',
        refunded_at: null,
      },
    });
    // Read again after the cancel, the booking is cancelled, as the server answers: the cancel
    // button's section leaves the page, and the customer is still told.
    let done = false;
    const server = serveApi((config) => {
      if (config.url === '/tour-bookings/41/cancel/') {
        if (config.method !== 'post') return { status: 200, data: quote };
        done = true;
        return { status: 200, data: cancelled };
      }
      return { status: 200, data: done ? cancelled : makeTourBooking() };
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this booking?' }));
    expect(
      await dialog.findByText(
        'Cancelling today, 45 days before departure, costs 30% of the total, at most what you paid.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('Refund due').nextSibling).toHaveTextContent('US$0.00');
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, cancel the booking' }));

    expect(await screen.findByText('Your booking is cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Cancellation fee').nextSibling).toHaveTextContent('US$3,249.12');
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Pay the balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(server.sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('pays what is due by a mobile money push and goes on to wait for the phone', async () => {
    const server = serveApi((config) => {
      if (config.url === '/payments/mobile-money/')
        return {
          status: 201,
          data: {
            id: 9,
            order_id: 41,
            status: 'pending',
            operator: 'mpesa',
            phone: '2557******56',
            amount_tzs: '19635515.00',
            rate: '2590.00',
            order_currency: 'USD',
            order_total: '10830.40',
            created_at: '2026-12-01T10:00:00Z',
            expires_at: '2026-12-01T10:05:00Z',
            failure_reason: null,
            demo_phone_url: null,
          },
        };
      if (config.url === '/payments/mobile-money/rate/')
        return { status: 200, data: { usd_to_tzs_rate: '2590.00' } };
      return { status: 200, data: makeTourBooking() };
    });
    renderPage();

    await userEvent.type(await screen.findByLabelText('Mobile money number'), '0754 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Pay US$7,581.28' }));
    expect(await screen.findByText('at /pay/mobile-money/9')).toBeInTheDocument();
    expect(server.sent.find((request) => request.url === '/payments/mobile-money/')?.body).toEqual({
      order_id: 41,
      phone: '255754123456',
    });
  });

  it('once paid in full says what was paid, no longer a balance to come', async () => {
    serveApi(() => ({
      status: 200,
      data: makeTourBooking({ payment_state: 'paid', amount_paid: '10830.40', amount_due: '0.00' }),
    }));
    renderPage();

    expect(await screen.findByText('Paid so far')).toBeInTheDocument();
    expect(screen.queryByText('Balance')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Due by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('shows an old booking plainly: one price per person, no deposit, no terms to cancel under', async () => {
    serveApi(() => ({
      status: 200,
      data: makeTourBooking({
        has_terms: false,
        lines: [],
        payment_state: 'paid',
        deposit: '0.00',
        balance: '0.00',
        amount_due: '0.00',
        amount_paid: '10830.40',
        balance_due_on: null,
        cancellation_tiers: [],
        travellers: [],
        details_missing: 0,
      }),
    }));
    renderPage();

    expect(
      await screen.findByText(
        'Booked before deposits and cancellation terms: one price per person, paid in full.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Balance')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(
      screen.getByText('This booking has no cancellation terms. To cancel it, contact us.'),
    ).toBeInTheDocument();
  });

  it('a booking cancelled with no fee recorded (its hold ran out) offers neither paying nor cancelling', async () => {
    serveApi(() => ({
      status: 200,
      data: makeTourBooking({ payment_state: 'cancelled', amount_paid: '0.00', amount_due: '0.00' }),
    }));
    renderPage();

    expect(await screen.findByText('This booking is cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Travellers' details" })).not.toBeInTheDocument();
  });

  it("says a booking that is not the customer's is not found", async () => {
    serveApi(() => ({ status: 404, data: { status: 404, code: 'not_found', message: 'Not found.' } }));
    renderPage('sw');

    expect(await screen.findByRole('heading', { name: 'Uhifadhi haukupatikana' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Akaunti yangu' })).toHaveAttribute(
      'href',
      '/dashboard#my-bookings',
    );
  });
});
