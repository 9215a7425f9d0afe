import type { TourTerms } from '@shop/contract/tour-terms';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi, validationError } from '#web/test/stub-server.ts';
import { TourTermsForm } from './tour-terms-form';

const admin = makeUser({ is_staff: true, is_superuser: true });
// No delay between key presses: jsdom is slow enough on a busy machine.
const userEvent = userEventLib.setup({ delay: null });

const parks = [
  { id: 1, name: 'Ngorongoro Conservation Area' },
  { id: 2, name: 'Serengeti National Park' },
];

// The demo's Classic Safari, in short (server/src/db/seed/tour-terms.ts).
const terms: TourTerms = {
  age_bands: [],
  prices: [
    { traveller_type: 'adult', residency: 'citizen', amount_usd: '1200.00', amount_tzs: '3000000.00' },
  ],
  seasons: [
    {
      name: 'Green season',
      starts_on: '2027-04-01',
      ends_on: '2027-05-31',
      prices: [
        { traveller_type: 'adult', residency: 'non_resident', amount_usd: '3600.00', amount_tzs: null },
      ],
    },
  ],
  group_tiers: [{ min_travellers: 4, price_percent: '95.00' }],
  private_supplement_usd: '800.00',
  private_supplement_tzs: null,
  deposit: {
    rule: 'highest',
    percent: '30.00',
    per_traveller_usd: '500.00',
    per_traveller_tzs: '1250000.00',
    per_booking_usd: null,
    per_booking_tzs: null,
  },
  balance_due_days: 60,
  details_due_days: 30,
  cancellation_tiers: [
    { days_before: 60, fee_percent: '30' },
    { days_before: 30, fee_percent: '50' },
  ],
  parks: [{ park: 2, name: 'Serengeti National Park', days: 2 }],
};

function renderForm() {
  return renderWithProviders(<TourTermsForm tourId={5} terms={terms} parks={parks} onDone={() => {}} />, {
    user: admin,
  });
}

describe('TourTermsForm', () => {
  it('sends the whole terms, with only the amounts the deposit rule uses', async () => {
    const server = serveApi(({ data }) => ({ status: 200, data: JSON.parse(data as string) }));
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Deposit rule'), 'percent');
    expect(screen.queryByLabelText('Per traveller (USD)')).not.toBeInTheDocument();
    const percent = screen.getByLabelText('Deposit (%)');
    await userEvent.clear(percent);
    await userEvent.type(percent, '25');
    const tier = screen.getByRole('group', { name: 'Cancellation tier 2' });
    await userEvent.clear(within(tier).getByLabelText('Days before departure'));
    await userEvent.type(within(tier).getByLabelText('Days before departure'), '45');
    await userEvent.click(screen.getByRole('button', { name: 'Add tier' }));
    const third = screen.getByRole('group', { name: 'Cancellation tier 3' });
    await userEvent.type(within(third).getByLabelText('Days before departure'), '7');
    await userEvent.type(within(third).getByLabelText('Fee (%)'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Add park' }));
    await userEvent.selectOptions(
      within(screen.getByRole('group', { name: 'Park 2' })).getByLabelText('Park'),
      'Ngorongoro Conservation Area',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({ method: 'PUT', url: '/admin/tours/5/terms/' });
    expect(server.sent[0]?.body).toEqual({
      ...terms,
      deposit: {
        rule: 'percent',
        percent: '25',
        per_traveller_usd: null,
        per_traveller_tzs: null,
        per_booking_usd: null,
        per_booking_tzs: null,
      },
      cancellation_tiers: [
        { days_before: 60, fee_percent: '30' },
        { days_before: 45, fee_percent: '50' },
        { days_before: 7, fee_percent: '100' },
      ],
      parks: [
        { park: 2, days: 2 },
        { park: 1, days: 1 },
      ],
    });
  });

  it("shows the contract's messages on the fields and sends nothing while invalid", async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderForm();
    const tier = screen.getByRole('group', { name: 'Cancellation tier 1' });
    await userEvent.clear(within(tier).getByLabelText('Fee (%)'));
    await userEvent.type(within(tier).getByLabelText('Fee (%)'), '150');
    // The tour's own prices come first, before the seasons'.
    await userEvent.click(screen.getAllByRole('button', { name: 'Add price' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    await waitFor(() =>
      expect(within(tier).getByLabelText('Fee (%)')).toHaveAccessibleDescription('At most 100'),
    );
    const price = screen.getByRole('group', { name: 'Prices per person: price 2' });
    expect(within(price).getByLabelText('USD')).toHaveAttribute('aria-invalid', 'true');
    expect(server.sent).toHaveLength(0);
  });

  it("puts the server's refusals on the field or the list they name", async () => {
    const server = serveApi(() =>
      validationError('Some fields are invalid', {
        'seasons.0.ends_on': ['A season ends on or after its first day.'],
        group_tiers: ['Each group size once.'],
      }),
    );
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    const season = screen.getByRole('group', { name: 'Season 1' });
    await waitFor(() =>
      expect(within(season).getByLabelText('To')).toHaveAccessibleDescription(
        'A season ends on or after its first day.',
      ),
    );
    expect(screen.getByText('Each group size once.')).toBeInTheDocument();
    expect(await screen.findByText('Some fields are invalid')).toBeInTheDocument();
  });
});
