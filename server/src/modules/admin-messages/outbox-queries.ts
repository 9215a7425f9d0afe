import {
  type AdminListOutboxQuery,
  OUTBOX_RESEND_ONLY_FAILED,
  type OutboxMessage,
  type OutboxPage,
} from '@shop/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db } from '#server/db/client.ts';
import { newestFirstPage } from '#server/db/keyset-page.ts';
import { outboxMessages } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';

type Row = typeof outboxMessages.$inferSelect;

const OUTBOX_ORDER = { table: outboxMessages, createdAt: outboxMessages.createdAt, id: outboxMessages.id };

/** docs/messages.md: the outbox as the admin sees it, newest first. */
export async function listOutbox(db: Db, query: AdminListOutboxQuery): Promise<OutboxPage> {
  const where = query.status ? eq(outboxMessages.status, query.status) : undefined;
  return newestFirstPage(db, OUTBOX_ORDER, where, query, (rows) => rows.map(toOutboxMessage));
}

/** A failed message waits again, due now, with its attempts counted afresh. */
export async function resendMessage(db: Db, actor: AuditActor, id: number): Promise<OutboxMessage> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(outboxMessages).where(eq(outboxMessages.id, id)).for('update');
    if (!current) throw AppError.notFound('Message not found.');
    if (current.status !== 'failed') throw AppError.conflict(OUTBOX_RESEND_ONLY_FAILED);
    const [row] = await tx
      .update(outboxMessages)
      .set({ status: 'waiting', attempts: 0, nextAttemptAt: sql`now()`, claimedUntil: null })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'failed')))
      .returning();
    await recordAudit(
      tx,
      actor,
      'message.resend',
      { type: 'outbox_message', id },
      {
        kind: current.kind,
        to: current.recipient,
        reason: current.lastError,
      },
    );
    return toOutboxMessage(row!);
  });
}

function toOutboxMessage(row: Row): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    next_attempt_at: row.nextAttemptAt.toISOString(),
  };
}
