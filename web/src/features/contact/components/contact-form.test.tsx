import { VALIDATION_MESSAGES } from '@shop/contract/validation-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { deferred, type StubAnswer, serveApi, validationError } from '#web/test/stub-server.ts';
import { ContactForm } from './contact-form';

async function fill(values: { name?: string; email?: string; subject?: string; message?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText('Name *'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email *'), values.email);
  if (values.subject) await user.type(screen.getByLabelText('Subject'), values.subject);
  if (values.message) await user.type(screen.getByLabelText('Message *'), values.message);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

// Typing into four fields is slow on a loaded machine.
describe('ContactForm', () => {
  it('asks for the missing fields (blank after trimming) and sends nothing', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(<ContactForm />);

    await fill({ name: '   ', email: 'asha@example.com' });

    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText('Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(server.sent).toHaveLength(0);
  });

  it('rejects an e-mail address without a dot in the domain', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(<ContactForm />);

    await fill({ name: 'Asha', email: 'asha@example', message: 'Hello' });

    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a valid email address').length).toBeGreaterThan(0);
    expect(server.sent).toHaveLength(0);
  });

  it('rejects an e-mail address that would add recipients to the reply link', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(<ContactForm />);

    await fill({ name: 'Asha', email: 'asha@example.com?cc=all%40example.com', message: 'Hello' });

    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email *')).toHaveAttribute('aria-invalid', 'true');
    expect(server.sent).toHaveLength(0);
  });

  it('reads Sending... while busy, sends trimmed values with the default subject, then clears the form', async () => {
    const answer = deferred<StubAnswer>();
    const server = serveApi(() => answer.promise);
    renderWithProviders(<ContactForm brand="igsum" />);

    await fill({ name: '  Asha Juma ', email: ' asha@example.com ', message: ' A safari in July, please. ' });

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    // The request leaves once the API client's module has loaded (lib/api-client.ts).
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: '/contact/',
      body: {
        name: 'Asha Juma',
        email: 'asha@example.com',
        subject: 'IGSUM Inquiry',
        message: 'A safari in July, please.',
        business_type: 'igsum',
      },
    });

    answer.resolve({
      status: 201,
      data: { message: "Thank you for your inquiry. We'll get back to you soon." },
    });

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Thank you for your inquiry. We'll get back to you soon. Your message has been received by our team.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name *')).toHaveValue('');
  });

  it('sends to the brand chosen on the shared contact page', async () => {
    const server = serveApi(() => ({ status: 201, data: { message: 'ok' } }));
    renderWithProviders(<ContactForm chooseBrand />);

    await userEvent.setup().click(screen.getByRole('radio', { name: 'FURSA laptops' }));
    await fill({ name: 'Juma', email: 'juma@example.com', message: 'A laptop for school' });

    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]?.body).toMatchObject({ business_type: 'fursa', subject: 'FURSA Inquiry' });
  });

  it("shows the server's field errors when it refuses the message", async () => {
    serveApi(() => validationError('Invalid input', { email: ['Too long'] }));
    renderWithProviders(<ContactForm />);

    await fill({ name: 'Asha', email: 'asha@example.com', message: 'Hello' });

    expect(await screen.findByText('Please fix the following: Too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Name *')).toHaveValue('Asha');
    expect(screen.getByLabelText('Email *')).toHaveAccessibleDescription('Too long');
  });

  it("names the refused fields by their messages in the page's language", async () => {
    serveApi(() =>
      validationError(VALIDATION_MESSAGES.email, { email: [VALIDATION_MESSAGES.email], name: ['Too long'] }),
    );
    renderWithProviders(<ContactForm />, { locale: 'sw' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Jina *'), 'Asha');
    await user.type(screen.getByLabelText('Barua pepe *'), 'asha@example.com');
    await user.type(screen.getByLabelText('Ujumbe *'), 'Habari');
    await user.click(screen.getByRole('button', { name: 'Tuma ujumbe' }));

    expect(
      await screen.findByText('Tafadhali rekebisha yafuatayo: Weka barua pepe sahihi; Too long'),
    ).toBeInTheDocument();
  });

  it('falls back to the default failure message when no answer comes', async () => {
    serveApi(() => ({ status: 503, data: 'Service Unavailable' }));
    renderWithProviders(<ContactForm />);

    await fill({ name: 'Asha', email: 'asha@example.com', message: 'Hello' });

    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
  });
});
