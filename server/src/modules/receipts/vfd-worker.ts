import { and, asc, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { receiptLines, receiptSubmissions, receipts, vfdRegistration } from '#server/db/schema.ts';
import { receiptElement } from './receipt-xml';
import { type VfdClient, VfdFailure } from './vfd-client';

type Submission = typeof receiptSubmissions.$inferSelect;

/**
 * How long the head of the queue is a process's to post; after that another may, as after a crash.
 * One post is a token and a receipt request, each cut off at the timeout: three of them and a margin.
 */
export const leaseSeconds = (timeoutMs: number) => Math.ceil((3 * timeoutMs) / 1000) + 5;
/** docs/receipts.md, "Sending": the wait after each failed try; the last repeats. */
export const VFD_RETRY_DELAYS_SECONDS = [10, 30, 60, 120, 300, 600];
/** A token this close to its end is not used: it could expire on the way. */
const TOKEN_MARGIN_SECONDS = 60;

/**
 * docs/receipts.md, "Sending": posts the fiscal receipts TRA has not acknowledged, one at a time
 * in GC order, in any number of processes at once: only the head of the queue can be leased, as
 * the outbox leases its messages (docs/messages.md), so no receipt overtakes another.
 */
export class VfdWorker {
  constructor(
    private readonly db: Db,
    private readonly client: VfdClient,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    private readonly claimSeconds: number,
  ) {}

  /**
   * One pass: posts from the head of the queue until it is empty, or a post fails (the receipts
   * after it wait for it). Returns how many TRA acknowledged. `now`: the clock a test sets.
   */
  async sendDue(now?: Date): Promise<number> {
    let sent = 0;
    for (;;) {
      const head = await this.claimHead(now);
      if (!head) return sent;
      if (!(await this.post(head, now ?? new Date()))) return sent;
      sent += 1;
    }
  }

  private async claimHead(now: Date | undefined): Promise<Submission | undefined> {
    const clock = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
    const head = this.db
      .select({ id: receiptSubmissions.receiptId })
      .from(receiptSubmissions)
      .where(ne(receiptSubmissions.status, 'sent'))
      .orderBy(asc(receiptSubmissions.gc))
      .limit(1);
    const [claimed] = await this.db
      .update(receiptSubmissions)
      .set({
        claimedUntil: sql`now() + make_interval(secs => ${this.claimSeconds})`,
        attempts: sql`${receiptSubmissions.attempts} + 1`,
      })
      .where(
        and(
          eq(receiptSubmissions.receiptId, sql`(${head})`),
          ne(receiptSubmissions.status, 'sent'),
          lte(receiptSubmissions.nextAttemptAt, clock),
          or(isNull(receiptSubmissions.claimedUntil), lt(receiptSubmissions.claimedUntil, sql`now()`)),
        ),
      )
      .returning();
    return claimed;
  }

  /** Posts the leased receipt; true once TRA acknowledged it. */
  private async post(submission: Submission, now: Date): Promise<boolean> {
    try {
      const [registration] = await this.db.select().from(vfdRegistration).where(eq(vfdRegistration.id, 1));
      if (!registration) throw new VfdFailure('the VFD is not registered: run npm run vfd:register');
      const xml = submission.signedXml ?? (await this.signOnce(submission, registration));
      const token = await this.token(registration, now);
      const ack = await this.client.postReceipt(xml, token, registration.routingKey);
      await this.db
        .update(receiptSubmissions)
        .set({ status: 'sent', sentAt: sql`now()`, ack, lastError: null, claimedUntil: null })
        .where(eq(receiptSubmissions.receiptId, submission.receiptId));
      this.log.info({ gc: submission.gc }, 'receipt acknowledged by TRA');
      return true;
    } catch (err) {
      await this.failed(submission, err);
      return false;
    }
  }

  /**
   * The receipt's signed XML, made on its first try from what was fixed when it was issued, and
   * stored: every later try posts these bytes (docs/receipts.md, "Sending").
   */
  private async signOnce(submission: Submission, registration: typeof vfdRegistration.$inferSelect) {
    const [receipt] = await this.db.select().from(receipts).where(eq(receipts.id, submission.receiptId));
    const lines = await this.db
      .select()
      .from(receiptLines)
      .where(eq(receiptLines.receiptId, submission.receiptId))
      .orderBy(asc(receiptLines.position));
    const xml = this.client.signed(receiptElement(receipt!, lines, registration));
    // Only the first writer's bytes count, should another process have signed it meanwhile.
    const [stored] = await this.db
      .update(receiptSubmissions)
      .set({ signedXml: sql`coalesce(${receiptSubmissions.signedXml}, ${xml})` })
      .where(eq(receiptSubmissions.receiptId, submission.receiptId))
      .returning({ xml: receiptSubmissions.signedXml });
    return stored!.xml!;
  }

  /** The stored token while it lasts; a new one only once it has expired (TRA's rules). */
  private async token(registration: typeof vfdRegistration.$inferSelect, now: Date): Promise<string> {
    const expires = registration.tokenExpiresAt?.getTime() ?? 0;
    if (registration.token && expires - TOKEN_MARGIN_SECONDS * 1000 > now.getTime())
      return registration.token;
    const { token, expiresIn } = await this.client.token(registration.username, registration.password);
    await this.db
      .update(vfdRegistration)
      .set({ token, tokenExpiresAt: new Date(now.getTime() + expiresIn * 1000) })
      .where(eq(vfdRegistration.id, 1));
    return token;
  }

  private async failed(submission: Submission, err: unknown): Promise<void> {
    const failure = err instanceof VfdFailure ? err : new VfdFailure((err as Error).message ?? String(err));
    const delay = VFD_RETRY_DELAYS_SECONDS[submission.attempts - 1] ?? VFD_RETRY_DELAYS_SECONDS.at(-1)!;
    await this.db
      .update(receiptSubmissions)
      .set({
        status: 'failed',
        claimedUntil: null,
        lastError: failure.message.slice(0, 500),
        nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
      })
      .where(eq(receiptSubmissions.receiptId, submission.receiptId));
    // A refused token is dropped, so the next try fetches another.
    if (failure.unauthorized) {
      await this.db
        .update(vfdRegistration)
        .set({ token: null, tokenExpiresAt: null })
        .where(eq(vfdRegistration.id, 1));
    }
    this.log.warn(
      { gc: submission.gc, reason: failure.message, retryInSeconds: delay },
      'receipt not sent to TRA',
    );
  }
}
