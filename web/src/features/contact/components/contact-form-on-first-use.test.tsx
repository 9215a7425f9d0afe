import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { ContactFormOnFirstUse } from './contact-form-on-first-use';

describe('ContactFormOnFirstUse', () => {
  it('checks and answers a Send pressed before the form’s code arrived, keeping what was typed', async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(<ContactFormOnFirstUse brand="igsum" />);
    const email = screen.getByLabelText('Email *');

    // Typed and sent in one go, the name left blank: the real form is still on its way. A click, not
    // a submit event, so the browser's own checks of the plain fields run (they kept the press from
    // the real form: CI, 2026-11-28).
    fireEvent.focus(email);
    fireEvent.change(email, { target: { value: 'asha@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByLabelText('Email *')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(server.sent).toHaveLength(0);
  });

  it('has the caret in the real form’s field in the task that draws it, so the next key lands there', async () => {
    renderWithProviders(<ContactFormOnFirstUse brand="igsum" />);
    const plainEmail = screen.getByLabelText('Email *');
    // The caret enters the field, and the form's code starts loading.
    plainEmail.focus();
    fireEvent.focus(plainEmail);
    // Resolved once the form is drawn (its own import was asked first), before any later task: a
    // key typed then (a browser's next event) goes where the caret is.
    await import('#web/features/contact/components/contact-form.tsx');
    await Promise.resolve();
    const realEmail = screen.getByLabelText('Email *');
    expect(realEmail).not.toBe(plainEmail);
    expect(document.activeElement).toBe(realEmail);
  });
});
