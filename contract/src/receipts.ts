import { z } from 'zod';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/**
 * docs/receipts.md: TRA's VAT classes as a receipt names them. A line carries the letter; the
 * signed receipt posts the number (A = 1 ... E = 5).
 */
export const TAX_CODES = ['A', 'B', 'C', 'D', 'E'] as const;
export const TaxCode = z.enum(TAX_CODES);
export type TaxCode = z.infer<typeof TaxCode>;

/** The code of everything the shop sells unless an admin says otherwise. */
export const DEFAULT_TAX_CODE: TaxCode = 'A';

/**
 * VAT inside a VAT-inclusive amount of each code, in percent. Only A carries VAT today; B is
 * TRA's "special rate", 0 until a rate is gazetted for something the shop sells.
 */
export const TAX_CODE_PERCENT: Record<TaxCode, number> = { A: 18, B: 0, C: 0, D: 0, E: 0 };

/** What a receipt says its money came as (TRA's PMTTYPE). */
export const RECEIPT_PAYMENT_TYPES = ['CASH', 'CCARD', 'EMONEY', 'CHEQUE', 'INVOICE'] as const;
export type ReceiptPaymentType = (typeof RECEIPT_PAYMENT_TYPES)[number];

/**
 * Where a fiscal receipt is on its way to TRA: queued (not tried yet), failed (the last try
 * failed; it is tried again, as the same signed XML, until TRA acknowledges it), sent (TRA
 * acknowledged it). A receipt issued without a registered VFD is no fiscal receipt and has none.
 */
export const RECEIPT_SUBMISSION_STATUSES = ['queued', 'failed', 'sent'] as const;
export type ReceiptSubmissionStatus = (typeof RECEIPT_SUBMISSION_STATUSES)[number];

/** docs/receipts.md: the admin is alerted once the oldest receipt TRA has not acknowledged is this old. */
export const RECEIPT_BACKLOG_ALERT_MINUTES = 60;

/** The receipts TRA has not acknowledged yet: how many, and how long the oldest has waited. */
export const ReceiptBacklog = z.object({
  unsent: z.number().int(),
  /** Seconds since the oldest unsent receipt was issued; 0 when none waits. */
  oldest_seconds: z.number().int(),
});
export type ReceiptBacklog = z.infer<typeof ReceiptBacklog>;

/**
 * A business customer's tax number as typed (printed with dashes or spaces, any case), stored
 * bare; empty is none (null).
 */
const taxNumber = (pattern: RegExp, message: string) =>
  z
    .string()
    .max(30, message)
    .transform((typed) => typed.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.union([z.literal(''), z.string().regex(pattern, message)]))
    .transform((bare) => bare || null);

/** docs/receipts.md, "Business customers": TRA's TIN, nine digits (123-456-789 on the certificate). */
export const CustomerTin = taxNumber(/^\d{9}$/, V.tin);
/** TRA's VAT registration number: eight digits and a check letter (40-012345-K on the certificate). */
export const CustomerVrn = taxNumber(/^\d{8}[A-Z]$/, V.vrn);

/** The optional fields of a checkout or a booking that make its receipts a business invoice. */
export const BusinessTaxIds = {
  customer_tin: CustomerTin.nullish(),
  customer_vrn: CustomerVrn.nullish(),
};

/** TRA's CUSTIDTYPE: 1 a TIN, 6 none given (the other kinds, 2-5, are IDs the shop does not ask for). */
export const CUSTOMER_ID_TYPE = { tin: 1, none: 6 } as const;

/** docs/receipts.md, "Credit notes": a credit note's amounts are negative, as TRA is told them. */
const SignedMoney = z
  .string()
  .regex(/^-?\d{1,12}(\.\d{1,2})?$/, 'Must be an amount with at most two decimals');

/** A receipt's line: VAT included in `amount`, `vat` the part of it that is VAT. */
export const ReceiptLine = z.object({
  description: z.string(),
  quantity: z.number().int(),
  tax_code: TaxCode,
  amount: SignedMoney,
  vat: SignedMoney,
});
export type ReceiptLine = z.infer<typeof ReceiptLine>;

/** The shop as TRA registered it, printed at the head of a fiscal receipt. */
export const ReceiptSeller = z.object({
  name: z.string(),
  tin: z.string(),
  vrn: z.string(),
  serial: z.string(),
  uin: z.string(),
  tax_office: z.string(),
});

/** docs/receipts.md: one receipt, or one credit note, as its customer keeps it. */
export const ReceiptDocument = z.object({
  id: z.number().int(),
  /** GC, the receipt number; fiscal and plain receipts are numbered apart. */
  number: z.number().int(),
  /** False: "not a fiscal receipt" (no VFD registered when it was issued). */
  fiscal: z.boolean(),
  daily_number: z.number().int(),
  z_number: z.string(),
  /** Dar es Salaam's date (YYYY-MM-DD) and time (HH:MM:SS), as TRA was told them. */
  date: z.string(),
  time: z.string(),
  payment_type: z.enum(RECEIPT_PAYMENT_TYPES),
  /** TZS (TRA's only currency); USD only on a receipt issued before migration 0051. */
  currency: z.string(),
  /**
   * docs/receipts.md, "Shillings only": a payment in US dollars as paid (negative on a credit note)
   * and the TZS per US$ it was converted at; null for a payment in shillings. Optional for readers
   * older than it.
   */
  original: z.object({ currency: z.string(), amount: SignedMoney, rate: z.string() }).nullable().optional(),
  /** VAT included; negative on a credit note. */
  total: SignedMoney,
  vat: SignedMoney,
  customer_name: z.string(),
  /** The business customer's TIN and VRN as given at checkout or booking; null for none. */
  customer_tin: z.string().nullable(),
  customer_vrn: z.string().nullable(),
  lines: z.array(ReceiptLine),
  /** TRA's verification code and its page (the QR code's link); null on a plain receipt. */
  verification_code: z.string().nullable(),
  verify_url: z.string().nullable(),
  seller: ReceiptSeller.nullable(),
  /** A credit note's: the number of the receipt it gives money back on; null on a receipt. */
  credits_number: z.number().int().nullable(),
});
export type ReceiptDocument = z.infer<typeof ReceiptDocument>;

/** A receipt with its credit notes (docs/receipts.md, "Credit notes"), oldest first; none on a credit note. */
export const Receipt = ReceiptDocument.extend({ credit_notes: z.array(ReceiptDocument) });
export type Receipt = z.infer<typeof Receipt>;

export const OrderReceipts = z.object({ receipts: z.array(Receipt) });
export type OrderReceipts = z.infer<typeof OrderReceipts>;

/** docs/receipts.md: at most this many receipts per page of the admin's list, newest first. */
export const ADMIN_RECEIPTS_PAGE = 50;

/** The admin's search of receipts: by number, order reference, Dar es Salaam day, or TRA status. */
export const AdminReceiptsQuery = z.object({
  number: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  order: z.string().trim().min(1).max(32).optional(),
  date: z.iso.date().optional(),
  /** `plain`: receipts issued without a VFD, never sent. */
  status: z.enum([...RECEIPT_SUBMISSION_STATUSES, 'plain']).optional(),
  /** The id of the last receipt of the previous page. */
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type AdminReceiptsQuery = z.infer<typeof AdminReceiptsQuery>;

/** A receipt in the admin's list: the customer's receipt, its order and how far it got with TRA. */
export const AdminReceipt = Receipt.extend({
  order_id: z.number().int(),
  order_reference: z.string(),
  status: z.enum([...RECEIPT_SUBMISSION_STATUSES, 'plain']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type AdminReceipt = z.infer<typeof AdminReceipt>;

export const AdminReceiptsPage = z.object({ receipts: z.array(AdminReceipt), has_more: z.boolean() });
export type AdminReceiptsPage = z.infer<typeof AdminReceiptsPage>;

/** Why a resend is refused: TRA has it already, or it is no fiscal receipt (nothing goes to TRA). */
export const RECEIPT_RESEND_SENT = 'TRA has acknowledged this receipt already: it is not sent again.';
export const RECEIPT_RESEND_PLAIN = 'This receipt was issued without a VFD and is not sent to TRA.';

/**
 * Where a day's Z report is: `none` (no receipt that day), `plain` (no VFD registered: no
 * report goes to TRA), `pending` (made once the day is over and TRA acknowledged its receipts),
 * then queued, failed or sent like a receipt.
 */
export const Z_REPORT_STATUSES = ['none', 'plain', 'pending', ...RECEIPT_SUBMISSION_STATUSES] as const;
export type ZReportStatus = (typeof Z_REPORT_STATUSES)[number];

export const AdminZReportQuery = z.object({ date: z.iso.date() });

/**
 * docs/receipts.md, "Z report": a day's report as the admin reads it, its totals per currency
 * (amounts as text with two decimals; a day of credit notes only adds up below zero).
 */
export const AdminZReport = z.object({
  date: z.string(),
  status: z.enum(Z_REPORT_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  totals: z.array(
    z.object({ currency: z.string(), receipts: z.number().int(), total: z.string(), vat: z.string() }),
  ),
  vat_by_code: z.array(
    z.object({ currency: z.string(), tax_code: TaxCode, net: z.string(), vat: z.string() }),
  ),
  payments: z.array(
    z.object({ currency: z.string(), payment_type: z.enum(RECEIPT_PAYMENT_TYPES), amount: z.string() }),
  ),
});
export type AdminZReport = z.infer<typeof AdminZReport>;
