import { groupDigits } from '@shop/contract/money-format';
import type { ReceiptPage } from '@shop/contract/receipt-page';
import { amountLess, taxTotals } from '@shop/contract/receipt-totals';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { QrCode } from '#web/components/qr-code.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { BRANDS } from '#web/config/brands.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';

/** A business customer's TIN and VRN, on the receipts of orders that gave them (null or absent: none). */
type BuyerTaxIds = { customer_tin?: string | null; customer_vrn?: string | null };

/** A credit note given against the receipt (a refund or a cancellation after payment), where the receipt lists them. */
type CreditNoteSummary = { id: number; number: number; date: string; total: string };

/** What the receipt is printed on: an A4 sheet, or the 80 mm roll of a receipt printer. */
export type Paper = 'a4' | 'roll';

/**
 * docs/receipts.md, "The customer's copy": the print layout. The page's frame (top bar, footer,
 * the buttons) is left out, and the page is the paper's size: A4 with margins, or the 80 mm roll
 * (72 mm printed, a receipt printer's width) as long as the receipt.
 */
function printCss(paper: Paper): string {
  const page = paper === 'roll' ? 'size: 80mm 297mm; margin: 4mm;' : 'size: A4; margin: 14mm;';
  const width = paper === 'roll' ? 'width: 72mm; font-size: 8.5pt;' : 'max-width: none;';
  return `@media print {
  @page { ${page} }
  html, body { background: #fff !important; }
  [data-brand] > :not(main), [data-print-hide] { display: none !important; }
  main { padding: 0 !important; }
  [data-receipt] { ${width} margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; background: #fff !important; color: #000 !important; }
}`;
}

/** An amount as a fiscal receipt writes it: two decimals, thousands grouped, with its currency. */
const amountOf = (value: string, currency: string) => `${currency} ${groupDigits(value)}`;

/** "2026-11-29" as a Tanzanian receipt prints it, 29/11/2026 (the date is Dar es Salaam's already). */
const dayOf = (date: string) => date.split('-').reverse().join('/');

/**
 * A receipt with everything TRA's rules ask a printed one to carry: the seller as TRA registered
 * it (TIN, VRN, the device's serial), the receipt and Z numbers, Dar es Salaam's date and time,
 * the lines with their tax codes, the totals per code with the VAT inside the prices, and the
 * verification code with its QR code. A business customer's (with a TIN) is a tax invoice naming
 * it. Without a registered fiscal device, it says it is not a fiscal receipt.
 */
export function ReceiptView({ page }: { page: ReceiptPage }) {
  const { t } = useT();
  const [paper, setPaper] = useState<Paper>('a4');
  const { receipt } = page;
  const buyer: BuyerTaxIds = receipt;
  const credits = (receipt as { credit_notes?: CreditNoteSummary[] }).credit_notes ?? [];
  const { seller, currency } = receipt;
  const brand = page.order_reference.startsWith('IGS') ? BRANDS.igsum : BRANDS.fursa;
  const invoice = Boolean(buyer.customer_tin);
  const totals = taxTotals(receipt.lines);
  const money = (value: string) => amountOf(value, currency);

  return (
    <div className="grid gap-4">
      <style>{printCss(paper)}</style>
      <div data-print-hide className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex items-center gap-2 text-sm">
          <legend className="sr-only">{t('receipt.paper')}</legend>
          <span aria-hidden className="text-muted">
            {t('receipt.paper')}
          </span>
          {(['a4', 'roll'] as const).map((choice) => (
            <label
              key={choice}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3',
                paper === choice ? 'border-brand bg-raised font-semibold' : 'border-line',
              )}
            >
              <input
                type="radio"
                name="receipt-paper"
                value={choice}
                checked={paper === choice}
                onChange={() => setPaper(choice)}
                className="accent-brand"
              />
              {choice === 'a4' ? t('receipt.paperA4') : t('receipt.paperRoll')}
            </label>
          ))}
        </fieldset>
        <Button type="button" onClick={() => window.print()}>
          <Printer aria-hidden />
          {t('receipt.print')}
        </Button>
      </div>

      <article
        data-receipt
        data-paper={paper}
        aria-labelledby="receipt-title"
        className={cn(
          // One column no wider than the paper: a wide child wraps instead of widening the receipt.
          'mx-auto grid w-full grid-cols-[minmax(0,1fr)] rounded-2xl border border-line bg-white text-black shadow-sm',
          paper === 'roll' ? 'max-w-[80mm] gap-3 p-3 text-xs' : 'max-w-3xl gap-5 p-5 text-sm sm:p-8',
        )}
      >
        <header className="grid gap-1 text-center">
          <p className="text-base font-bold break-words">{seller?.name || brand.title}</p>
          {seller ? (
            <dl className={cn('grid justify-center gap-x-3 text-xs', paper === 'a4' && 'sm:grid-flow-col')}>
              <Pair label={t('receipt.tin')} value={seller.tin} />
              <Pair label={t('receipt.vrn')} value={seller.vrn} />
              <Pair label={t('receipt.serial')} value={seller.serial} />
              <Pair label={t('receipt.uin')} value={seller.uin} />
              <Pair label={t('receipt.taxOffice')} value={seller.tax_office} />
            </dl>
          ) : null}
          <h1 id="receipt-title" className="mt-2 font-display text-xl font-bold tracking-wide uppercase">
            {invoice ? t('receipt.taxInvoice') : t('receipt.receipt')}
          </h1>
          {receipt.fiscal ? null : (
            <div role="note" className="mt-2 rounded-lg border-2 border-black p-2">
              <p className="font-bold uppercase">{t('receipt.notFiscal')}</p>
              <p className="text-xs">{t('receipt.notFiscalText')}</p>
            </div>
          )}
        </header>

        <dl
          className={cn(
            'grid gap-x-6 gap-y-1 border-y border-dashed border-black/40 py-3',
            paper === 'a4' && 'sm:grid-cols-2',
          )}
        >
          <Row label={t('receipt.customer')} value={receipt.customer_name} />
          {buyer.customer_tin ? <Row label={t('receipt.buyerTin')} value={buyer.customer_tin} /> : null}
          {buyer.customer_vrn ? <Row label={t('receipt.buyerVrn')} value={buyer.customer_vrn} /> : null}
          <Row label={t('receipt.number')} value={String(receipt.number)} strong />
          <Row label={t('receipt.zNumber')} value={receipt.z_number} />
          <Row label={t('receipt.dailyNumber')} value={String(receipt.daily_number)} />
          <Row label={t('receipt.date')} value={dayOf(receipt.date)} />
          <Row label={t('receipt.time')} value={t('receipt.timeZone', { time: receipt.time })} />
          <Row label={t('receipt.order')} value={page.order_reference} />
          <Row label={t('receipt.paidBy')} value={t(`receipt.payment.${receipt.payment_type}`)} />
        </dl>

        <table className="w-full text-left">
          <caption className="sr-only">{t('receipt.receipt')}</caption>
          <thead className="border-b border-black/40 text-xs uppercase">
            <tr>
              <th scope="col" className="py-1 pr-2 font-semibold">
                {t('receipt.description')}
              </th>
              <th scope="col" className="px-1 py-1 text-right font-semibold">
                {t('receipt.qty')}
              </th>
              <th scope="col" className="px-1 py-1 text-center font-semibold">
                {t('receipt.taxCode')}
              </th>
              <th scope="col" className="py-1 pl-2 text-right font-semibold">
                {t('receipt.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.lines.map((line, i) => (
              // A receipt's lines never change: their place is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines, never reordered
              <tr key={i} className="border-b border-black/10 align-top">
                <td className="py-1 pr-2 [overflow-wrap:anywhere]">{line.description}</td>
                <td className="px-1 py-1 text-right tabular-nums">{line.quantity}</td>
                <td className="px-1 py-1 text-center">{line.tax_code}</td>
                <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {page.serial_notes && page.serial_notes.length > 0 ? (
          // docs/serials-and-warranty.md: a note under the lines, never among what TRA is sent.
          <ul className="grid gap-1 text-xs">
            {page.serial_notes.map((note, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines, never reordered
              <li key={i} className="[overflow-wrap:anywhere]">
                {[
                  note.item_name,
                  note.serials.length > 0
                    ? t('receipt.serialNumbers', { serials: note.serials.join(', ') })
                    : null,
                  note.warranty_ends_on
                    ? t('receipt.warrantyUntil', { date: dayOf(note.warranty_ends_on) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </li>
            ))}
          </ul>
        ) : null}

        <section aria-labelledby="receipt-totals" className="grid gap-2">
          <h2 id="receipt-totals" className="text-xs font-semibold uppercase">
            {t('receipt.totals', { currency })}
          </h2>
          {paper === 'roll' ? (
            // A roll is too narrow for four columns of figures: each code's three lines under it.
            totals.map((code) => (
              <div key={code.code} className="grid gap-0.5 border-b border-black/10 pb-1">
                <p className="font-semibold">{t(`receipt.taxCode.${code.code}`)}</p>
                <dl className="grid gap-0.5">
                  <Row label={t('receipt.totalsExcl')} value={groupDigits(code.net)} />
                  <Row label={t('receipt.vat')} value={groupDigits(code.vat)} />
                  <Row label={t('receipt.total')} value={groupDigits(code.gross)} />
                </dl>
              </div>
            ))
          ) : (
            <table className="w-full text-left text-xs">
              <thead>
                <tr className="border-b border-black/40">
                  <th scope="col" className="py-1 pr-2 font-semibold">
                    {t('receipt.taxCode')}
                  </th>
                  <th scope="col" className="px-1 py-1 text-right font-semibold">
                    {t('receipt.totalsExcl')}
                  </th>
                  <th scope="col" className="px-1 py-1 text-right font-semibold">
                    {t('receipt.vat')}
                  </th>
                  <th scope="col" className="py-1 pl-2 text-right font-semibold">
                    {t('receipt.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {totals.map((code) => (
                  <tr key={code.code} className="border-b border-black/10">
                    <th scope="row" className="py-1 pr-2 font-normal">
                      {t(`receipt.taxCode.${code.code}`)}
                    </th>
                    {/* The currency is in the heading: a phone's width holds four columns of figures. */}
                    <td className="px-1 py-1 text-right whitespace-nowrap tabular-nums">
                      {groupDigits(code.net)}
                    </td>
                    <td className="px-1 py-1 text-right whitespace-nowrap tabular-nums">
                      {groupDigits(code.vat)}
                    </td>
                    <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">
                      {groupDigits(code.gross)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <dl className="ml-auto grid w-full max-w-xs gap-1">
            <Row label={t('receipt.totalExclVat')} value={money(amountLess(receipt.total, receipt.vat))} />
            <Row label={t('receipt.vat')} value={money(receipt.vat)} />
            <Row label={t('receipt.totalInclVat')} value={money(receipt.total)} strong />
          </dl>
          {receipt.original ? (
            // docs/receipts.md, "Shillings only": the amounts are shillings; the payment was in dollars.
            <p className="text-xs">
              {t('receipt.paidInDollars', {
                amount: groupDigits(receipt.original.amount),
                rate: groupDigits(receipt.original.rate),
              })}
            </p>
          ) : null}
          <p className="text-xs">{t('receipt.vatIncluded')}</p>
        </section>

        {credits.length ? (
          <section
            aria-labelledby="receipt-credits"
            className="grid gap-1 border-t border-dashed border-black/40 pt-3"
          >
            <h2 id="receipt-credits" className="text-xs font-semibold uppercase">
              {t('receipt.creditNotes')}
            </h2>
            <ul className="grid gap-1">
              {credits.map((credit) => (
                <li key={credit.id} className="flex justify-between gap-3">
                  <span>{t('receipt.creditNote', { number: credit.number, date: dayOf(credit.date) })}</span>
                  <span className="text-right whitespace-nowrap tabular-nums">{money(credit.total)}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {receipt.verification_code && receipt.verify_url ? (
          <section className="grid justify-items-center gap-2 border-t border-dashed border-black/40 pt-4 text-center">
            <p className="text-xs">
              {t('receipt.verification')}: <strong className="font-mono">{receipt.verification_code}</strong>
            </p>
            <QrCode
              value={receipt.verify_url}
              label={t('receipt.qrLabel')}
              className={paper === 'roll' ? 'size-32' : 'size-40'}
            />
            <a href={receipt.verify_url} className="text-xs break-all underline" rel="noopener noreferrer">
              {t('receipt.verify')}
            </a>
          </section>
        ) : null}
      </article>
    </div>
  );
}

function Pair({ label, value }: { label: string; value: string }) {
  return value ? (
    <div className="flex justify-center gap-1">
      <dt>{label}:</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  ) : null;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd className={cn('text-right break-words', strong && 'font-bold')}>{value}</dd>
    </div>
  );
}
