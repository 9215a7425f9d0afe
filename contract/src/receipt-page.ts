import { z } from 'zod';
import { Receipt } from './receipts';
import { ReceiptSerialNote } from './serials';

/**
 * docs/receipts.md, "The customer's copy": a receipt's link, as the payment's e-mail and SMS and
 * the customer's order carry it: `p<payment id>-<mac>` (a provider's payment) or `c<order id>-<mac>`
 * (cash on delivery), the mac an HMAC of what the receipt is for under a key only the server
 * holds; no dot, which the server would take for a file's extension. Whoever has the link reads that receipt and no other, signed in or not; it does not
 * expire (a receipt is kept five years). Anything else is no receipt's and is refused unread.
 */
export const RECEIPT_TOKEN_PATTERN = /^[pcs][1-9][0-9]{0,9}-[A-Za-z0-9_-]{22}$/;
export const RECEIPT_TOKEN_MAX = 40;

/** The receipt page of a token (the screen table's `receipt`; web/src/config/paths.ts gives the same). */
export const receiptPagePath = (token: string) => `/receipt/${token}`;

/** Any token within the length: one of another form is answered 404 like a forged one. */
export const ReceiptTokenParams = z.object({ token: z.string().min(1).max(RECEIPT_TOKEN_MAX) });

/** GET /api/receipts/view/{token}/: one receipt, with the order it paid for. */
export const ReceiptPage = z.object({
  receipt: Receipt,
  /** The order's reference (FUR-..., IGS-...), as its messages name it. */
  order_reference: z.string(),
  /**
   * docs/serials-and-warranty.md: the order's units' serials and warranty's last day, a note under
   * the lines (never posted to TRA); left out by readers older than it.
   */
  serial_notes: z.array(ReceiptSerialNote).optional(),
});
export type ReceiptPage = z.infer<typeof ReceiptPage>;

/** GET /api/receipts/order/{id}/links/: the links of one of the caller's orders' receipts, oldest first. */
export const OrderReceiptLinks = z.object({
  links: z.array(z.object({ id: z.number().int(), number: z.number().int(), token: z.string() })),
});
export type OrderReceiptLinks = z.infer<typeof OrderReceiptLinks>;
