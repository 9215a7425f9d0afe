import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '#web/config/constants.ts';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { deferred, type StubAnswer, serveApi, validationError } from '#web/test/stub-server.ts';
import { CreateAccountForm } from './create-account-form';

async function fillForm(
  values: Partial<Record<'Username' | 'Full name' | 'Email' | 'Phone' | 'Password', string>>,
) {
  const user = userEvent.setup();
  const all = {
    Username: 'amina',
    'Full name': 'Amina Juma',
    Email: 'amina@example.com',
    Phone: '712345678',
    Password: 'safari123',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  return user;
}

describe('CreateAccountForm', () => {
  it('asks for a full name with a toast and a field error, without calling the server', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(<CreateAccountForm />);

    const user = await fillForm({ 'Full name': '   ' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Full name required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your full name to create an account.')).toBeInTheDocument();
    const fullName = screen.getByLabelText('Full name');
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    expect(fullName).toHaveAccessibleDescription('Please enter your full name to create an account');
    expect(server.sent).toHaveLength(0);
  });

  it('asks for a phone number with country code', async () => {
    serveApi(() => ({ status: 500 }));
    renderWithProviders(<CreateAccountForm />);

    const user = await fillForm({ Phone: '' });
    await user.clear(screen.getByLabelText('Country code'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Phone number required')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter your phone number with country code to create an account.'),
    ).toBeInTheDocument();
  });

  it('starts with the +255 country code', () => {
    renderWithProviders(<CreateAccountForm />);
    expect(screen.getByLabelText('Country code')).toHaveValue('+255');
  });

  it('shows and hides the password', async () => {
    renderWithProviders(<CreateAccountForm />);
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('reads "Please wait..." while the account is created, then stores the session', async () => {
    const answer = deferred<StubAnswer>();
    const server = serveApi(() => answer.promise);
    renderWithProviders(<CreateAccountForm />);

    const user = await fillForm({});
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const busy = await screen.findByRole('button', { name: 'Please wait...' });
    expect(busy).toBeDisabled();
    // The request leaves once the API client's module has loaded (lib/api-client.ts).
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: '/auth/register/',
      body: {
        username: 'amina',
        full_name: 'Amina Juma',
        email: 'amina@example.com',
        phone: '712345678',
        country_code: '+255',
        password: 'safari123',
      },
    });

    answer.resolve({ status: 201, data: { access: 'a1', refresh: 'r1', user: makeUser() } });

    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(screen.getByText('Welcome to IGSUM/FURSA!')).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r1');
  });

  it("shows the server's field errors and a Signup Failed toast", async () => {
    const message = 'A user with that username already exists.';
    serveApi(() => validationError(message, { username: [message] }));
    renderWithProviders(<CreateAccountForm />);

    const user = await fillForm({});
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const toast = (await screen.findByText('Signup Failed')).closest('li');
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('asks for SMS and e-mail offers apart, both unticked, and sends what is ticked', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(<CreateAccountForm />);

    const sms = screen.getByRole('checkbox', { name: /offers from IGSUM\/FURSA by SMS\. Reply STOP/ });
    const email = screen.getByRole('checkbox', {
      name: /offers from IGSUM\/FURSA by e-mail\. .*link to stop/,
    });
    expect(sms).not.toBeChecked();
    expect(email).not.toBeChecked();

    const user = await fillForm({});
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]?.body).toMatchObject({ marketing_sms: false, marketing_email: false });

    await user.click(email);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[1]?.body).toMatchObject({ marketing_sms: false, marketing_email: true });
  });
});
