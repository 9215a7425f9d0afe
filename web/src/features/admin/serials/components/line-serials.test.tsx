import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeLaptopOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { LineSerials } from './line-serials';

const admin = makeUser({ is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });
const order = makeLaptopOrder();
const item = { ...order.items[0]!, id: 5, quantity: 2, serials: [], warranty: null };

describe('LineSerials (docs/serials-and-warranty.md)', () => {
  it('saves the typed serials, and offers to move one another order has, then sends move', async () => {
    const server = serveApi((config) => {
      const body = JSON.parse(String(config.data)) as { serials: string[]; move?: boolean };
      if (!body.move) {
        return {
          status: 409,
          data: {
            code: 'conflict',
            message:
              'Serial number 5CD1234XYZ is on order FUR-AAA111. Move it from there, or check the number.',
            fields: {
              serials: [
                'Serial number 5CD1234XYZ is on order FUR-AAA111. Move it from there, or check the number.',
              ],
            },
            reason: { name: 'serialOnOtherOrder', params: { serial: '5CD1234XYZ', order: 'FUR-AAA111' } },
          },
        };
      }
      return { status: 200, data: { item_id: 5, serials: body.serials, warranty: null } };
    });
    renderWithProviders(<LineSerials orderId={order.id} item={item} />, { user: admin });
    expect(screen.getByText('not recorded')).toBeInTheDocument();
    expect(screen.getByText('No warranty')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Record serials' }));
    await userEvent.type(
      screen.getByLabelText(/One serial number per unit \(up to 2\)/),
      '5cd1234xyz  5CD1234XZA',
    );
    expect(screen.queryByLabelText('Move it from the other order (a correction)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save serials' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('is on order FUR-AAA111');
    await userEvent.click(screen.getByLabelText('Move it from the other order (a correction)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save serials' }));

    expect(server.sent.map((r) => [r.method, r.url, r.body])).toEqual([
      [
        'PUT',
        `/admin/orders/${order.id}/items/5/serials/`,
        { serials: ['5cd1234xyz', '5CD1234XZA'], move: false },
      ],
      [
        'PUT',
        `/admin/orders/${order.id}/items/5/serials/`,
        { serials: ['5cd1234xyz', '5CD1234XZA'], move: true },
      ],
    ]);
    expect(await screen.findByRole('button', { name: 'Record serials' })).toBeInTheDocument();
  });
});
