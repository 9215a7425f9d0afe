import type { OutboxMessage } from '@shop/contract/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { OutboxTab } from './outbox-tab';

const admin = makeUser({ username: 'admin', is_staff: true, is_superuser: true });
const base = { attempts: 1, created_at: '2026-11-24T07:00:00Z', next_attempt_at: '2026-11-24T07:00:00Z' };
const failed: OutboxMessage = {
  ...base,
  id: 2,
  channel: 'email',
  kind: 'booking_confirmed',
  recipient: 'asha@example.com',
  subject: 'Booking IGS-7K2M9Q confirmed',
  status: 'failed',
  last_error: '550 Mailbox unavailable',
  sent_at: null,
};
const sent: OutboxMessage = {
  ...base,
  id: 1,
  channel: 'sms',
  kind: 'order_shipped',
  recipient: '255655123456',
  subject: null,
  status: 'sent',
  last_error: null,
  sent_at: '2026-11-24T07:00:05Z',
};

describe('OutboxTab', () => {
  it('lists messages with their status and reason, filters them, and resends a failed one', async () => {
    const server = serveApi((req) =>
      req.method === 'post'
        ? { status: 200, data: { ...failed, status: 'waiting', attempts: 0, last_error: null } }
        : { status: 200, data: { count: 2, page: 1, page_size: 20, results: [failed, sent] } },
    );
    renderWithProviders(<OutboxTab />, { user: admin });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Outbox' });
    const [, failedRow, sentRow] = within(table).getAllByRole('row');
    expect(failedRow).toHaveTextContent('Booking IGS-7K2M9Q confirmed');
    expect(failedRow).toHaveTextContent('Failed');
    expect(failedRow).toHaveTextContent('550 Mailbox unavailable');
    expect(sentRow).toHaveTextContent('+255655123456');
    expect(within(sentRow!).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'failed');
    expect(server.sent.at(-1)).toMatchObject({
      method: 'GET',
      url: '/admin/messages/outbox/',
      params: { status: 'failed' },
    });

    await user.click(within(failedRow!).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Message queued again')).toBeInTheDocument();
    expect(server.sent.find((r) => r.method === 'POST')).toMatchObject({
      url: '/admin/messages/outbox/2/resend/',
    });
  });

  it('opens filtered when the address asks (the overview links ?status=failed)', async () => {
    const server = serveApi(() => ({
      status: 200,
      data: { count: 1, page: 1, page_size: 20, results: [failed] },
    }));
    renderWithProviders(<OutboxTab />, { user: admin, route: '/admin/dashboard?tab=outbox&status=failed' });
    await screen.findByRole('table', { name: 'Outbox' });
    expect(server.sent[0]).toMatchObject({ url: '/admin/messages/outbox/', params: { status: 'failed' } });
    expect(screen.getByLabelText('Filter by status')).toHaveValue('failed');
  });
});
