import type { TourBooking } from '@shop/contract/tour-terms';

const traveller = (position: number, type: 'adult' | 'child') => ({
  position,
  traveller_type: type,
  residency: 'non_resident' as const,
  full_name: null,
  nationality: null,
  id_number: null,
  date_of_birth: null,
});

/** Two adults and a child, non-residents, on the demo's Classic Safari: the deposit paid. */
export function makeTourBooking(overrides: Partial<TourBooking> = {}): TourBooking {
  const line = { traveller_type: null, residency: null, park_name: null, season: null };
  return {
    order: 41,
    order_id: 'IGS-ABC123',
    tour: 1,
    tour_title: 'Classic Safari Experience',
    tour_date: '2027-03-16',
    currency: 'USD',
    private: false,
    lines: [
      {
        ...line,
        kind: 'traveller',
        label: 'Adult, non-resident',
        traveller_type: 'adult',
        residency: 'non_resident',
        quantity: 2,
        unit_amount: '4200.00',
        amount: '8400.00',
      },
      {
        ...line,
        kind: 'traveller',
        label: 'Child, non-resident',
        traveller_type: 'child',
        residency: 'non_resident',
        quantity: 1,
        unit_amount: '2100.00',
        amount: '2100.00',
      },
      {
        ...line,
        kind: 'park_fee',
        label: 'Serengeti National Park: Adult, non-resident, 2 days',
        traveller_type: 'adult',
        residency: 'non_resident',
        park_name: 'Serengeti National Park',
        quantity: 4,
        unit_amount: '70.00',
        amount: '280.00',
      },
      {
        ...line,
        kind: 'vat',
        label: 'VAT 18% on park fees',
        quantity: 1,
        unit_amount: '50.40',
        amount: '50.40',
      },
    ],
    total: '10830.40',
    deposit: '3249.12',
    balance: '7581.28',
    amount_paid: '3249.12',
    amount_due: '7581.28',
    payment_state: 'deposit_paid',
    balance_due_on: '2027-01-15',
    balance_overdue: false,
    details_due_on: '2027-02-14',
    details_missing: 3,
    cancellation_tiers: [
      { days_before: 30, fee_percent: '50.00' },
      { days_before: 60, fee_percent: '30.00' },
      { days_before: 7, fee_percent: '100.00' },
    ],
    travellers: [traveller(1, 'adult'), traveller(2, 'adult'), traveller(3, 'child')],
    has_terms: true,
    cancellation: null,
    ...overrides,
  };
}
