import { z } from 'zod';
import { BusinessType, Currency, Id, Money } from './common';

// docs/returns.md: returns and warranty claims of an order's product lines.

/** A request's steps: asked, then approved or refused, then the item received, then resolved. */
export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'received', 'resolved'] as const;
export const ReturnStatus = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof ReturnStatus>;
/** Open requests hold their units: no second request covers them until this one ends. */
export const OPEN_RETURN_STATUSES = [
  'requested',
  'approved',
  'received',
] as const satisfies readonly ReturnStatus[];

/** What the customer asks for: the item taken back, or repaired and given back. */
export const RETURN_KINDS = ['return', 'repair'] as const;
export const ReturnKind = z.enum(RETURN_KINDS);
export type ReturnKind = z.infer<typeof ReturnKind>;

/** Why a line may be claimed: inside its brand's return window, or later under its warranty. */
export const RETURN_BASES = ['window', 'warranty'] as const;
export type ReturnBasis = (typeof RETURN_BASES)[number];

/** The item's condition as the admin found it when it came in. */
export const RETURN_CONDITIONS = ['as_new', 'used', 'damaged', 'faulty'] as const;
export const ReturnCondition = z.enum(RETURN_CONDITIONS);
export type ReturnCondition = z.infer<typeof ReturnCondition>;

/** How it ended: money back (a refund, store credit or both), a replacement, or a repair. */
export const RETURN_RESOLUTIONS = [
  'refund',
  'store_credit',
  'refund_and_credit',
  'replacement',
  'repair',
] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

/** A step as the order's timeline names it (an `order_events` row of type `return`). */
export const RETURN_STEPS = ['requested', 'approved', 'refused', 'received', 'resolved'] as const;
export type ReturnStep = (typeof RETURN_STEPS)[number];

/** The return window when a brand has none saved: 7 days from the day received (Dar es Salaam). */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;
export const MAX_RETURN_WINDOW_DAYS = 365;
/** Photos of the item a request may carry (each an image upload, docs/uploads.md). */
export const MAX_RETURN_PHOTOS = 4;
/** The form field each photo comes in. */
export const RETURN_PHOTO_FIELD = 'photos';
export const RETURN_REASON_MAX = 1000;
export const RETURN_NOTE_MAX = 500;
/** The admin's list, a page. */
export const RETURNS_PAGE = 50;

const text = (max: number, empty: string) =>
  z.string().trim().min(1, empty).max(max, `At most ${max} characters`);
const optionalNote = z
  .string()
  .trim()
  .max(RETURN_NOTE_MAX, `At most ${RETURN_NOTE_MAX} characters`)
  .optional();

/**
 * POST /api/orders/{id}/items/{item_id}/returns/: JSON, or a multipart form whose `photos` files
 * are the item's pictures (so its numbers arrive as text).
 */
export const CreateReturnBody = z.strictObject({
  kind: ReturnKind,
  quantity: z.coerce.number().int('Enter a whole number').min(1, 'At least 1').max(1000),
  reason: text(RETURN_REASON_MAX, 'Say what is wrong'),
});
export type CreateReturnBody = z.infer<typeof CreateReturnBody>;
export const OrderLineParams = z.object({ id: Id, item_id: Id });

export const ApproveReturnBody = z.strictObject({ note: optionalNote });
export const RefuseReturnBody = z.strictObject({ reason: text(RETURN_NOTE_MAX, 'Say why') });
export const ReceiveReturnBody = z.strictObject({ condition: ReturnCondition, note: optionalNote });
export type ReceiveReturnBody = z.infer<typeof ReceiveReturnBody>;

/**
 * POST /api/admin/returns/{id}/resolve/: `money` pays back `refund_amount` through the order's
 * payments and/or `credit_amount` as store credit (together at most what the units cost);
 * `replacement` sends the same product again as a new order at no charge; `repair` records it
 * repaired and given back.
 */
export const ResolveReturnBody = z.discriminatedUnion('outcome', [
  z.strictObject({
    outcome: z.literal('money'),
    refund_amount: Money.optional(),
    credit_amount: Money.optional(),
    /** How the refund goes: through the payment's provider (default), or sent by hand with a reference. */
    refund_method: z.enum(['provider', 'manual']).optional(),
    reference: z.string().trim().max(100).optional(),
    note: optionalNote,
  }),
  z.strictObject({ outcome: z.literal('replacement'), note: optionalNote }),
  z.strictObject({ outcome: z.literal('repair'), note: optionalNote }),
]);
export type ResolveReturnBody = z.infer<typeof ResolveReturnBody>;

/**
 * The admin's resolve form: one form for the three outcomes, so fields left empty, and the money
 * fields of another outcome, are dropped before the body's own rules check what is left.
 */
export const ResolveReturnForm = z.preprocess((input) => {
  if (typeof input !== 'object' || input === null) return input;
  const values = input as Record<string, unknown>;
  const kept = values.outcome === 'money' ? values : { outcome: values.outcome, note: values.note };
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== '' && value !== undefined));
}, ResolveReturnBody);

/** GET /api/admin/returns/: newest first; `before` is the last id of the page before. */
export const AdminReturnsQuery = z.object({
  status: ReturnStatus.optional(),
  brand: BusinessType.optional(),
  /** Part of the order's reference. */
  q: z.string().trim().max(40).optional(),
  before: Id.optional(),
});
export type AdminReturnsQuery = z.infer<typeof AdminReturnsQuery>;

/** GET/PUT /api/admin/returns/windows/: each brand's return window in days. */
export const ReturnWindows = z.strictObject({
  fursa: z.coerce.number().int().min(0).max(MAX_RETURN_WINDOW_DAYS),
  igsum: z.coerce.number().int().min(0).max(MAX_RETURN_WINDOW_DAYS),
});
export type ReturnWindows = z.infer<typeof ReturnWindows>;

const Step = z.object({ at: z.string(), by: z.string().nullable() }).nullable();

export const ReturnRequest = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  /** The order's reference (FUR-...). */
  order_reference: z.string(),
  order_item_id: z.number().int(),
  item_name: z.string(),
  brand: BusinessType,
  currency: Currency,
  quantity: z.number().int(),
  kind: ReturnKind,
  basis: z.enum(RETURN_BASES),
  reason: z.string(),
  /** /media/ paths of the photos. */
  photos: z.array(z.string()),
  status: ReturnStatus,
  customer: z.object({ id: z.number().int(), username: z.string(), full_name: z.string() }),
  requested_at: z.string(),
  approved: Step,
  approval_note: z.string(),
  refused: Step,
  refusal_reason: z.string(),
  received: Step,
  condition: ReturnCondition.nullable(),
  condition_note: z.string(),
  /** Put back on sale: its units went back to stock. */
  restocked: Step,
  resolved: Step,
  resolution: z.enum(RETURN_RESOLUTIONS).nullable(),
  refund_amount: Money,
  credit_amount: Money,
  /** The new order that sends the replacement. */
  replacement_order_reference: z.string().nullable(),
  resolution_note: z.string(),
});
export type ReturnRequest = z.infer<typeof ReturnRequest>;

export const ReturnRequestList = z.object({
  returns: z.array(ReturnRequest),
  /** Pass as `before` for the next page; null on the last. */
  next_before: z.number().int().nullable(),
});
export type ReturnRequestList = z.infer<typeof ReturnRequestList>;

/** What a line may still be claimed for, today. */
export const ReturnableLine = z.object({
  order_item_id: z.number().int(),
  item_name: z.string(),
  /** Null: not claimable now (`until` may say when it ended). */
  basis: z.enum(RETURN_BASES).nullable(),
  /** The last Dar es Salaam day of the window, or of the warranty when beyond it. */
  until: z.string().nullable(),
  /** Units not already in an open request or returned for good. */
  units_left: z.number().int(),
});
export type ReturnableLine = z.infer<typeof ReturnableLine>;

/** GET /api/orders/{id}/returns/: the order's requests and what each line may still claim. */
export const OrderReturns = z.object({
  returns: z.array(ReturnRequest),
  lines: z.array(ReturnableLine),
});
export type OrderReturns = z.infer<typeof OrderReturns>;
