import type { PrivacyNotice } from '@shop/contract/privacy';
import { RETENTION_RULES } from '@shop/contract/retention';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { PrivacyNoticeView } from './privacy-notice';

const notice: PrivacyNotice = {
  version: 3,
  published_at: '2026-11-29T08:00:00Z',
  registration: 'PDPC-123',
  officer: { name: 'Asha Mrema', email: 'dpo@example.co.tz' },
  recipients: [
    { kind: 'card_payments', name: 'Stripe', abroad: true },
    { kind: 'sms', name: "Africa's Talking", abroad: null },
  ],
  retention: Object.entries(RETENTION_RULES).map(([id, rule]) => ({
    id,
    data: rule.data,
    period: rule.period,
    from: rule.from,
    outcome: rule.outcome,
    why: rule.why,
  })),
  backup_months: 12,
};

describe('PrivacyNoticeView', () => {
  it('shows the version, the officer, the providers configured and every retention rule, in English', async () => {
    serveApi(() => ({ status: 200, data: notice }));
    renderWithProviders(<PrivacyNoticeView />);
    expect(await screen.findByText('Version 3, in force since 29 Nov 2026')).toBeInTheDocument();
    expect(
      screen.getByText('Registered with the Personal Data Protection Commission: PDPC-123'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dpo@example.co.tz' })).toHaveAttribute(
      'href',
      'mailto:dpo@example.co.tz',
    );
    const recipients = within(screen.getByRole('region', { name: 'Who receives it' }));
    expect(recipients.getByText('Stripe').parentElement).toHaveTextContent(
      'Stripe takes card payments (outside Tanzania)',
    );
    expect(recipients.getByText("Africa's Talking").parentElement).toHaveTextContent(
      'where that service keeps it',
    );
    const travellers = document.querySelector('[data-rule="traveller_details"]')!;
    expect(travellers).toHaveTextContent('30 days from the day of departure');
    expect(document.querySelector('[data-rule="ip_counters"]')).toHaveTextContent('1 day');
    expect(document.querySelector('[data-rule="expired_sessions"]')).toHaveTextContent('Erased at once');
    expect(document.querySelector('[data-rule="marketing_opt_outs"]')).toHaveTextContent('No fixed period');
    expect(document.querySelectorAll('[data-rule]')).toHaveLength(Object.keys(RETENTION_RULES).length);
  });

  it('speaks Swahili, the rules in their own Swahili words', async () => {
    serveApi(() => ({ status: 200, data: { ...notice, recipients: [] } }));
    renderWithProviders(<PrivacyNoticeView />, { locale: 'sw' });
    expect(await screen.findByText(/^Toleo 3/)).toBeInTheDocument();
    expect(screen.getByText(RETENTION_RULES.traveller_details.data.sw)).toBeInTheDocument();
    expect(document.querySelector('[data-rule="traveller_details"]')).toHaveTextContent(
      'Siku 30 tangu siku ya kuondoka',
    );
    expect(screen.getByText(/Hakuna mtoa huduma wa nje/)).toBeInTheDocument();
  });
});
