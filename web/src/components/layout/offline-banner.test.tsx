import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OnlineButton } from '#web/components/ui/online-button.tsx';
import { followNetwork } from '#web/lib/offline/network-state.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { OfflineBanner } from './offline-banner';

describe('offline', () => {
  it('says so while the network is gone, turns the buttons that need it off, and refreshes when it is back', () => {
    const onBack = vi.fn();
    followNetwork(onBack);
    const pay = vi.fn();
    renderWithProviders(
      <>
        <OfflineBanner />
        <OnlineButton onClick={pay} offlineLabel="Checkout needs a connection">
          Checkout
        </OnlineButton>
      </>,
    );
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();

    act(() => window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status', { name: 'Offline' })).toHaveTextContent(
      /^You are offline: prices as of \d+ \w{3,4} \d{4}, \d{2}:\d{2}$/,
    );
    const button = screen.getByRole('button', { name: 'Checkout needs a connection' });
    expect(button).toBeDisabled();
    button.click();
    expect(pay).not.toHaveBeenCalled();

    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("tells the time of the prices in the page's language", () => {
    followNetwork(vi.fn());
    renderWithProviders(<OfflineBanner />, { locale: 'sw' });
    act(() => window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(/\p{L}+, \d+ \p{L}+ \d{4},? \d{2}:\d{2}$/u);
    expect(screen.getByRole('status')).not.toHaveTextContent(/[AP]M/);
    act(() => window.dispatchEvent(new Event('online')));
  });
});
