import type { ReceiptPage } from '@shop/contract/receipt-page';
import { amountLess, taxTotals } from '@shop/contract/receipt-totals';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { ReceiptView } from './receipt-view';

const fiscal: ReceiptPage = {
  order_reference: 'IGS-7K2M9Q',
  receipt: {
    id: 3,
    number: 1042,
    fiscal: true,
    daily_number: 7,
    z_number: '20261129',
    date: '2026-11-29',
    time: '14:05:09',
    payment_type: 'EMONEY',
    // docs/receipts.md, "Shillings only": a deposit of US$ 278.10 at TSh 2,590, receipted in shillings.
    currency: 'TZS',
    original: { currency: 'USD', amount: '278.10', rate: '2590.00' },
    total: '720279.00',
    vat: '20979.00',
    customer_name: 'Amina <b>Juma</b>',
    customer_tin: '123456789',
    customer_vrn: '40012345K',
    lines: [
      { description: 'Adults', quantity: 2, tax_code: 'C', amount: '582750.00', vat: '0.00' },
      {
        description: 'Serengeti, 2 adults x 1 day',
        quantity: 2,
        tax_code: 'A',
        amount: '137529.00',
        vat: '20979.00',
      },
    ],
    verification_code: 'AB12CD1042',
    verify_url: 'https://verify.tra.go.tz/AB12CD1042_140509',
    seller: {
      name: 'IGSUM TOURS LTD',
      tin: '111222333',
      vrn: '40099999Z',
      serial: '10TZ100999',
      uin: '09VFDWEBAPI-1',
      tax_office: 'Kinondoni',
    },
    credit_notes: [{ id: 9, number: 1050, date: '2026-12-02', total: '-137529.00' }],
  } as ReceiptPage['receipt'],
};

const plain: ReceiptPage = {
  ...fiscal,
  receipt: {
    ...fiscal.receipt,
    fiscal: false,
    customer_tin: null,
    customer_vrn: null,
    verification_code: null,
    verify_url: null,
    seller: null,
    original: null,
    credit_notes: [],
  } as ReceiptPage['receipt'],
};

describe('ReceiptView', () => {
  it('shows what a fiscal receipt must carry, as a tax invoice for a business customer', () => {
    renderWithProviders(<ReceiptView page={fiscal} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeInTheDocument();
    for (const text of ['IGSUM TOURS LTD', '111222333', '40099999Z', '10TZ100999', 'Kinondoni'])
      expect(screen.getByText(text)).toBeInTheDocument();
    const facts = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(facts('Receipt number')).toBe('1042');
    expect(facts('Z number')).toBe('20261129');
    expect(facts('Date')).toBe('29/11/2026');
    expect(facts('Time')).toBe('14:05:09 (Dar es Salaam)');
    expect(facts('Customer TIN')).toBe('123456789');
    expect(facts('Customer VRN')).toBe('40012345K');
    expect(facts('Paid by')).toBe('Mobile money');
    // A typed name is text, never markup.
    expect(facts('Customer')).toBe('Amina <b>Juma</b>');
    const line = screen.getByRole('row', { name: /Serengeti/ });
    expect(
      within(line)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Serengeti, 2 adults x 1 day', '2', 'A', 'TZS 137,529.00']);
    expect(
      within(screen.getByRole('row', { name: /standard rate/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['116,550.00', '20,979.00', '137,529.00']);
    expect(facts('Total excluding VAT')).toBe('TZS 699,300.00');
    expect(facts('Total including VAT')).toBe('TZS 720,279.00');
    // Paid in dollars: the amount and the rate it was converted at.
    expect(screen.getByText('Paid US$ 278.10 at TSh 2,590.00 per US$')).toBeInTheDocument();
    expect(screen.getByText('AB12CD1042')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code: verify this receipt at TRA' });
    expect(qr.getAttribute('data-qr-value')).toBe('https://verify.tra.go.tz/AB12CD1042_140509');
    expect(screen.getByRole('link', { name: 'Verify at TRA' })).toHaveAttribute(
      'href',
      'https://verify.tra.go.tz/AB12CD1042_140509',
    );
    expect(screen.queryByText('Not a fiscal receipt')).not.toBeInTheDocument();
    // A refund given back on it since.
    const credits = screen.getByRole('region', { name: 'Credit notes' });
    expect(within(credits).getByRole('listitem')).toHaveTextContent(
      'Credit note No. 1050, 02/12/2026TZS -137,529.00',
    );
  });

  it('says a receipt issued without the fiscal device is not a fiscal receipt, with no QR code', () => {
    renderWithProviders(<ReceiptView page={plain} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Not a fiscal receipt');
    // The shop's name stands for the seller TRA has not registered.
    expect(screen.getByText('IGSUM Tours & Safaris')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Customer TIN')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Credit notes' })).not.toBeInTheDocument();
    // A payment in shillings: no line about dollars.
    expect(screen.queryByText(/US\$/)).not.toBeInTheDocument();
  });

  it('speaks Swahili on a Swahili page', () => {
    renderWithProviders(<ReceiptView page={plain} />, { locale: 'sw' });
    expect(screen.getByRole('note')).toHaveTextContent('Si risiti ya kodi');
    expect(screen.getByText('Namba ya risiti')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chapisha' })).toBeInTheDocument();
    cleanup();
    renderWithProviders(<ReceiptView page={fiscal} />, { locale: 'sw' });
    expect(screen.getByText('Imelipwa US$ 278.10 kwa TSh 2,590.00 kwa kila US$')).toBeInTheDocument();
  });

  it('prints on A4 or the 80 mm roll, leaving the frame out', async () => {
    const { container } = renderWithProviders(<ReceiptView page={fiscal} />);
    const css = () => container.querySelector('style')?.textContent ?? '';
    expect(css()).toContain('size: A4');
    expect(css()).toMatch(/\[data-brand\] > :not\(main\), \[data-print-hide\] \{ display: none/);
    screen.getByRole('radio', { name: '80 mm roll' }).click();
    await screen.findByRole('radio', { name: '80 mm roll', checked: true });
    expect(css()).toContain('size: 80mm');
    expect(container.querySelector('[data-receipt]')).toHaveAttribute('data-paper', 'roll');
  });
});

describe('taxTotals', () => {
  it('adds each code’s lines in cents, the VAT inside them apart', () => {
    expect(
      taxTotals([
        { description: 'a', quantity: 1, tax_code: 'A', amount: '0.10', vat: '0.02' },
        { description: 'b', quantity: 1, tax_code: 'E', amount: '5.00', vat: '0.00' },
        { description: 'c', quantity: 1, tax_code: 'A', amount: '0.20', vat: '0.03' },
      ]),
    ).toEqual([
      { code: 'A', net: '0.25', vat: '0.05', gross: '0.30' },
      { code: 'E', net: '5.00', vat: '0.00', gross: '5.00' },
    ]);
    expect(amountLess('1180000.00', '180000.00')).toBe('1000000.00');
    expect(amountLess('-5.00', '-0.76')).toBe('-4.24');
  });
});
