import type { AdminBreach } from '@shop/contract/privacy';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { BreachForm } from './breach-form';

const admin = makeUser({ id: 1, username: 'admin', is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });

const breach: AdminBreach = {
  id: 7,
  found_at: '2026-11-28T07:30:00.000Z',
  description: 'A courier list went to the wrong address.',
  data_affected: 'Names and phone numbers',
  people_affected: 'Customers of one day',
  people_count: 12,
  actions_taken: '',
  commission_notified_at: '2026-11-29T21:05:00.000Z',
  people_notified_at: null,
  commission_due_at: '2026-12-01T07:30:00.000Z',
  recorded_by: 'admin',
  created_at: '2026-11-28T08:00:00.000Z',
  updated_at: '2026-11-28T08:00:00.000Z',
};

// docs/privacy.md, "Breaches": the times are Dar es Salaam's (UTC+3) on the admin's screen whatever
// zone their browser keeps; New York is UTC-5 in November, eight hours from the shop.
let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('BreachForm', () => {
  it('reads and shows the times as Dar es Salaam time in a browser that keeps another zone', async () => {
    expect(new Date('2026-11-28T12:00:00Z').getTimezoneOffset()).toBe(300);
    const server = serveApi(() => ({ status: 200, data: breach }));
    renderWithProviders(<BreachForm breach={breach} onDone={() => {}} />, { user: admin });

    expect(await screen.findByLabelText('Found')).toHaveValue('2026-11-28T10:30');
    // 21:05 UTC is past midnight in Dar es Salaam: the day moves too.
    expect(screen.getByLabelText('Commission told at')).toHaveValue('2026-11-30T00:05');

    fireEvent.change(screen.getByLabelText('Found'), { target: { value: '2026-11-28T09:15' } });
    fireEvent.change(screen.getByLabelText('People told at'), {
      target: { value: '2026-11-30T23:45' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(server.sent.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/admin/breaches/7/',
      body: {
        found_at: '2026-11-28T06:15:00.000Z',
        commission_notified_at: '2026-11-29T21:05:00.000Z',
        people_notified_at: '2026-11-30T20:45:00.000Z',
      },
    });
  });
});
