import { DEFAULT_PAYMENT_SETTINGS } from '@shop/contract/mobile-money';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { PaymentSettingsDialog } from './payment-settings-dialog';

const admin = makeUser({ id: 1, username: 'admin', is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });

describe('PaymentSettingsDialog', () => {
  it('shows the saved rate and saves a new one', async () => {
    const server = serveApi((config) =>
      config.method === 'get'
        ? { status: 200, data: DEFAULT_PAYMENT_SETTINGS }
        : { status: 200, data: { usd_to_tzs_rate: '2610.50' } },
    );
    renderWithProviders(<PaymentSettingsDialog open onOpenChange={() => {}} />, { user: admin });

    const rate = await screen.findByLabelText('TZS for one US dollar');
    expect(rate).toHaveValue('2590.00');
    await userEvent.clear(rate);
    await userEvent.type(rate, '2610.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(server.sent.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/admin/settings/payment/',
      body: { usd_to_tzs_rate: '2610.5' },
    });
    expect(await screen.findByText('Rate saved')).toBeInTheDocument();
  });

  it('refuses a rate of 0, sending nothing', async () => {
    const server = serveApi(() => ({ status: 200, data: DEFAULT_PAYMENT_SETTINGS }));
    renderWithProviders(<PaymentSettingsDialog open onOpenChange={() => {}} />, { user: admin });

    const rate = await screen.findByLabelText('TZS for one US dollar');
    await userEvent.clear(rate);
    await userEvent.type(rate, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Enter a rate above 0 with at most two decimals, e.g. 2590'),
    ).toBeInTheDocument();
    expect(server.sent.some((r) => r.method === 'PUT')).toBe(false);
  });
});
