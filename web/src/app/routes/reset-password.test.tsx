import { PASSWORD_RESET_DONE_MESSAGE, PASSWORD_RESET_SENT_MESSAGE } from '@shop/contract/password-reset';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from '#web/lib/router/router.tsx';
import { renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { AuthRoute } from './auth';
import { ResetPasswordRoute } from './reset-password';

const routes = (
  <Routes>
    <Route path="/auth" element={<AuthRoute />} />
    <Route path="/reset-password" element={<ResetPasswordRoute />} />
  </Routes>
);

describe('ResetPasswordRoute', () => {
  it('is reached from the sign-in form, sends the link and then takes an SMS code', async () => {
    const server = serveApi((req) =>
      req.url === '/auth/password-reset/'
        ? { status: 202, data: { message: PASSWORD_RESET_SENT_MESSAGE } }
        : { status: 200, data: { message: PASSWORD_RESET_DONE_MESSAGE } },
    );
    renderWithProviders(routes, { route: '/auth' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'Amina@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_SENT_MESSAGE);
    expect(server.sent[0]).toMatchObject({ method: 'POST', body: { email: 'amina@example.com' } });

    await user.click(screen.getByRole('button', { name: 'I have a code' }));
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
    await user.type(screen.getByLabelText('Code from the SMS'), '12345');
    await user.type(screen.getByLabelText('New password'), 'kilimanjaro-2026');
    await user.type(screen.getByLabelText('New password again'), 'kilimanjaro-2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Enter the 6-digit code from the SMS')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code from the SMS'), '6');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(PASSWORD_RESET_DONE_MESSAGE)).toBeInTheDocument();
    expect(server.sent[1]).toMatchObject({
      url: '/auth/password-reset/confirm/',
      body: { email: 'amina@example.com', code: '123456', password: 'kilimanjaro-2026' },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sets a new password with the link, refusing two passwords that differ', async () => {
    const server = serveApi(() => ({
      status: 400,
      data: {
        status: 400,
        code: 'bad_request',
        message: 'This reset link has expired or was already used. Ask for a new one.',
      },
    }));
    renderWithProviders(routes, { route: '/reset-password?token=abcdefghijklmnopqrstuvwxyz012345' });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'kilimanjaro-2026');
    await user.type(screen.getByLabelText('New password again'), 'kilimanjaro-2025');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'kilimanjaro-2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password not changed')).toBeInTheDocument();
    expect(screen.getByText(/expired or was already used/)).toBeInTheDocument();
    expect(server.sent[0]).toMatchObject({
      body: { token: 'abcdefghijklmnopqrstuvwxyz012345', password: 'kilimanjaro-2026' },
    });
  });
});
