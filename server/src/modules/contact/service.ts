import { BRAND_CONTACTS } from '@shop/contract/brand-contacts';
import { BusinessType } from '@shop/contract/common';
import {
  CONTACT_DEFAULT_SUBJECT,
  type ContactBody,
  type ContactMessage,
  type ContactMessagePage,
  type ContactReply,
} from '@shop/contract/content';
import { type Locale, toLocale } from '@shop/contract/locale';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { newestFirstPage } from '#server/db/keyset-page.ts';
import { contactMessages, contactReplies, users } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { textsIn } from '#server/modules/messages/message-texts.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import { adminRecipients } from '#server/modules/messages/recipients.ts';
import {
  adminNewContactEmail,
  contactReplyEmail,
} from '#server/modules/messages/templates/contact-emails.ts';

type Row = typeof contactMessages.$inferSelect;

export type ContactFilter = {
  page: number;
  page_size: number;
  after?: number | undefined;
  is_read?: boolean;
  business_type?: BusinessType;
};

const CONTACT_ORDER = {
  table: contactMessages,
  createdAt: contactMessages.createdAt,
  id: contactMessages.id,
};

export class ContactService {
  constructor(private readonly db: Db) {}

  /** Stores the message and, in the same transaction, tells the admins (docs/messages.md). */
  async send(body: ContactBody): Promise<void> {
    const subject = body.subject || CONTACT_DEFAULT_SUBJECT[body.business_type];
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          name: body.name,
          email: body.email,
          subject,
          message: body.message,
          businessType: body.business_type,
        })
        .returning({ id: contactMessages.id });
      const mail = adminNewContactEmail(textsIn('en'), body.business_type, body, subject, body.message);
      for (const admin of await adminRecipients(tx)) {
        await queueMessage(tx, {
          channel: 'email',
          key: `contact:${row!.id}:admin:${admin.id}`,
          kind: 'admin_new_contact',
          to: admin.email,
          replyTo: body.email,
          ...mail,
        });
      }
    });
  }

  /** The admin inbox, newest first. */
  async list(filter: ContactFilter): Promise<ContactMessagePage> {
    const where = and(
      filter.is_read === undefined ? undefined : eq(contactMessages.isRead, filter.is_read),
      filter.business_type ? eq(contactMessages.businessType, filter.business_type) : undefined,
    );
    return newestFirstPage(this.db, CONTACT_ORDER, where, filter, async (rows) => {
      const threads = await repliesTo(
        this.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toContactMessage(row, threads.get(row.id)!));
    });
  }

  async setRead(actor: AuditActor, id: number, isRead: boolean): Promise<ContactMessage> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(contactMessages)
        .set({ isRead })
        .where(eq(contactMessages.id, id))
        .returning();
      if (!row) throw AppError.notFound('Contact message not found.');
      await recordAudit(
        tx,
        actor,
        isRead ? 'contact.mark_read' : 'contact.mark_unread',
        { type: 'contact_message', id },
        { from: row.email, subject: row.subject },
      );
      return toContactMessage(row, (await repliesTo(tx, [id])).get(id)!);
    });
  }

  /**
   * docs/messages.md: e-mails a reply to the message's sender, keeps it in the thread and marks the
   * message read, all in one transaction.
   */
  async reply(actor: AuditActor, id: number, body: string): Promise<ContactMessage> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(contactMessages)
        .set({ isRead: true })
        .where(eq(contactMessages.id, id))
        .returning();
      if (!row) throw AppError.notFound('Contact message not found.');
      const [reply] = await tx
        .insert(contactReplies)
        .values({ messageId: id, authorId: actor.id, authorUsername: actor.username, body })
        .returning({ id: contactReplies.id });
      const brand = BusinessType.parse(row.businessType);
      await queueMessage(tx, {
        channel: 'email',
        key: `contact:${id}:reply:${reply!.id}`,
        kind: 'contact_reply',
        to: row.email,
        replyTo: BRAND_CONTACTS[brand].email,
        ...contactReplyEmail(textsIn(await localeOfEmail(tx, row.email)), brand, row, body),
      });
      await recordAudit(
        tx,
        actor,
        'contact.reply',
        { type: 'contact_message', id },
        { to: row.email, subject: row.subject },
      );
      return toContactMessage(row, (await repliesTo(tx, [id])).get(id)!);
    });
  }
}

function toContactMessage(row: Row, replies: ContactReply[]): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    business_type: BusinessType.parse(row.businessType),
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
    replies,
  };
}

/** The replies to each of `ids`, oldest first. */
async function repliesTo(db: Db | Tx, ids: number[]): Promise<Map<number, ContactReply[]>> {
  const threads = new Map<number, ContactReply[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return threads;
  const rows = await db
    .select()
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, ids))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  for (const row of rows) {
    threads.get(row.messageId)!.push({
      id: row.id,
      body: row.body,
      author_username: row.authorUsername,
      created_at: row.createdAt.toISOString(),
    });
  }
  return threads;
}

/**
 * The language to answer a contact message in: its sender's account's when one uses the address
 * (docs/i18n.md), else English, as the form does not say which page it was sent from.
 */
async function localeOfEmail(tx: Tx, address: string): Promise<Locale> {
  const [row] = await tx
    .select({ locale: users.locale })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address.toLowerCase()))
    .limit(1);
  return toLocale(row?.locale);
}
