import type { ReceiptPage } from '@shop/contract/receipt-page';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { ReceiptView } from './receipt-view';

afterEach(cleanup);

const page: ReceiptPage = {
  order_reference: 'FUR-7K2M9Q',
  receipt: {
    id: 4,
    number: 1043,
    fiscal: false,
    daily_number: 2,
    z_number: '20270110',
    date: '2027-01-10',
    time: '10:15:00',
    payment_type: 'EMONEY',
    currency: 'TZS',
    total: '1500000.00',
    vat: '228813.56',
    customer_name: 'Neema Mushi',
    customer_tin: null,
    customer_vrn: null,
    lines: [
      { description: 'HP EliteBook 840', quantity: 2, tax_code: 'A', amount: '1500000.00', vat: '228813.56' },
    ],
    verification_code: null,
    verify_url: null,
    seller: null,
    credits_number: null,
    credit_notes: [],
  } as unknown as ReceiptPage['receipt'],
  serial_notes: [
    { item_name: 'HP EliteBook 840', serials: ['5CD1234XYZ', '5CD1234XZA'], warranty_ends_on: '2027-04-10' },
  ],
};

describe("ReceiptView's serial numbers (docs/serials-and-warranty.md)", () => {
  it('notes the serials and the warranty under the lines, as a line of its own', () => {
    renderWithProviders(<ReceiptView page={page} />);
    expect(
      screen.getByText(
        'HP EliteBook 840 · Serial numbers: 5CD1234XYZ, 5CD1234XZA · warranty until 10/04/2027',
      ),
    ).toBeInTheDocument();
    // The receipt's line itself (what TRA is sent) is unchanged.
    expect(screen.getByRole('cell', { name: 'HP EliteBook 840' })).toBeInTheDocument();
  });

  it('says it in Swahili', () => {
    renderWithProviders(<ReceiptView page={page} />, { locale: 'sw' });
    expect(
      screen.getByText(
        'HP EliteBook 840 · Namba za seriali: 5CD1234XYZ, 5CD1234XZA · dhamana hadi 10/04/2027',
      ),
    ).toBeInTheDocument();
  });
});
