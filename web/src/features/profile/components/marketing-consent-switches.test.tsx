import type { MarketingConsent } from '@shop/contract/marketing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { MarketingConsentSwitches } from './marketing-consent-switches';

const never = { granted: false, wording_version: null, source: null, updated_at: null };

function given(at: string) {
  return { granted: true, wording_version: '2026-11-29', source: 'signup' as const, updated_at: at };
}

describe('MarketingConsentSwitches', () => {
  it('shows each channel apart with the day it was given, and switches one channel only', async () => {
    let consent: MarketingConsent = { sms: given('2026-11-20T09:00:00Z'), email: never };
    const server = serveApi((config) => {
      if (config.method === 'put') {
        const body = JSON.parse(String(config.data)) as { sms?: boolean; email?: boolean };
        if (body.email !== undefined) {
          consent = { ...consent, email: { ...given('2026-11-29T07:00:00Z'), granted: body.email } };
        }
        if (body.sms !== undefined) {
          consent = { ...consent, sms: { ...given('2026-11-29T07:00:00Z'), granted: body.sms } };
        }
      }
      return { status: 200, data: consent };
    });
    renderWithProviders(<MarketingConsentSwitches />, { user: makeUser() });
    const user = userEvent.setup();

    const sms = await screen.findByRole('switch', { name: /by SMS\. Reply STOP/ });
    const email = screen.getByRole('switch', { name: /by e-mail/ });
    await waitFor(() => expect(sms).toBeEnabled());
    expect(sms).toBeChecked();
    expect(sms).toHaveAccessibleDescription('Yes since 20 Nov 2026');
    expect(email).not.toBeChecked();
    expect(email).toHaveAccessibleDescription('Not given');

    await user.click(email);
    await waitFor(() => expect(email).toBeChecked());
    expect(email).toHaveAccessibleDescription('Yes since 29 Nov 2026');
    expect(server.sent.filter((r) => r.method === 'PUT')).toEqual([
      expect.objectContaining({ url: '/marketing/consent/', body: { email: true } }),
    ]);

    await user.click(sms);
    await waitFor(() => expect(sms).not.toBeChecked());
    expect(sms).toHaveAccessibleDescription('Stopped on 29 Nov 2026');
    expect(server.sent.filter((r) => r.method === 'PUT').at(-1)).toMatchObject({ body: { sms: false } });
  });

  it('says so when the choice was not saved, and keeps the switch as it was', async () => {
    serveApi((config) =>
      config.method === 'put' ? { status: 500 } : { status: 200, data: { sms: never, email: never } },
    );
    renderWithProviders(<MarketingConsentSwitches />, { user: makeUser() });
    const user = userEvent.setup();

    const sms = await screen.findByRole('switch', { name: /by SMS/ });
    await waitFor(() => expect(sms).toBeEnabled());
    await user.click(sms);

    expect(await screen.findByText('Your choice was not saved')).toBeInTheDocument();
    expect(sms).not.toBeChecked();
  });
});
