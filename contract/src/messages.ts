import { z } from 'zod';
import { KeysetPageQuery, keysetPageOf } from './common';

/** docs/messages.md */
export const OUTBOX_STATUSES = ['waiting', 'sent', 'failed', 'withdrawn'] as const;
export const OutboxStatus = z.enum(OUTBOX_STATUSES);
export type OutboxStatus = z.infer<typeof OutboxStatus>;

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;

/** One message of the outbox, as the admin sees it (never its body: it may hold a reset link). */
export const OutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  kind: z.string(),
  recipient: z.string(),
  /** E-mails only. */
  subject: z.string().nullable(),
  status: OutboxStatus,
  attempts: z.number().int(),
  /** Why the last try failed; null once sent. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** When a waiting message is next tried. */
  next_attempt_at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const AdminListOutboxQuery = KeysetPageQuery.extend({ status: OutboxStatus.optional() });
export type AdminListOutboxQuery = z.infer<typeof AdminListOutboxQuery>;
export const OutboxPage = keysetPageOf(OutboxMessage);
export type OutboxPage = z.infer<typeof OutboxPage>;

export const OUTBOX_RESEND_ONLY_FAILED = 'Only a failed message can be sent again.';
