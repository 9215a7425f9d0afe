import { randomBytes } from 'node:crypto';
import { DAILY_ALERTS_HOUR, type DailyAlertsSent, LOW_STOCK_ALERT_LIST } from '@shop/contract/alerts';
import { LOW_STOCK_THRESHOLD } from '@shop/contract/catalog';
import type { BusinessType, Currency } from '@shop/contract/common';
import { and, count, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { alertRuns, orders, products, profiles, users } from '#server/db/schema.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { lowStockProducts } from '#server/modules/admin-users/low-stock.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import { smsNumberOf } from '#server/modules/messages/recipients.ts';
import type { Email } from '#server/modules/messages/templates/layout.ts';
import { receiptBacklog } from '#server/modules/receipts/backlog.ts';
import {
  backlogTooOld,
  receiptBacklogEmail,
  receiptBacklogSms,
} from '#server/modules/receipts/backlog-alert.ts';
import {
  type DailySummary,
  dailySummaryEmail,
  lowStockEmail,
  lowStockSms,
  type SoldOut,
  soldOutEmail,
  soldOutSms,
} from './alert-messages';
import { readAlertSettings } from './alert-settings';
import { type ShopDay, shopDay } from './shop-day';

const SOLD_OUT_BATCH = 100;

/**
 * docs/messages.md, "Alerts": queued through the outbox by a periodic pass in every server
 * process. A daily alert is one row of alert_runs per shop day, inserted in the transaction that
 * queues it, so however many processes pass, it is queued once; a sold-out alert claims its ledger
 * rows with SKIP LOCKED, so no two processes queue the same one.
 */
export class AlertsService {
  constructor(
    private readonly db: Db,
    private readonly smsConfigured: boolean,
  ) {}

  async runDue(now = new Date()): Promise<void> {
    const settings = await readAlertSettings(this.db);
    await this.soldOut(settings.sold_out);
    const today = shopDay(now);
    // docs/receipts.md, "Backlog": once a day at most, while TRA leaves a receipt unacknowledged.
    const backlog = await receiptBacklog(this.db);
    if (backlogTooOld(backlog)) {
      await this.once('receipt_backlog', today.day, (tx) =>
        this.toAdmins(
          tx,
          `alert:receipt-backlog:${today.day}`,
          'alert_receipt_backlog',
          receiptBacklogEmail(backlog),
          receiptBacklogSms(backlog),
        ),
      );
    }
    if (today.hour < DAILY_ALERTS_HOUR) return;
    if (settings.low_stock) await this.once('low_stock', today.day, (tx) => this.lowStock(tx, today.day));
    if (settings.daily_summary) {
      await this.once('daily_summary', today.day, (tx) => this.summary(tx, shopDay(now, 1)));
    }
  }

  /**
   * docs/messages.md, "Alerts": the daily alerts now, as an admin's button or `npm run
   * alerts:send` asks, whatever the hour and the switches (they choose what goes on its own each
   * morning, which still goes). Each ask is its own set of messages; an admin's is audit-logged
   * in the transaction that queues them.
   */
  async sendDailyNow(actor: AuditActor | null, now = new Date()): Promise<DailyAlertsSent> {
    const today = shopDay(now);
    const yesterday = shopDay(now, 1);
    const ask = `now-${now.getTime()}-${randomBytes(4).toString('hex')}`;
    return this.db.transaction(async (tx) => {
      const low = await this.lowStock(tx, today.day, ask);
      const summary = await this.summary(tx, yesterday, ask);
      const sent = {
        low_stock_products: low.products,
        summary_day: yesterday.day,
        messages: low.messages + summary.messages,
      };
      if (actor) await recordAudit(tx, actor, 'alerts.sent', { type: 'settings', id: 'alerts' }, sent);
      return sent;
    });
  }

  /** Runs `queue` unless this alert was already queued for `day`; both commit or neither. */
  private async once(kind: string, day: string, queue: (tx: Tx) => Promise<unknown>) {
    await this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(alertRuns)
        .values({ kind, day })
        .onConflictDoNothing()
        .returning({ kind: alertRuns.kind });
      if (claimed) await queue(tx);
    });
  }

  /** `ask` keys a send asked for apart from the morning's. */
  private async lowStock(tx: Tx, day: string, ask?: string) {
    const [total] = await tx
      .select({ n: count() })
      .from(products)
      .where(lte(products.stockQuantity, LOW_STOCK_THRESHOLD));
    const n = total?.n ?? 0;
    if (n === 0) return { products: 0, messages: 0 };
    const list = await lowStockProducts(tx as Db, { page_size: LOW_STOCK_ALERT_LIST });
    const messages = await this.toAdmins(
      tx,
      `alert:low-stock:${day}${ask ? `:${ask}` : ''}`,
      'alert_low_stock',
      lowStockEmail(list, n, day),
      lowStockSms(n, list),
    );
    return { products: n, messages };
  }

  private async summary(tx: Tx, day: ShopDay, ask?: string) {
    const o = orders;
    const inDay = (column: typeof o.createdAt | typeof o.paidAt) =>
      and(gte(column, day.start), lt(column, day.end));
    // One after another: a transaction is one connection, which runs one query at a time (node-postgres
    // queues the others with a deprecation warning).
    const placed = await tx
      .select({ kind: o.kind, n: count() })
      .from(o)
      .where(inDay(o.createdAt))
      .groupBy(o.kind);
    const paid = await tx
      .select({
        currency: o.currency,
        count: count(),
        amount: sql<string>`sum(${o.totalAmount})::numeric(14, 2)::text`,
      })
      .from(o)
      .where(inDay(o.paidAt))
      .groupBy(o.currency)
      .orderBy(o.currency);
    // docs/prices-and-currencies.md: a sale is complete when sold, or when a cash-on-delivery
    // order's cash was received, and not cancelled since; counted on the day that step was taken.
    const revenue = await sqlRows<{ currency: Currency; count: number; amount: string }>(
      tx as Db,
      sql`select o.currency, count(*)::int as count, sum(o.total_amount)::numeric(14, 2)::text as amount
            from orders o
            where (o.status = 'sold' or (o.payment_method = 'cash_on_delivery' and o.payment_status = 'paid' and o.status <> 'cancelled'))
              and exists (select 1 from order_events e where e.order_id = o.id
                and e.created_at >= ${day.start.toISOString()} and e.created_at < ${day.end.toISOString()}
                and ((e.type = 'status' and e.status = 'sold') or (e.type = 'paid' and o.payment_method = 'cash_on_delivery')))
            group by o.currency order by o.currency`,
    );
    const placedOf = (kind: string) => placed.find((p) => p.kind === kind)?.n ?? 0;
    const summary: DailySummary = {
      day: day.day,
      productOrders: placedOf('product_order'),
      bookings: placedOf('tour_booking'),
      paid: paid.map((p) => ({ ...p, currency: p.currency as Currency })),
      revenue,
    };
    const messages = await this.toAdmins(
      tx,
      `alert:daily-summary:${day.day}${ask ? `:${ask}` : ''}`,
      'alert_daily_summary',
      dailySummaryEmail(summary),
    );
    return { messages };
  }

  /**
   * Queues the sold-out alerts of the sell-outs no process has yet taken (migration 0031 writes one
   * when what a shopper can buy reaches 0); switched off, drops them. A hold names no order in the
   * row, so the alert names the newest order of the product placed by then.
   */
  private async soldOut(enabled: boolean) {
    await this.db.transaction(async (tx) => {
      const claimed = await sqlRows<{
        id: string;
        brand: BusinessType;
        name: string;
        order_reference: string | null;
      }>(
        tx as Db,
        sql`update sell_outs s set pending = false
            from products p
            where s.id in (select id from sell_outs where pending order by id
                           limit ${SOLD_OUT_BATCH} for update skip locked)
              and p.brand = s.brand and p.id = s.product_id
            returning s.id, s.brand, p.name, coalesce(s.order_reference,
              (select o.order_id from order_items i join orders o on o.id = i.order_id
                where i.product_brand = s.brand and i.product_id = s.product_id
                  and o.created_at <= s.created_at
                order by o.created_at desc, o.id desc limit 1)) as order_reference`,
      );
      if (!enabled) return;
      for (const row of claimed) {
        const product: SoldOut = { brand: row.brand, name: row.name, orderReference: row.order_reference };
        // Not alert:sold-out:<id>: those keys were the ledger rows' before migration 0031.
        await this.toAdmins(
          tx,
          `alert:sell-out:${row.id}`,
          'alert_sold_out',
          soldOutEmail(product),
          soldOutSms(product),
        );
      }
    });
  }

  /**
   * An e-mail to every admin, and an SMS to those with a Tanzanian mobile when SMS is configured;
   * returns how many were queued.
   */
  private async toAdmins(tx: Tx, key: string, kind: string, mail: Email, sms?: string): Promise<number> {
    let queued = 0;
    const admins = await tx
      .select({ id: users.id, email: users.email, phone: profiles.phone, countryCode: profiles.countryCode })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.isStaff, true), eq(users.isSuperuser, true), eq(users.isActive, true)))
      .orderBy(users.id);
    for (const admin of admins) {
      if (
        await queueMessage(tx, {
          channel: 'email',
          key: `${key}:admin:${admin.id}`,
          kind,
          to: admin.email,
          ...mail,
        })
      )
        queued++;
      const number =
        this.smsConfigured && sms && admin.phone
          ? smsNumberOf(admin.phone, admin.countryCode ?? undefined)
          : null;
      if (
        number &&
        (await queueMessage(tx, {
          channel: 'sms',
          key: `${key}:admin-sms:${admin.id}`,
          kind,
          to: number,
          text: sms!,
        }))
      )
        queued++;
    }
    return queued;
  }
}
