import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi, validationError } from '#web/test/stub-server.ts';
import { SettingsDialog } from './settings-dialog';

const admin = makeUser({
  id: 1,
  username: 'admin',
  email: 'admin@example.com',
  is_staff: true,
  is_superuser: true,
});

function open() {
  return renderWithProviders(<SettingsDialog open onOpenChange={() => {}} />, { user: admin });
}

// No delay between key presses: jsdom is slow enough on a busy machine.
const userEvent = userEventLib.setup({ delay: null });

describe('SettingsDialog', () => {
  it('sends no password fields when no new password is given, trimmed values otherwise', async () => {
    const server = serveApi(() => ({ status: 200, data: admin }));
    open();
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, '  boss@example.com ');
    await userEvent.type(screen.getByLabelText('Current password'), 'typed-but-unused');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]?.body).toEqual({
      username: 'admin',
      email: 'boss@example.com',
      profile: { full_name: 'Amina Juma', phone: '712345678', country_code: '+255' },
    });
    expect(await screen.findByText('Your profile has been successfully updated.')).toBeInTheDocument();
  });

  it('checks the password rules of docs/forms-and-messages.md in order', async () => {
    const server = serveApi(() => ({ status: 200, data: admin }));
    open();
    const save = screen.getByRole('button', { name: 'Save Changes' });
    await userEvent.type(screen.getByLabelText('New password'), 'abc');
    await userEvent.click(save);
    // Validation runs asynchronously after the click.
    expect(
      (await screen.findAllByText('Current password is required to change password')).length,
    ).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText('Current password'), 'old-pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abd');
    await userEvent.click(save);
    expect((await screen.findAllByText('New passwords do not match')).length).toBeGreaterThan(0);
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abc');
    await userEvent.click(save);
    expect(
      (await screen.findAllByText('New password must be at least 8 characters long')).length,
    ).toBeGreaterThan(0);
    expect(server.sent).toHaveLength(0);
  });

  it('shows the server message for a wrong current password', async () => {
    serveApi(() =>
      validationError('Current password is incorrect', {
        current_password: ['Current password is incorrect'],
      }),
    );
    open();
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong-pass');
    await userEvent.type(screen.getByLabelText('New password'), 'fresh-pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'fresh-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    // In the toast, and on the input the server refused.
    await waitFor(() => expect(screen.getAllByText('Current password is incorrect')).toHaveLength(2));
  });
});
