import type { Locale } from '@shop/contract/locale';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { outboxMessages } from '#server/db/schema.ts';
import type { EmailAttachment, EmailSender } from './email-sender';
import { isOptedOut, isQuietHour, WITHDRAWN_REASON } from './marketing-rules';
import { fillLinks } from './outbox';
import { SendFailure } from './send-failure';
import type { SmsSender } from './sms-sender';

type Row = typeof outboxMessages.$inferSelect;

/** How long a claimed message is this process's to send; after that another may try it. */
const CLAIM_SECONDS = 120;
const BATCH = 20;
/** docs/messages.md: the wait before each retry after a temporary failure; one try more fails it. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 1_800, 3_600, 7_200, 14_400, 28_800];
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/**
 * docs/receipts.md, "The customer's copy": what a message carrying a receipt gets when sent: the
 * receipt page's signed link, and its PDF for an e-mail. Null for a payment that got no receipt
 * (money owed back) or, for the link, a shop without PUBLIC_URL.
 */
export type ReceiptMessages = {
  linkOf(source: string, locale: Locale): Promise<string | null>;
  pdfOf(source: string, locale: Locale): Promise<EmailAttachment | null>;
};

/** docs/messages.md: sends what is due in the outbox, in any number of processes at once. */
export class OutboxWorker {
  constructor(
    private readonly db: Db,
    private readonly senders: { email: EmailSender; sms: SmsSender },
    private readonly log: FastifyBaseLogger,
    private readonly receipts?: ReceiptMessages,
    /** PUBLIC_URL, for SHOP_URL_MARK; none: the path alone. */
    private readonly shopUrl?: string,
  ) {}

  /**
   * One pass: claims the due messages no other process holds and sends them. Returns how many it
   * claimed. `now`: the clock a test sets; marketing messages wait out the quiet hours
   * (docs/marketing-consent.md).
   */
  async sendDue(now?: Date): Promise<number> {
    const clock = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
    const quiet = isQuietHour(now ?? new Date());
    const due = this.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'waiting'),
          lte(outboxMessages.nextAttemptAt, clock),
          or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, sql`now()`)),
          quiet ? eq(outboxMessages.marketing, false) : undefined,
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(outboxMessages)
      .set({
        claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
        attempts: sql`${outboxMessages.attempts} + 1`,
      })
      .where(and(inArray(outboxMessages.id, due), eq(outboxMessages.status, 'waiting')))
      .returning();
    for (const message of claimed) await this.sendOne(message);
    return claimed.length;
  }

  private async sendOne(message: Row): Promise<void> {
    // An address that said STOP or unsubscribed after the message was queued gets nothing more.
    if (message.marketing && (await isOptedOut(this.db, message.channel, message.recipient))) {
      await this.db
        .update(outboxMessages)
        .set({ status: 'withdrawn', claimedUntil: null, lastError: WITHDRAWN_REASON })
        .where(eq(outboxMessages.id, message.id));
      return;
    }
    try {
      await this.deliver(message);
    } catch (err) {
      const failure =
        err instanceof SendFailure ? err : new SendFailure((err as Error).message ?? String(err), true);
      return this.failed(message, failure);
    }
    await this.db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null })
      .where(eq(outboxMessages.id, message.id));
    this.log.info({ outboxId: message.id, kind: message.kind, channel: message.channel }, 'message sent');
  }

  private async deliver(message: Row): Promise<void> {
    const { receipt } = message;
    const link = receipt && this.receipts ? await this.receipts.linkOf(receipt.source, receipt.locale) : null;
    const fill = (text: string) => fillLinks(text, { receipt: link, shopUrl: this.shopUrl });
    if (message.channel === 'sms') {
      return this.senders.sms.send(message.recipient, fill(message.bodyText), message);
    }
    const pdf = receipt && this.receipts ? await this.receipts.pdfOf(receipt.source, receipt.locale) : null;
    return this.senders.email.send({
      id: message.id,
      kind: message.kind,
      to: message.recipient,
      subject: message.subject ?? '',
      text: fill(message.bodyText),
      html: fill(message.bodyHtml ?? ''),
      replyTo: message.replyTo,
      headers: message.headers,
      ...(pdf && { attachments: [pdf] }),
    });
  }

  private async failed(message: Row, failure: SendFailure): Promise<void> {
    const delay = RETRY_DELAYS_SECONDS[message.attempts - 1];
    const retry = failure.temporary && delay !== undefined;
    await this.db
      .update(outboxMessages)
      .set(
        retry
          ? {
              claimedUntil: null,
              lastError: failure.message,
              nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
            }
          : {
              status: 'failed',
              claimedUntil: null,
              lastError: failure.temporary
                ? `Gave up after ${message.attempts} attempts: ${failure.message}`
                : failure.message,
            },
      )
      .where(eq(outboxMessages.id, message.id));
    this.log.warn(
      { outboxId: message.id, kind: message.kind, channel: message.channel, reason: failure.message, retry },
      retry ? 'message not sent; will retry' : 'message failed',
    );
  }
}
