import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { NotifyMeDialog } from './notify-me-dialog';

const target = { brand: 'fursa' as const, product: 41 };
/** The server's refusal with its reason (contract/src/refusals.ts), as AppError.refused answers. */
const refusal = (status: number, name: string, message: string) => ({
  status,
  data: {
    status,
    code: status === 409 ? 'conflict' : 'validation_error',
    message,
    reason: { name, params: {} },
  },
});

function renderDialog(options: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(
    <NotifyMeDialog target={target} name="HP ProBook 450" open onOpenChange={() => {}} />,
    options,
  );
}

describe('NotifyMeDialog', () => {
  it("puts a signed-in customer in line in one tap with their account's e-mail and mobile", async () => {
    const server = serveApi((config) =>
      config.method === 'post' && config.url === '/stock-requests/mine/'
        ? { status: 201, data: { id: 9, status: 'waiting', position: 3 } }
        : { status: 200, data: makeUser({ email: 'amina@example.com', phone: '0712 345 678' }) },
    );
    renderDialog({ user: makeUser({ email: 'amina@example.com', phone: '0712 345 678' }) });

    expect(
      await screen.findByText('We will tell you at amina@example.com, 0712 345 678.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/we hold one for you for 2 hours/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You are number 3 in line.');
    const posted = server.sent.filter((r) => r.method === 'POST');
    expect(posted).toEqual([
      expect.objectContaining({ url: '/stock-requests/mine/', body: { ...target, locale: 'en' } }),
    ]);
  });

  it('asks a visitor for an e-mail or a mobile, says a refused number in Swahili, and sends what was typed', async () => {
    const server = serveApi((config) => {
      const body = JSON.parse(String(config.data)) as { phone?: string; email?: string };
      if (body.phone === '022 211 0000')
        return refusal(400, 'notifyPhoneInvalid', 'Enter a Tanzanian mobile number.');
      if (body.phone)
        return refusal(
          400,
          'notifyPhoneStopped',
          'This number asked us to stop texting it (STOP). Give an e-mail address instead.',
        );
      return { status: 201, data: { id: 10, status: 'waiting', position: 1 } };
    });
    renderDialog({ locale: 'sw' });

    const submit = await screen.findByRole('button', { name: 'Nijulishe' });
    await userEvent.click(submit);
    expect(await screen.findByText('Weka barua pepe au namba ya simu.')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);

    const field = screen.getByLabelText('Barua pepe au namba ya simu');
    await userEvent.type(field, '022 211 0000');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Weka namba ya simu ya mkononi ya Tanzania.');

    await userEvent.clear(field);
    await userEvent.type(field, '0744 200 003');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Namba hii ilituomba tuache kuitumia ujumbe (STOP). Weka barua pepe badala yake.',
    );

    await userEvent.clear(field);
    await userEvent.type(field, ' Neema@Example.com ');
    await userEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Wewe ni wa kwanza kwenye foleni.');
    expect(server.sent.map((r) => [r.url, r.body])).toEqual([
      ['/stock-requests/', { ...target, phone: '022 211 0000', locale: 'sw' }],
      ['/stock-requests/', { ...target, phone: '0744 200 003', locale: 'sw' }],
      ['/stock-requests/', { ...target, email: 'neema@example.com', locale: 'sw' }],
    ]);
  });

  it('says a product back in stock can be ordered now', async () => {
    serveApi(() => refusal(409, 'notifyInStock', 'This product is in stock: add it to your cart.'));
    renderDialog({});
    await userEvent.type(await screen.findByLabelText('E-mail or mobile number'), '0712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This product is in stock: add it to your cart.',
    );
  });
});
