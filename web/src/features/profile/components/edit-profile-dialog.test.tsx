import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '#web/config/constants.ts';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi, validationError } from '#web/test/stub-server.ts';
import { EditProfileDialog } from './edit-profile-dialog';

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await screen.findByRole('dialog', { name: 'Edit Profile' });
  return user;
}

describe('EditProfileDialog', () => {
  it('requires the current password and a matching confirmation of at least 8 characters', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(<EditProfileDialog user={makeUser()} />, { user: makeUser() });
    const user = await openDialog();

    await user.type(screen.getByLabelText('New password'), '123');
    await user.type(screen.getByLabelText('Confirm new password'), '124');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Current password is required to change password')).toBeInTheDocument();
    expect(screen.getByText('New password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('New passwords do not match')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  it('requires username and email', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(<EditProfileDialog user={makeUser()} />, { user: makeUser() });
    const user = await openDialog();

    await user.clear(screen.getByLabelText('Username'));
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  it('sends trimmed values without passwords, then says Settings updated', async () => {
    const updated = makeUser({ full_name: 'Amina J. Mrema' });
    const server = serveApi(() => ({ status: 200, data: updated }));
    renderWithProviders(<EditProfileDialog user={makeUser()} />, { user: makeUser() });
    const user = await openDialog();

    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), '  Amina J. Mrema  ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been successfully updated.')).toBeInTheDocument();
    expect(server.sent[0]).toMatchObject({ method: 'PUT', url: '/auth/profile/' });
    expect(server.sent[0]?.body).toEqual({
      username: 'amina',
      email: 'amina@example.com',
      profile: { full_name: 'Amina J. Mrema', phone: '712345678', country_code: '+255', address: '' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends both passwords when changing it and reports a wrong current password', async () => {
    const server = serveApi(() =>
      validationError('Current password is incorrect', {
        current_password: ['Current password is incorrect'],
      }),
    );
    renderWithProviders(<EditProfileDialog user={makeUser()} />, { user: makeUser() });
    const user = await openDialog();

    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(server.sent[0]?.body).toMatchObject({ current_password: 'wrong-one', new_password: 'new-secret' });
    // Both in the toast and under the field.
    expect(screen.getAllByText('Current password is incorrect')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('keeps this device signed in with the new session a password change returns', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'old-access');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'old-refresh');
    serveApi(() => ({ status: 200, data: { ...makeUser(), access: 'new-access', refresh: 'new-refresh' } }));
    renderWithProviders(<EditProfileDialog user={makeUser()} />, { user: makeUser() });
    const user = await openDialog();

    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-access');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('new-refresh');
  });
});
