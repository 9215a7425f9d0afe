import type { Locale } from '@shop/contract/locale';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { receipts } from '#server/db/schema.ts';
import type { ReceiptMessages } from '#server/modules/messages/outbox-worker.ts';
import type { ReceiptLinks, ReceiptSource } from './receipt-links';
import { receiptPageOf } from './receipt-page';
import { receiptPdf, receiptPdfName } from './receipt-pdf';

const SOURCE = /^(?:payment|cash|store-credit):[1-9]\d{0,9}$/;

/**
 * docs/receipts.md, "The customer's copy": what the outbox puts in a payment's messages when it
 * sends them: the receipt page's signed link and, by e-mail, the receipt as a PDF. Nothing for a
 * payment that got no receipt (money owed back, docs/payments.md).
 */
export function receiptMessages(db: Db, links: ReceiptLinks, vfdUrl: string | undefined): ReceiptMessages {
  const issued = async (source: string): Promise<ReceiptSource | null> => {
    if (!SOURCE.test(source)) return null;
    const [row] = await db.select({ id: receipts.id }).from(receipts).where(eq(receipts.source, source));
    return row ? (source as ReceiptSource) : null;
  };
  return {
    async linkOf(source: string, locale: Locale) {
      const receipt = await issued(source);
      return receipt ? links.urlOf(receipt, locale) : null;
    },
    async pdfOf(source: string, locale: Locale) {
      const receipt = await issued(source);
      if (!receipt) return null;
      const page = await receiptPageOf(db, receipt, vfdUrl);
      return {
        filename: receiptPdfName(page.receipt.number),
        content: Buffer.from(await receiptPdf(page, locale)),
        contentType: 'application/pdf',
      };
    },
  };
}
