import type { Locale } from '@shop/contract/locale';
import { groupDigits } from '@shop/contract/money-format';
import type { ReceiptPage } from '@shop/contract/receipt-page';
import { amountLess, taxTotals } from '@shop/contract/receipt-totals';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { encode } from 'uqr';

/** The receipt page's words (web/src/i18n/catalogs/receipt), for the PDF the payment's e-mail attaches. */
const WORDS = {
  en: {
    receipt: 'Receipt',
    taxInvoice: 'Tax invoice',
    notFiscal: 'NOT A FISCAL RECEIPT',
    notFiscalText: "Issued before the shop's fiscal device was registered with TRA.",
    tin: 'TIN',
    vrn: 'VRN',
    serial: 'Serial number',
    serialNumbers: 'Serial numbers',
    warrantyUntil: (day: string) => `warranty until ${day}`,
    uin: 'UIN',
    taxOffice: 'Tax office',
    customer: 'Customer',
    buyerTin: 'Customer TIN',
    buyerVrn: 'Customer VRN',
    number: 'Receipt number',
    zNumber: 'Z number',
    dailyNumber: 'Daily number',
    date: 'Date',
    time: 'Time',
    darEsSalaam: '(Dar es Salaam)',
    order: 'Order',
    paidBy: 'Paid by',
    description: 'Description',
    qty: 'Qty',
    tax: 'Tax',
    amount: 'Amount',
    totals: 'Totals by tax code',
    excl: 'Excl. VAT',
    vat: 'VAT',
    total: 'Total',
    totalExcl: 'Total excluding VAT',
    totalIncl: 'Total including VAT',
    paidInDollars: (amount: string, rate: string) => `Paid US$ ${amount} at TSh ${rate} per US$`,
    verification: 'Verification code',
    verify: 'Verify at TRA',
    payment: { CASH: 'Cash', CCARD: 'Card', CHEQUE: 'Cheque', EMONEY: 'Mobile money', INVOICE: 'Invoice' },
    code: {
      A: 'A: standard 18%',
      B: 'B: special rate',
      C: 'C: zero-rated',
      D: 'D: special relief',
      E: 'E: exempt',
    },
  },
  sw: {
    receipt: 'Risiti',
    taxInvoice: 'Ankara ya kodi',
    notFiscal: 'SI RISITI YA KODI',
    notFiscalText: 'Imetolewa kabla kifaa cha kodi cha duka hakijasajiliwa na TRA.',
    tin: 'TIN',
    vrn: 'VRN',
    serial: 'Namba ya kifaa',
    serialNumbers: 'Namba za seriali',
    warrantyUntil: (day: string) => `dhamana hadi ${day}`,
    uin: 'UIN',
    taxOffice: 'Ofisi ya kodi',
    customer: 'Mteja',
    buyerTin: 'TIN ya mteja',
    buyerVrn: 'VRN ya mteja',
    number: 'Namba ya risiti',
    zNumber: 'Namba ya Z',
    dailyNumber: 'Namba ya siku',
    date: 'Tarehe',
    time: 'Saa',
    darEsSalaam: '(Dar es Salaam)',
    order: 'Oda',
    paidBy: 'Imelipwa kwa',
    description: 'Maelezo',
    qty: 'Idadi',
    tax: 'Kodi',
    amount: 'Kiasi',
    totals: 'Jumla kwa kila kundi la kodi',
    excl: 'Bila VAT',
    vat: 'VAT',
    total: 'Jumla',
    totalExcl: 'Jumla bila VAT',
    totalIncl: 'Jumla pamoja na VAT',
    paidInDollars: (amount: string, rate: string) => `Imelipwa US$ ${amount} kwa TSh ${rate} kwa kila US$`,
    verification: 'Msimbo wa uhakiki',
    verify: 'Hakiki TRA',
    payment: {
      CASH: 'Pesa taslimu',
      CCARD: 'Kadi',
      CHEQUE: 'Hundi',
      EMONEY: 'Pesa kwa simu',
      INVOICE: 'Ankara',
    },
    code: {
      A: 'A: kiwango cha 18%',
      B: 'B: kiwango maalum',
      C: 'C: kiwango sifuri',
      D: 'D: nafuu maalum',
      E: 'E: msamaha',
    },
  },
} as const satisfies Record<Locale, unknown>;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const SIZE = 10;
const LINE = 14;
const BLACK = rgb(0, 0, 0);

/** The PDF's file name: the receipt's number alone, nothing anyone typed. */
export const receiptPdfName = (number: number) => `receipt-${number}.pdf`;

/**
 * docs/receipts.md, "The customer's copy": the receipt as an A4 PDF, with what the page shows (the
 * seller, numbers, Dar es Salaam's date and time, lines with tax codes, totals per code, the
 * verification code and its QR code). Standard fonts, so names and lines keep only the characters
 * they can write (the rest become "?"); pdf-lib writes every string as a hex string, so nothing
 * typed can end one or add PDF syntax.
 */
export async function receiptPdf(page: ReceiptPage, locale: Locale): Promise<Uint8Array> {
  const words = WORDS[locale];
  const { receipt } = page;
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // A business customer's TIN and VRN, on the receipts of orders that gave them.
  const buyer: { customer_tin?: string | null; customer_vrn?: string | null } = receipt;
  const invoice = Boolean(buyer.customer_tin);
  doc.setTitle(`${invoice ? words.taxInvoice : words.receipt} ${receipt.number}`);
  doc.setCreator('IGSUM & FURSA');
  doc.setProducer('IGSUM & FURSA');
  doc.setCreationDate(new Date(`${receipt.date}T${receipt.time}+03:00`));

  const writable = new Set(regular.getCharacterSet());
  // A line break or other control character is a space; what the font cannot write, "?".
  const clean = (text: string) =>
    [...text.normalize('NFC')]
      .map((c) => {
        const code = c.codePointAt(0)!;
        if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return ' ';
        return writable.has(code) ? c : '?';
      })
      .join('');
  const width = A4[0] - 2 * MARGIN;
  let sheet: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    sheet = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; right?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE;
    const line = clean(value);
    const at = options.right ? x - font.widthOfTextAtSize(line, size) : x;
    sheet.drawText(line, { x: at, y, size, font, color: BLACK });
  };
  const centred = (value: string, font = regular, size = SIZE) => {
    for (const line of wrap(clean(value), font, size, width)) {
      room(size + 4);
      text(line, MARGIN + (width - font.widthOfTextAtSize(line, size)) / 2, { font, size });
      y -= size + 4;
    }
  };
  const rule = () => {
    room(8);
    sheet.drawLine({
      start: { x: MARGIN, y: y + 4 },
      end: { x: MARGIN + width, y: y + 4 },
      thickness: 0.5,
      color: BLACK,
    });
    y -= 8;
  };
  const row = (label: string, value: string, strong = false) => {
    const lines = wrap(clean(value), strong ? bold : regular, SIZE, width / 2);
    room(LINE * lines.length);
    text(label, MARGIN);
    for (const line of lines) {
      text(line, MARGIN + width, { font: strong ? bold : regular, right: true });
      y -= LINE;
    }
  };
  const money = (value: string) => `${receipt.currency} ${groupDigits(value)}`;

  const { seller } = receipt;
  centred(
    seller?.name || (page.order_reference.startsWith('IGS') ? 'IGSUM Tours & Safaris' : 'FURSA Laptops'),
    bold,
    14,
  );
  if (seller) {
    centred(`${words.tin}: ${seller.tin}   ${words.vrn}: ${seller.vrn}`);
    centred(`${words.serial}: ${seller.serial}   ${words.uin}: ${seller.uin}`);
    centred(`${words.taxOffice}: ${seller.tax_office}`);
  }
  y -= 6;
  centred((invoice ? words.taxInvoice : words.receipt).toUpperCase(), bold, 16);
  if (!receipt.fiscal) {
    centred(words.notFiscal, bold, 12);
    centred(words.notFiscalText);
  }
  y -= 4;
  rule();
  row(words.customer, receipt.customer_name);
  if (buyer.customer_tin) row(words.buyerTin, buyer.customer_tin);
  if (buyer.customer_vrn) row(words.buyerVrn, buyer.customer_vrn);
  row(words.number, String(receipt.number), true);
  row(words.zNumber, receipt.z_number);
  row(words.dailyNumber, String(receipt.daily_number));
  row(words.date, receipt.date.split('-').reverse().join('/'));
  row(words.time, `${receipt.time} ${words.darEsSalaam}`);
  row(words.order, page.order_reference);
  row(words.paidBy, words.payment[receipt.payment_type]);
  rule();

  // The lines: description (wrapped), quantity, tax code, amount.
  const qtyX = MARGIN + width * 0.66;
  const codeX = MARGIN + width * 0.74;
  room(LINE);
  text(words.description, MARGIN, { font: bold });
  text(words.qty, qtyX, { font: bold, right: true });
  text(words.tax, codeX, { font: bold });
  text(words.amount, MARGIN + width, { font: bold, right: true });
  y -= LINE;
  for (const line of receipt.lines) {
    const description = wrap(clean(line.description), regular, SIZE, width * 0.6);
    room(LINE * description.length);
    text(String(line.quantity), qtyX, { right: true });
    text(line.tax_code, codeX);
    text(money(line.amount), MARGIN + width, { right: true });
    for (const part of description) {
      text(part, MARGIN);
      y -= LINE;
    }
  }
  // docs/serials-and-warranty.md: each laptop's serials and warranty, a note (never posted to TRA).
  for (const note of page.serial_notes ?? []) {
    const said = [
      note.serials.length > 0 ? `${words.serialNumbers}: ${note.serials.join(', ')}` : '',
      note.warranty_ends_on ? words.warrantyUntil(note.warranty_ends_on.split('-').reverse().join('/')) : '',
    ].filter(Boolean);
    for (const part of wrap(clean(`${note.item_name} - ${said.join('; ')}`), regular, SIZE - 1, width)) {
      room(LINE);
      text(part, MARGIN, { size: SIZE - 1 });
      y -= LINE;
    }
  }
  rule();

  room(LINE * 2);
  text(words.totals, MARGIN, { font: bold });
  y -= LINE;
  const cols = [MARGIN + width * 0.55, MARGIN + width * 0.75, MARGIN + width];
  text(words.excl, cols[0]!, { right: true });
  text(words.vat, cols[1]!, { right: true });
  text(words.total, cols[2]!, { right: true });
  y -= LINE;
  for (const total of taxTotals(receipt.lines)) {
    room(LINE);
    text(words.code[total.code], MARGIN);
    text(money(total.net), cols[0]!, { right: true });
    text(money(total.vat), cols[1]!, { right: true });
    text(money(total.gross), cols[2]!, { right: true });
    y -= LINE;
  }
  y -= 4;
  row(words.totalExcl, money(amountLess(receipt.total, receipt.vat)));
  row(words.vat, money(receipt.vat));
  row(words.totalIncl, money(receipt.total), true);
  if (receipt.original) {
    // docs/receipts.md, "Shillings only": the payment was in dollars, converted at this rate.
    room(LINE);
    text(
      words.paidInDollars(groupDigits(receipt.original.amount), groupDigits(receipt.original.rate)),
      MARGIN,
    );
    y -= LINE;
  }

  if (receipt.verification_code && receipt.verify_url) {
    rule();
    centred(`${words.verification}: ${receipt.verification_code}`, bold);
    const qr = encode(receipt.verify_url, { ecc: 'M', border: 4 });
    const side = 120;
    const module = side / qr.size;
    room(side + LINE * 2);
    const left = MARGIN + (width - side) / 2;
    const top = y;
    qr.data.forEach((cells, row) => {
      cells.forEach((dark, column) => {
        if (dark)
          sheet.drawRectangle({
            x: left + column * module,
            y: top - (row + 1) * module,
            width: module,
            height: module,
            color: BLACK,
          });
      });
    });
    y = top - side - 6;
    centred(`${words.verify}: ${receipt.verify_url}`);
  }
  return doc.save();
}

/** `text` in lines no wider than `max` at `size`, broken at spaces (a long word on its own line, cut). */
function wrap(text: string, font: PDFFont, size: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= max) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > max && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > max) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
