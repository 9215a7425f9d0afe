import { z } from 'zod';
import { KeysetPageQuery, keysetPageOf } from './common';

/**
 * Every admin mutation the audit log records, every password reset or change (docs/sessions.md),
 * and the privacy entries (docs/privacy.md).
 */
export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'product.import',
  'product.export',
  'tour.create',
  'tour.update',
  'tour.delete',
  'category.create',
  'category.update',
  'category.delete',
  'order.status',
  'payment.refunded',
  'payment.refund',
  // docs/returns.md: a return or warranty claim's step (details.step), and the brands' return windows.
  'return.update',
  'settings.returns',
  'discount.create',
  'discount.update',
  'discount.delete',
  'settings.delivery',
  'settings.payment',
  'settings.alerts',
  'settings.reminders',
  'alerts.sent',
  'user.role',
  'contact.mark_read',
  'contact.mark_unread',
  'contact.reply',
  'message.resend',
  'receipt.resend',
  'testimonial.update',
  'export.orders',
  'export.customers',
  'password.reset_requested',
  'password.reset_failed',
  'password.reset',
  'password.changed',
  // docs/privacy.md: a customer's download or deletion of their data, the breach register, and an
  // admin reading a customer's personal data (who looked at what).
  'privacy.export',
  'privacy.deletion',
  'privacy.breach_recorded',
  'privacy.breach_updated',
  'privacy.personal_data_viewed',
  // docs/phone-orders.md: a customer made from a phone number, an order taken for a customer
  // (with the admin's discount and its reason), and its payment link sent.
  'customer.create_by_phone',
  'order.taken',
  'order.pay_link_sent',
  // docs/serials-and-warranty.md: serials received with stock, set on an order line, corrected.
  'serial.receive',
  'serial.assign',
  'serial.correct',
  'store_credit.grant',
  'store_credit.correct',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS, { error: `Choose one of: ${AUDIT_ACTIONS.join(', ')}` });
export type AuditAction = z.infer<typeof AuditAction>;

export const ListAuditLogQuery = KeysetPageQuery.extend({
  action: AuditAction.optional(),
  entity_type: z.string().trim().max(60).optional(),
});

export const AuditEntry = z.object({
  id: z.number().int(),
  /** id is null once the admin's account is deleted; the username stays. */
  actor: z.object({ id: z.number().int().nullable(), username: z.string() }),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogPage = keysetPageOf(AuditEntry);
export type AuditLogPage = z.infer<typeof AuditLogPage>;

/**
 * What an export's entry holds (docs/sales-and-exports.md): its file and filters, and the rows it
 * sent once the last has left (none: the download did not finish). Entries older than these
 * fields lack them.
 */
export const ExportAuditDetails = z.object({
  file: z.string().optional(),
  filters: z.record(z.string(), z.unknown()).optional(),
  rows: z.number().int().optional(),
});
export type ExportAuditDetails = z.infer<typeof ExportAuditDetails>;

/** What a products import's entry holds (docs/catalogue-import.md). */
export const ImportAuditDetails = z.object({
  file: z.string().optional(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportAuditDetails = z.infer<typeof ImportAuditDetails>;
