import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLaptopOrder, renderWithProviders } from '#web/test/render.tsx';
import { OrderTimeline } from './order-timeline';

const at = (time: string) => `2026-03-0${time}:00Z`;

function steps(name = 'Order history') {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

describe('OrderTimeline', () => {
  it('lists each step with its time, the shipping note on out for delivery', () => {
    const order = makeLaptopOrder({
      events: [
        { type: 'placed', status: null, note: '', created_at: at('1T09:00') },
        { type: 'paid', status: null, note: '', created_at: at('1T09:05') },
        { type: 'status', status: 'processing', note: '', created_at: at('2T08:00') },
        { type: 'status', status: 'shipped', note: 'DHL, tracking 12345', created_at: at('2T12:30') },
        { type: 'status', status: 'delivered', note: '', created_at: at('3T15:00') },
      ],
    });
    renderWithProviders(<OrderTimeline order={order} />);

    expect(steps()).toEqual([
      'Order placed1 Mar 2026, 12:00',
      'Paid1 Mar 2026, 12:05',
      'Processing2 Mar 2026, 11:00',
      'Out for delivery2 Mar 2026, 15:30DHL, tracking 12345',
      'Delivered3 Mar 2026, 18:00',
    ]);
  });

  it('says cash on delivery where an unpaid order would say paid, and shows a cancellation', () => {
    const order = makeLaptopOrder({
      payment_method: 'cash_on_delivery',
      events: [
        { type: 'placed', status: null, note: '', created_at: at('1T09:00') },
        { type: 'status', status: 'cancelled', note: 'Customer asked', created_at: at('1T10:00') },
      ],
    });
    renderWithProviders(<OrderTimeline order={order} />);

    expect(steps()).toEqual([
      'Order placed1 Mar 2026, 12:00',
      'Cash on delivery1 Mar 2026, 12:00Pay when it arrives.',
      'Cancelled1 Mar 2026, 13:00Customer asked',
    ]);
  });

  it('reads in Swahili on a Swahili page, its times in East Africa Time', () => {
    const order = makeLaptopOrder({
      payment_method: 'cash_on_delivery',
      fulfilment: 'pickup',
      events: [
        { type: 'placed', status: null, note: '', created_at: at('1T09:00') },
        { type: 'status', status: 'shipped', note: '', created_at: at('2T12:30') },
        { type: 'status', status: 'completed', note: '', created_at: at('3T15:00') },
      ],
    });
    renderWithProviders(<OrderTimeline order={order} />, { locale: 'sw' });

    expect(steps('Historia ya oda')).toEqual([
      'Oda imetumwaJumapili, 1 Machi 2026, 12:00',
      'Lipa unapopokeaJumapili, 1 Machi 2026, 12:00Utalipa utakapouchukua dukani.',
      'Iko tayari kuchukuliwa dukaniJumatatu, 2 Machi 2026, 15:30',
      'ImekamilikaJumanne, 3 Machi 2026, 18:00',
    ]);
  });
});
