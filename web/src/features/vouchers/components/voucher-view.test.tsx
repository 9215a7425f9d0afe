import type { Voucher } from '@shop/contract/check-in';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { VoucherView } from './voucher-view';

function makeVoucher(overrides: Partial<Voucher> = {}): Voucher {
  return {
    order: 41,
    order_id: 'IGS-ABC123',
    token: 'V1.41.abcdefghijklmnopqrstuv',
    tour_title: 'Ngorongoro day trip',
    tour_date: '2026-12-01',
    customer_name: 'Amina Juma',
    currency: 'USD',
    balance_due: '0.00',
    travellers: [{ id: 1, position: 1, traveller_type: 'adult', full_name: 'Amina Juma' }],
    first_scanned_at: null,
    pickup: null,
    ...overrides,
  };
}

const pickup = {
  id: 7,
  tour: 3,
  name: 'Arusha Coffee Lodge',
  lat: -3.3731,
  lng: 36.6389,
  offset_minutes: -45,
  position: 1,
  is_active: true,
  time: '06:15',
};

describe('VoucherView', () => {
  it('says where and when the tour collects the travellers, with a link to the map pin', () => {
    renderWithProviders(<VoucherView voucher={makeVoucher({ pickup })} />);
    expect(screen.getByText('Pickup at 06:15')).toBeInTheDocument();
    expect(screen.getByText(/Arusha Coffee Lodge/)).toBeInTheDocument();
    const map = screen.getByRole('link', { name: 'Map' });
    expect(map).toHaveAttribute('href', expect.stringContaining('mlat=-3.3731&mlon=36.6389'));
    expect(map).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('says it in Swahili too', () => {
    renderWithProviders(<VoucherView voucher={makeVoucher({ pickup })} />, { locale: 'sw' });
    expect(screen.getByText('Kuchukuliwa saa 06:15')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ramani' })).toBeInTheDocument();
  });

  it('shows no pickup while none is chosen', () => {
    renderWithProviders(<VoucherView voucher={makeVoucher()} />);
    expect(screen.getByText('Ngorongoro day trip')).toBeInTheDocument();
    expect(screen.queryByText(/Pickup at/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Map' })).toBeNull();
  });
});
