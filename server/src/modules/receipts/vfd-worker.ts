import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { receiptLines, receipts, vfdRegistration, zReports } from '#server/db/schema.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { darEsSalaamClock } from './dar-es-salaam-clock';
import { receiptElement } from './receipt-xml';
import { type VfdAck, type VfdClient, VfdFailure } from './vfd-client';
import { nextZReportDay, zReportElement } from './z-report';

type Registration = typeof vfdRegistration.$inferSelect;

/**
 * How long the head of the queue is a process's to post; after that another may, as after a crash.
 * One post is a token and a receipt request, each cut off at the timeout: three of them and a margin.
 */
export const leaseSeconds = (timeoutMs: number) => Math.ceil((3 * timeoutMs) / 1000) + 5;
/** docs/receipts.md, "Sending": the wait after each failed try; the last repeats. */
export const VFD_RETRY_DELAYS_SECONDS = [10, 30, 60, 120, 300, 600];
/** docs/receipts.md, "Z report": how long after Dar es Salaam's midnight a day's report is made. */
const Z_REPORT_DELAY_MINUTES = 10;
/** A token this close to its end is not used: it could expire on the way. */
const TOKEN_MARGIN_SECONDS = 60;

/** A table of messages to TRA posted in order: the receipts by GC, the Z reports by day. */
type Queue = { table: 'receipt_submissions' | 'z_reports'; key: 'receipt_id' | 'znum'; order: 'gc' | 'znum' };
const RECEIPTS: Queue = { table: 'receipt_submissions', key: 'receipt_id', order: 'gc' };
const Z_REPORTS: Queue = { table: 'z_reports', key: 'znum', order: 'znum' };

/** The leased head of a queue. */
type Head = { key: string; number: string; attempts: number; signed_xml: string | null };

/**
 * docs/receipts.md, "Sending": posts the fiscal receipts TRA has not acknowledged, one at a time
 * in GC order, then the Z reports of past days, in any number of processes at once: only the head
 * of a queue can be leased, as the outbox leases its messages (docs/messages.md), so nothing
 * overtakes what is before it.
 */
export class VfdWorker {
  constructor(
    private readonly db: Db,
    private readonly client: VfdClient,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    private readonly claimSeconds: number,
  ) {}

  /**
   * One pass: posts from the head of the receipts until none is left, or a post fails (the
   * receipts after it wait for it); then the Z reports. Returns how many receipts TRA
   * acknowledged. `now`: the clock a test sets.
   */
  async sendDue(now?: Date): Promise<number> {
    const clock = now ?? new Date();
    const sent = await this.drain(RECEIPTS, now, (head, registration) =>
      this.postReceipt(head, registration, clock),
    );
    if (!(await this.queueEmpty(RECEIPTS))) return sent;
    await this.makeZReports(clock);
    await this.drain(Z_REPORTS, now, async (head, registration) =>
      this.client.postZReport(head.signed_xml!, await this.token(registration, clock)),
    );
    return sent;
  }

  /** Posts the heads of `queue` one by one while TRA acknowledges them; how many it did. */
  private async drain(
    queue: Queue,
    now: Date | undefined,
    post: (head: Head, registration: Registration) => Promise<VfdAck>,
  ): Promise<number> {
    let sent = 0;
    for (;;) {
      const head = await this.claimHead(queue, now);
      if (!head) return sent;
      try {
        const [registration] = await this.db.select().from(vfdRegistration).where(eq(vfdRegistration.id, 1));
        if (!registration) throw new VfdFailure('the VFD is not registered: run npm run vfd:register');
        const ack = await post(head, registration);
        await sqlRows(
          this.db,
          sql`update ${sql.identifier(queue.table)} set status = 'sent', sent_at = now(), ack = ${JSON.stringify(ack)}::jsonb,
              last_error = null, claimed_until = null where ${sql.identifier(queue.key)} = ${head.key}`,
        );
        this.log.info(
          { [queue.order]: head.number },
          `${queue.order === 'gc' ? 'receipt' : 'Z report'} acknowledged by TRA`,
        );
        sent += 1;
      } catch (err) {
        await this.failed(queue, head, err);
        return sent;
      }
    }
  }

  private async claimHead(queue: Queue, now: Date | undefined): Promise<Head | undefined> {
    const clock = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
    const [table, key, order] = [
      sql.identifier(queue.table),
      sql.identifier(queue.key),
      sql.identifier(queue.order),
    ];
    const [head] = await sqlRows<Head>(
      this.db,
      sql`update ${table} set claimed_until = now() + make_interval(secs => ${this.claimSeconds}), attempts = attempts + 1
          where ${key} = (select ${key} from ${table} where status <> 'sent' order by ${order} limit 1)
            and status <> 'sent' and next_attempt_at <= ${clock}
            and (claimed_until is null or claimed_until < now())
          returning ${key}::text as key, ${order}::text as number, attempts, signed_xml`,
    );
    return head;
  }

  private async queueEmpty(queue: Queue): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      sql`select 1 from ${sql.identifier(queue.table)} where status <> 'sent' limit 1`,
    );
    return rows.length === 0;
  }

  private async postReceipt(head: Head, registration: Registration, now: Date): Promise<VfdAck> {
    const xml = head.signed_xml ?? (await this.signOnce(Number(head.key), registration));
    return this.client.postReceipt(xml, await this.token(registration, now), registration.routingKey);
  }

  /**
   * The receipt's signed XML, made on its first try from what was fixed when it was issued, and
   * stored: every later try posts these bytes (docs/receipts.md, "Sending").
   */
  private async signOnce(receiptId: number, registration: Registration): Promise<string> {
    const [receipt] = await this.db.select().from(receipts).where(eq(receipts.id, receiptId));
    const lines = await this.db
      .select()
      .from(receiptLines)
      .where(eq(receiptLines.receiptId, receiptId))
      .orderBy(asc(receiptLines.position));
    const [credited] = receipt!.creditsReceiptId
      ? await this.db
          .select({ gc: receipts.gc })
          .from(receipts)
          .where(eq(receipts.id, receipt!.creditsReceiptId))
      : [];
    const xml = this.client.signed(receiptElement(receipt!, lines, registration, credited?.gc));
    // Only the first writer's bytes count, should another process have signed it meanwhile.
    const [stored] = await sqlRows<{ xml: string }>(
      this.db,
      sql`update receipt_submissions set signed_xml = coalesce(signed_xml, ${xml})
          where receipt_id = ${receiptId} returning signed_xml as xml`,
    );
    return stored!.xml;
  }

  /**
   * docs/receipts.md, "Z report": each past day with fiscal receipts, once TRA acknowledged them
   * all, gets its report, made and signed once (a second process's is dropped).
   */
  private async makeZReports(now: Date): Promise<void> {
    // Ten minutes into the next day: a process whose clock is a little behind may still date a
    // receipt on the day before.
    const today = darEsSalaamClock(new Date(now.getTime() - Z_REPORT_DELAY_MINUTES * 60_000)).date.replaceAll(
      '-',
      '',
    );
    const [registration] = await this.db.select().from(vfdRegistration).where(eq(vfdRegistration.id, 1));
    if (!registration) return;
    for (let day = await nextZReportDay(this.db, today); day; day = await nextZReportDay(this.db, today)) {
      const signedXml = this.client.signed(await zReportElement(this.db, day, registration));
      await this.db.insert(zReports).values({ znum: day, signedXml }).onConflictDoNothing();
    }
  }

  /** The stored token while it lasts; a new one only once it has expired (TRA's rules). */
  private async token(registration: Registration, now: Date): Promise<string> {
    const expires = registration.tokenExpiresAt?.getTime() ?? 0;
    if (registration.token && expires - TOKEN_MARGIN_SECONDS * 1000 > now.getTime())
      return registration.token;
    const { token, expiresIn } = await this.client.token(registration.username, registration.password);
    const tokenExpiresAt = new Date(now.getTime() + expiresIn * 1000);
    await this.db.update(vfdRegistration).set({ token, tokenExpiresAt }).where(eq(vfdRegistration.id, 1));
    // The next post of this pass uses it too.
    Object.assign(registration, { token, tokenExpiresAt });
    return token;
  }

  private async failed(queue: Queue, head: Head, err: unknown): Promise<void> {
    const failure = err instanceof VfdFailure ? err : new VfdFailure((err as Error).message ?? String(err));
    const delay = VFD_RETRY_DELAYS_SECONDS[head.attempts - 1] ?? VFD_RETRY_DELAYS_SECONDS.at(-1)!;
    await sqlRows(
      this.db,
      sql`update ${sql.identifier(queue.table)} set status = 'failed', claimed_until = null,
          last_error = ${failure.message.slice(0, 500)}, next_attempt_at = now() + make_interval(secs => ${delay})
          where ${sql.identifier(queue.key)} = ${head.key}`,
    );
    // A refused token is dropped, so the next try fetches another.
    if (failure.unauthorized) {
      await this.db
        .update(vfdRegistration)
        .set({ token: null, tokenExpiresAt: null })
        .where(eq(vfdRegistration.id, 1));
    }
    this.log.warn(
      { [queue.order]: head.number, reason: failure.message, retryInSeconds: delay },
      `${queue.order === 'gc' ? 'receipt' : 'Z report'} not sent to TRA`,
    );
  }
}
