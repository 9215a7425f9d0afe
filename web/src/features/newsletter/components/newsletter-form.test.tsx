import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { deferred, type StubAnswer, serveApi } from '#web/test/stub-server.ts';
import { NewsletterForm } from './newsletter-form';

async function subscribe(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email address for the newsletter'), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterForm', () => {
  it('asks for an e-mail address when the box is empty', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(<NewsletterForm />);

    await subscribe('   ');

    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  it('rejects an address that does not look like one', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(<NewsletterForm />);

    await subscribe('asha at example.com');

    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  it('subscribes through the API and clears the box', async () => {
    const answer = deferred<StubAnswer>();
    const server = serveApi(() => answer.promise);
    renderWithProviders(<NewsletterForm />);

    await subscribe(' asha@example.com ');

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    // The request leaves once the API client's module has loaded (lib/api-client.ts).
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: '/newsletter/subscribe/',
      body: { email: 'asha@example.com' },
    });
    answer.resolve({ status: 200, data: { message: "You've been added to our newsletter." } });

    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    expect(screen.getByText("You've been added to our newsletter.")).toBeInTheDocument();
    expect(screen.getByLabelText('Email address for the newsletter')).toHaveValue('');
  });
});
