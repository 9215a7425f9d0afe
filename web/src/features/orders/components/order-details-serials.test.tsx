import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLaptopOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { OrderDetailsDialog } from './order-details-dialog';

/** A laptop order whose line of two has both serials recorded and a warranty running. */
function servedOrder(underWarranty: boolean) {
  const order = makeLaptopOrder();
  const [line] = order.items;
  return {
    ...order,
    items: [
      {
        ...line!,
        quantity: 2,
        serials: ['5CD1234XYZ', '5CD1234XZA'],
        warranty: {
          months: 3,
          starts_on: '2027-01-10',
          starts_from: 'received' as const,
          ends_on: '2027-04-10',
          under_warranty: underWarranty,
        },
      },
    ],
  };
}

describe("the customer's order: serials and warranty (docs/serials-and-warranty.md)", () => {
  it("shows each unit's serial and the warranty's last day", async () => {
    renderWithProviders(<OrderDetailsDialog order={servedOrder(true)} onClose={() => {}} />, {
      user: makeUser(),
    });
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Serial numbers: 5CD1234XYZ, 5CD1234XZA')).toBeInTheDocument();
    expect(dialog.getByText('Under warranty until 10 Apr 2027')).toBeInTheDocument();
  });

  it('says it in Swahili, and that an expired warranty ended', async () => {
    renderWithProviders(<OrderDetailsDialog order={servedOrder(false)} onClose={() => {}} />, {
      user: makeUser(),
      locale: 'sw',
    });
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Namba za seriali: 5CD1234XYZ, 5CD1234XZA')).toBeInTheDocument();
    expect(dialog.getByText(/^Dhamana iliisha .*2027$/)).toBeInTheDocument();
  });
});
