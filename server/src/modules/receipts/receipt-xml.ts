import { TAX_CODES, type TaxCode } from '@shop/contract/receipts';
import type { receiptLines, receipts, vfdRegistration } from '#server/db/schema.ts';
import { darEsSalaamClock } from './dar-es-salaam-clock';
import { fromCents, toCents } from './receipt-lines';
import type { VfdSigner } from './vfd-certificate';

type Receipt = typeof receipts.$inferSelect;
type Line = typeof receiptLines.$inferSelect;
type Registration = typeof vfdRegistration.$inferSelect;

/**
 * docs/receipts.md, "What TRA's rules say": a receipt's data as TRA's `<RCT>` element. A credit
 * note (docs/receipts.md, "Credit notes") is one too, its amounts negative and each item's
 * description naming `creditedGc`, the receipt it credits.
 */
export function receiptElement(
  receipt: Receipt,
  lines: Line[],
  registration: Registration,
  creditedGc?: number,
): string {
  const describe = (text: string) =>
    creditedGc === undefined ? text : creditNoteDescription(creditedGc, text);
  const { date, time } = darEsSalaamClock(receipt.issuedAt);
  const vatTotals = TAX_CODES.flatMap((code) => {
    const of = lines.filter((line) => line.taxCode === code);
    if (of.length === 0) return [];
    const gross = sum(of.map((line) => line.amount));
    const vat = sum(of.map((line) => line.vat));
    return [el('VATRATE', code) + el('NETTAMOUNT', fromCents(gross - vat)) + el('TAXAMOUNT', fromCents(vat))];
  });
  const total = toCents(receipt.total);
  const vat = toCents(receipt.vat);
  return node(
    'RCT',
    [
      el('DATE', date),
      el('TIME', time),
      el('TIN', registration.tin),
      el('REGID', registration.regId),
      el('EFDSERIAL', registration.serial),
      el('CUSTIDTYPE', String(receipt.customerIdType)),
      el('CUSTID', receipt.customerId),
      el('CUSTNAME', receipt.customerName),
      el('MOBILENUM', receipt.customerMobile),
      el('RCTNUM', String(receipt.gc)),
      el('DC', String(receipt.dc)),
      el('GC', String(receipt.gc)),
      el('ZNUM', receipt.znum),
      el('RCTVNUM', receipt.verificationCode ?? ''),
      node(
        'ITEMS',
        lines
          .map((line) =>
            node(
              'ITEM',
              el('ID', String(line.position)) +
                el('DESC', describe(line.description)) +
                el('QTY', String(line.quantity)) +
                el('TAXCODE', String(taxCodeNumber(line.taxCode))) +
                el('AMT', line.amount),
            ),
          )
          .join(''),
      ),
      node(
        'TOTALS',
        el('TOTALTAXEXCL', fromCents(total - vat)) +
          el('TOTALTAXINCL', fromCents(total)) +
          el('DISCOUNT', '0.00'),
      ),
      node('PAYMENTS', el('PMTTYPE', receipt.paymentType) + el('PMTAMOUNT', fromCents(total))),
      node('VATTOTALS', vatTotals.join('')),
    ].join(''),
  );
}

/** A credit note's item description: the receipt it credits, then the receipt's line. */
export function creditNoteDescription(creditedGc: number, text: string): string {
  return `Refund of receipt ${creditedGc}: ${text}`;
}

/** The registration request's `<REGDATA>` element. */
export function registrationElement(tin: string, certKey: string): string {
  return node('REGDATA', el('TIN', tin) + el('CERTKEY', certKey));
}

/** A message as TRA takes it: the element and the base64 signature of its exact bytes. */
export function signedMessage(element: string, signer: VfdSigner): string {
  return `<?xml version="1.0" encoding="UTF-8"?><EFDMS>${element}<EFDMSSIGNATURE>${signer.sign(element)}</EFDMSSIGNATURE></EFDMS>`;
}

/** TRA's ITEM/TAXCODE: A = 1 ... E = 5. */
export function taxCodeNumber(code: TaxCode): number {
  return TAX_CODES.indexOf(code) + 1;
}

/** The text of the first `<name>` element of `xml`, unescaped; undefined when there is none. */
export function elementText(xml: string, name: string): string | undefined {
  const found = xml.match(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`))?.[1];
  return found === undefined ? undefined : unescapeXml(found);
}

/** An element of text, escaped. */
export function el(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

/** An element of elements built by el() and node(). */
export function node(name: string, children: string): string {
  return `<${name}>${children}</${name}>`;
}

const sum = (amounts: string[]) => amounts.reduce((total, amount) => total + toCents(amount), 0n);

// docs/receipts.md: names and descriptions are escaped, or TRA refuses the receipt.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function unescapeXml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (entity) => Object.keys(ESCAPES).find((c) => ESCAPES[c] === entity)!,
  );
}
