import type { ContactMessage } from '@shop/contract/content';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { MessageDialog } from './message-dialog';

const admin = makeUser({ username: 'admin', is_staff: true, is_superuser: true });
const message: ContactMessage = {
  id: 7,
  name: 'Baraka Mushi',
  email: 'baraka@example.com',
  subject: 'Migration',
  message: 'Is July good for the migration?',
  business_type: 'igsum',
  is_read: false,
  created_at: '2026-11-20T08:00:00Z',
  replies: [
    { id: 1, body: 'Karibu! Yes, it is.', author_username: 'admin', created_at: '2026-11-20T09:00:00Z' },
  ],
};

describe('MessageDialog', () => {
  it('shows the thread and sends a reply by e-mail, which joins the thread and marks the message read', async () => {
    const server = serveApi(() => ({
      status: 201,
      data: {
        ...message,
        is_read: true,
        replies: [
          ...message.replies,
          {
            id: 2,
            body: 'The herds cross the Mara river then.',
            author_username: 'admin',
            created_at: '2026-11-21T09:00:00Z',
          },
        ],
      },
    }));
    renderWithProviders(<MessageDialog message={message} replying onClose={() => {}} />, { user: admin });
    const user = userEvent.setup();
    expect(screen.getByText('Karibu! Yes, it is.')).toBeInTheDocument();
    const box = screen.getByLabelText('Reply to Baraka Mushi');
    expect(box).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write your reply')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);

    await user.type(box, 'The herds cross the Mara river then.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: '/admin/contacts/7/reply/',
      body: { body: 'The herds cross the Mara river then.' },
    });
    expect(screen.getAllByText('The herds cross the Mara river then.')).toHaveLength(1);
    expect(screen.getByLabelText('Reply to Baraka Mushi')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Mark as Unread' })).toBeInTheDocument();
  });
});
