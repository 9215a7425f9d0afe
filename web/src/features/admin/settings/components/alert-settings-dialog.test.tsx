import { DEFAULT_ALERT_SETTINGS } from '@shop/contract/alerts';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { AlertSettingsDialog } from './alert-settings-dialog';

const admin = makeUser({ id: 1, username: 'admin', is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });

describe('AlertSettingsDialog', () => {
  it('shows the saved switches and saves one switched off', async () => {
    const server = serveApi((config) =>
      config.method === 'get'
        ? { status: 200, data: DEFAULT_ALERT_SETTINGS }
        : { status: 200, data: { ...DEFAULT_ALERT_SETTINGS, daily_summary: false } },
    );
    renderWithProviders(<AlertSettingsDialog open onOpenChange={() => {}} />, { user: admin });

    const summary = await screen.findByLabelText(/Daily summary/);
    expect(summary).toBeChecked();
    expect(screen.getByLabelText(/Low stock/)).toBeChecked();
    await userEvent.click(summary);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(server.sent.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/admin/settings/alerts/',
      body: { low_stock: true, sold_out: true, daily_summary: false },
    });
    expect(await screen.findByText('Alerts saved')).toBeInTheDocument();
  });

  it('sends the daily alerts now, without saving the switches, and says what went', async () => {
    const server = serveApi((config) =>
      config.method === 'get'
        ? { status: 200, data: DEFAULT_ALERT_SETTINGS }
        : { status: 200, data: { low_stock_products: 3, summary_day: '2026-11-28', messages: 4 } },
    );
    renderWithProviders(<AlertSettingsDialog open onOpenChange={() => {}} />, { user: admin });

    await userEvent.click(await screen.findByRole('button', { name: 'Send the daily alerts now' }));
    expect(await screen.findByText('Daily alerts queued: 4 messages')).toBeInTheDocument();
    expect(screen.getByText('3 products low on stock, and the summary of 2026-11-28.')).toBeInTheDocument();
    expect(server.sent.filter((r) => r.method !== 'GET')).toMatchObject([
      { method: 'POST', url: '/admin/settings/alerts/send/' },
    ]);
  });
});
