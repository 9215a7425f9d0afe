import { I18nProvider } from '@lingui/react';
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '#web/i18n/i18n.ts';
import { hydrateFromServer } from '#web/lib/use-hydrated.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { Form } from './form';
import { FormSubmitButton } from './form-submit-button';

function ContactLike() {
  return (
    <Form resolver={async (values) => ({ values, errors: {} })} defaultValues={{}} onSubmit={async () => {}}>
      <FormSubmitButton>Send Message</FormSubmitButton>
    </Form>
  );
}

describe('FormSubmitButton', () => {
  it("is disabled in a server-rendered page's HTML, and usable once the page runs", async () => {
    // The server's HTML: pressed before the scripts run, the browser would send the form itself.
    hydrateFromServer();
    const html = renderToString(
      <I18nProvider i18n={await loadI18n('en')}>
        <ContactLike />
      </I18nProvider>,
    );
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""/);

    renderWithProviders(<ContactLike />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
  });
});
