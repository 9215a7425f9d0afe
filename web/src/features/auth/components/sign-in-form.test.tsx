import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { deferred, type StubAnswer, serveApi } from '#web/test/stub-server.ts';
import { SignInForm } from './sign-in-form';

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInForm', () => {
  it('requires username and password', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(<SignInForm />);

    await signIn('', '');

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  it('reads "Please wait..." while signing in, then welcomes the user back', async () => {
    const answer = deferred<StubAnswer>();
    const server = serveApi(() => answer.promise);
    renderWithProviders(<SignInForm />);

    await signIn('amina', 'safari123');

    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeDisabled();
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: '/auth/login/',
      auth: undefined,
      body: { username: 'amina', password: 'safari123' },
    });

    answer.resolve({ status: 200, data: { access: 'a1', refresh: 'r1', user: makeUser() } });

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have successfully logged in.')).toBeInTheDocument();
  });

  it("shows Login Failed with the server's message", async () => {
    serveApi(() => ({
      status: 401,
      data: { status: 401, code: 'unauthenticated', message: 'Invalid username or password' },
    }));
    renderWithProviders(<SignInForm />);

    await signIn('amina', 'wrong-password');

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("says the server's refusal in the page's language", async () => {
    serveApi(() => ({
      status: 401,
      data: { status: 401, code: 'unauthenticated', message: 'Invalid username or password.' },
    }));
    renderWithProviders(<SignInForm />, { locale: 'sw' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Jina la mtumiaji'), 'amina');
    await user.type(screen.getByLabelText('Nenosiri'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Ingia' }));

    expect(await screen.findByText('Imeshindikana kuingia')).toBeInTheDocument();
    expect(screen.getByText('Jina la mtumiaji au nenosiri si sahihi.')).toBeInTheDocument();
  });

  it('falls back to "Invalid credentials" when the server gives no message', async () => {
    serveApi(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    renderWithProviders(<SignInForm />);

    await signIn('amina', 'safari123');

    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
  });
});
