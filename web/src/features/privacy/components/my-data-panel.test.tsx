import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { MyDataPanel } from './my-data-panel';

const REFUSAL = {
  code: 'conflict',
  message: 'You have 1 order or booking still in progress.',
  reason: { name: 'accountDeletionInProgress', params: { count: 1 } },
};

describe('MyDataPanel', () => {
  it('says in the dialog why a deletion is refused while something is in progress, and keeps the customer signed in', async () => {
    const server = serveApi((config) =>
      config.url === '/account/delete/' ? { status: 409, data: REFUSAL } : { status: 200, data: {} },
    );
    renderWithProviders(<MyDataPanel />, { user: makeUser(), route: '/dashboard' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(await screen.findByLabelText('Your password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/still in progress/);
    expect(server.sent.find((r) => r.url === '/account/delete/')).toMatchObject({
      body: { password: 'secret-pass-1' },
    });
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('deletes the account with the password and leaves for the home page, signing out', async () => {
    serveApi((config) =>
      config.url === '/account/delete/'
        ? { status: 200, data: { deleted: true, orders_kept: 2 } }
        : { status: 200, data: {} },
    );
    renderWithProviders(<MyDataPanel />, { user: makeUser(), route: '/dashboard' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(await screen.findByLabelText('Your password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    // The router keeps the navigation's state under `usr`, as React Router does.
    expect(window.history.state).toMatchObject({ usr: { signOut: true } });
    expect(await screen.findByText(/Your account is deleted/)).toBeInTheDocument();
  });

  it('asks for the password before sending anything', async () => {
    const server = serveApi(() => ({ status: 200, data: {} }));
    renderWithProviders(<MyDataPanel />, { user: makeUser() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(await screen.findByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.sent.filter((r) => r.url === '/account/delete/')).toEqual([]);
  });
});
