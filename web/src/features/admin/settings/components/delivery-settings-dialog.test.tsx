import { DEFAULT_DELIVERY_SETTINGS } from '@shop/contract/delivery';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { DeliverySettingsDialog } from './delivery-settings-dialog';

const admin = makeUser({ id: 1, username: 'admin', is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });

describe('DeliverySettingsDialog', () => {
  it('shows the saved settings and saves the changes, an empty cap as no cap', async () => {
    const server = serveApi((config) =>
      config.method === 'get'
        ? { status: 200, data: DEFAULT_DELIVERY_SETTINGS }
        : { status: 200, data: JSON.parse(String(config.data)) },
    );
    renderWithProviders(<DeliverySettingsDialog open onOpenChange={() => {}} />, { user: admin });

    const fee = await screen.findByLabelText('Fee Dar es Salaam (TZS)');
    expect(fee).toHaveValue('10000.00');
    expect(screen.getByLabelText('Offer cash on delivery')).toBeChecked();
    await userEvent.clear(fee);
    await userEvent.type(fee, '15000');
    await userEvent.clear(screen.getByLabelText('Cash on delivery up to (TZS, empty for no cap)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(server.sent.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/admin/settings/delivery/',
      body: {
        free_delivery_over: '1200000.00',
        fee_dar_es_salaam: '15000',
        fee_other_regions: '25000.00',
        cash_on_delivery_enabled: true,
        cash_on_delivery_max: null,
      },
    });
    expect(await screen.findByText('Delivery settings saved')).toBeInTheDocument();
  });

  it('refuses an amount that is not one, sending nothing', async () => {
    const server = serveApi(() => ({ status: 200, data: DEFAULT_DELIVERY_SETTINGS }));
    renderWithProviders(<DeliverySettingsDialog open onOpenChange={() => {}} />, { user: admin });

    const fee = await screen.findByLabelText('Fee other regions (TZS)');
    await userEvent.clear(fee);
    await userEvent.type(fee, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Enter an amount of at least 0 with at most two decimals'),
    ).toBeInTheDocument();
    expect(server.sent.some((r) => r.method === 'PUT')).toBe(false);
  });
});
