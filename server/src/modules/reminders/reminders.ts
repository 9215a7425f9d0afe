import type { BusinessType } from '@shop/contract/common';
import { type Locale, toLocale } from '@shop/contract/locale';
import { pathInLocale } from '@shop/contract/locale-path';
import {
  CART_REMINDER_FIRST_HOURS,
  CART_REMINDER_SECOND_HOURS,
  HOLD_REMINDER_MINUTES,
  REMINDER_KINDS,
  type ReminderKind,
  type ReminderOverview,
} from '@shop/contract/reminders';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { reminders } from '#server/db/schema.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { marketingAddressFor } from '#server/modules/marketing/consent.ts';
import {
  type MarketingLinks,
  queueMarketingEmail,
  queueMarketingSms,
} from '#server/modules/marketing/marketing-message.ts';
import { textsIn } from '#server/modules/messages/message-texts.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import { smsNumberOf } from '#server/modules/messages/recipients.ts';
import { email } from '#server/modules/messages/templates/layout.ts';
import { readReminderSettings } from './reminder-settings';

/** A push is reminded of only when it went unapproved this recently (the order's hold is 30 minutes). */
const PUSH_WINDOW_MINUTES = 30;
/** Carts left longer ago than this are not reminded (an old cart is no lost sale of today). */
const CART_MAX_DAYS = 7;
const BATCH = 100;
/** How long the re-push link works at most; the order's hold ends it sooner. */
const PUSH_LINK_HOURS = 2;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * docs/reminders.md: reminders that bring back a lost sale, queued through the outbox by a
 * periodic pass in every server process. Each is a row of `reminders` under a key naming its order
 * or its cart and step, inserted in the transaction that queues its messages, so however many
 * processes pass, it goes once.
 */
export class RemindersService {
  constructor(
    private readonly db: Db,
    private readonly links: MarketingLinks,
    /** Africa's Talking's incoming-message callback to register (docs/marketing-consent.md); null without PUBLIC_URL. */
    readonly smsCallbackUrl: string | null,
  ) {}

  async runDue(now = new Date()): Promise<void> {
    const settings = await readReminderSettings(this.db);
    if (settings.push_unapproved) await this.pushUnapproved(now);
    if (settings.hold_expiring) await this.holdExpiring(now);
    if (settings.cart_abandoned) await this.carts(now);
  }

  /** Runs `queue` unless `key` was reminded already; both commit or neither. */
  private async once(
    values: { kind: ReminderKind; key: string; userId: number; orderId?: number; brand?: BusinessType },
    now: Date,
    queue: (tx: Tx) => Promise<boolean>,
  ): Promise<void> {
    await this.db
      .transaction(async (tx) => {
        const [claimed] = await tx
          .insert(reminders)
          .values({ ...values, sentAt: now })
          .onConflictDoNothing()
          .returning({ id: reminders.id });
        if (!claimed) return;
        // Nothing could be queued (no number, no consent left): no reminder is counted either.
        if (!(await queue(tx))) tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
  }

  /** docs/reminders.md (a): a push that went unapproved while the order can still be paid. */
  private async pushUnapproved(now: Date) {
    const base = this.links.baseUrl;
    if (!base) return;
    const rows = await sqlRows<{
      id: number;
      ref: string;
      user_id: number;
      locale: string;
      hold: Date;
      msisdn: string;
    }>(
      this.db,
      sql`select o.id, o.order_id as ref, o.user_id, u.locale, o.hold_expires_at as hold, last.msisdn
        from orders o
        join users u on u.id = o.user_id
        cross join lateral (
          select a.msisdn, a.status, a.expires_at, a.created_at from mobile_money_attempts a
          where a.order_id = o.id order by a.created_at desc, a.id desc limit 1
        ) last
        where o.status = 'pending' and o.payment_status = 'pending' and not o.seats_released
          and o.hold_expires_at > ${ts(now)}
          and (last.status in ('expired', 'failed') or (last.status = 'pending' and last.expires_at <= ${ts(now)}))
          and last.created_at > ${ts(now)} - make_interval(mins => ${PUSH_WINDOW_MINUTES})
          and not exists (select 1 from reminders r where r.key = 'push:' || o.id)
        order by o.id limit ${BATCH}`,
    );
    for (const row of rows) {
      const hold = new Date(row.hold);
      const exp = Math.min(hold.getTime(), now.getTime() + PUSH_LINK_HOURS * 3_600_000);
      const token = this.links.signer.sign({ k: 'push', o: row.id, u: row.user_id, m: row.msisdn, exp });
      const link = `${base}/api/reminders/push/?t=${encodeURIComponent(token)}`;
      const { t } = textsIn(toLocale(row.locale));
      await this.once(
        { kind: 'push_unapproved', key: `push:${row.id}`, userId: row.user_id, orderId: row.id },
        now,
        (tx) =>
          queueMessage(tx, {
            channel: 'sms',
            key: `reminder:push:${row.id}:sms`,
            kind: 'reminder_push',
            to: row.msisdn,
            text: t('reminder.pushSms', { order: row.ref, link }),
          }),
      );
    }
  }

  /** docs/reminders.md (c): an unpaid order whose hold ends soon, when no push is ringing for it. */
  private async holdExpiring(now: Date) {
    const rows = await sqlRows<{
      id: number;
      ref: string;
      user_id: number;
      brand: BusinessType;
      locale: string;
      hold: Date;
      email: string;
      delivery_phone: string | null;
      phone: string | null;
      country_code: string | null;
    }>(
      this.db,
      sql`select o.id, o.order_id as ref, o.user_id, o.brand, u.locale, o.hold_expires_at as hold, u.email,
          o.delivery->>'phone' as delivery_phone, p.phone, p.country_code
        from orders o
        join users u on u.id = o.user_id
        left join profiles p on p.user_id = o.user_id
        where o.status = 'pending' and o.payment_status = 'pending' and not o.seats_released
          and o.payment_method <> 'cash_on_delivery'
          and o.hold_expires_at > ${ts(now)}
          and o.hold_expires_at <= ${ts(now)} + make_interval(mins => ${HOLD_REMINDER_MINUTES})
          and not exists (select 1 from reminders r where r.key in ('hold:' || o.id, 'push:' || o.id))
          and not exists (select 1 from mobile_money_attempts a
            where a.order_id = o.id and a.status = 'pending' and a.expires_at > ${ts(now)})
        order by o.hold_expires_at limit ${BATCH}`,
    );
    for (const row of rows) {
      const locale = toLocale(row.locale);
      const { t } = textsIn(locale);
      const minutes = Math.max(1, Math.ceil((new Date(row.hold).getTime() - now.getTime()) / 60_000));
      const number =
        (row.delivery_phone && smsNumberOf(row.delivery_phone)) ||
        (row.phone ? smsNumberOf(row.phone, row.country_code ?? undefined) : null);
      await this.once(
        { kind: 'hold_expiring', key: `hold:${row.id}`, userId: row.user_id, orderId: row.id },
        now,
        async (tx) => {
          const link = this.links.baseUrl
            ? `${this.links.baseUrl}${pathInLocale('/dashboard', locale)}`
            : null;
          const mail = email(
            row.brand,
            t('reminder.holdSubject', { order: row.ref }),
            t('reminder.holdHeading'),
            [
              { paragraph: t('reminder.holdBody', { order: row.ref, minutes }) },
              ...(link ? [{ link, label: t('reminder.holdLink') }] : []),
            ],
            locale,
          );
          await queueMessage(tx, {
            channel: 'email',
            key: `reminder:hold:${row.id}:email`,
            kind: 'reminder_hold',
            to: row.email,
            ...mail,
          });
          if (number) {
            await queueMessage(tx, {
              channel: 'sms',
              key: `reminder:hold:${row.id}:sms`,
              kind: 'reminder_hold',
              to: number,
              text: t('reminder.holdSms', { order: row.ref, minutes }),
            });
          }
          return true;
        },
      );
    }
  }

  /**
   * docs/reminders.md (b): a signed-in customer's cart of a brand left CART_REMINDER_FIRST_HOURS
   * without an order, then once more at CART_REMINDER_SECOND_HOURS; marketing, so only with consent,
   * and only naming what is still in stock (never when the items are gone).
   */
  private async carts(now: Date) {
    const carts = await sqlRows<{
      user_id: number;
      brand: BusinessType;
      started: Date;
      last_change: Date;
      locale: string;
    }>(
      this.db,
      sql`select c.user_id, c.brand, min(c.created_at) as started, max(c.created_at) as last_change, min(u.locale) as locale
        from cart_items c join users u on u.id = c.user_id and u.is_active
        group by c.user_id, c.brand
        having max(c.created_at) <= ${ts(now)} - make_interval(hours => ${CART_REMINDER_FIRST_HOURS})
          and max(c.created_at) > ${ts(now)} - make_interval(days => ${CART_MAX_DAYS})
          and not exists (select 1 from orders o
            where o.user_id = c.user_id and o.brand = c.brand and o.created_at >= max(c.created_at))
        order by c.user_id limit ${BATCH}`,
    );
    for (const cart of carts) {
      const started = new Date(cart.started).getTime();
      const base = `cart:${cart.user_id}:${cart.brand}:${started}`;
      const sent = await sqlRows<{ key: string }>(
        this.db,
        sql`select key from reminders where key in (${`${base}:1`}, ${`${base}:2`})`,
      );
      const has = (step: number) => sent.some((r) => r.key === `${base}:${step}`);
      const age = now.getTime() - new Date(cart.last_change).getTime();
      const step = !has(1) ? 1 : !has(2) && age >= CART_REMINDER_SECOND_HOURS * 3_600_000 ? 2 : null;
      if (step === null) continue;
      const items = await sqlRows<{ name: string }>(
        this.db,
        sql`select p.name from cart_items c
          join products p on p.brand = c.brand and p.id = c.product_id
          where c.user_id = ${cart.user_id} and c.brand = ${cart.brand}
            and p.is_active and p.stock_quantity - p.held_quantity >= c.quantity
          order by c.created_at, c.id`,
      );
      if (items.length === 0) continue;
      const locale = toLocale(cart.locale);
      await this.once(
        { kind: 'cart_abandoned', key: `${base}:${step}`, userId: cart.user_id, brand: cart.brand },
        now,
        (tx) =>
          this.queueCart(
            tx,
            cart.user_id,
            cart.brand,
            locale,
            `${base}:${step}`,
            items.map((i) => i.name),
            now,
          ),
      );
    }
  }

  private async queueCart(
    tx: Tx,
    userId: number,
    brand: BusinessType,
    locale: Locale,
    key: string,
    names: string[],
    now: Date,
  ): Promise<boolean> {
    const { t } = textsIn(locale);
    const link = this.links.baseUrl ? `${this.links.baseUrl}${pathInLocale('/checkout', locale)}` : '';
    let queued = false;
    const mailTo = await marketingAddressFor(tx, userId, 'email');
    if (mailTo) {
      queued =
        (await queueMarketingEmail(
          tx,
          {
            key: `reminder:${key}:email`,
            kind: 'reminder_cart',
            to: mailTo,
            brand,
            locale,
            subject: t('reminder.cartSubject'),
            heading: t('reminder.cartHeading'),
            blocks: [
              { paragraph: t('reminder.cartBody') },
              { rows: names.map((name) => [name, ''] as [string, string]) },
              ...(link ? [{ link, label: t('reminder.cartLink') }] : []),
            ],
          },
          this.links,
          now,
        )) || queued;
    }
    const smsTo = await marketingAddressFor(tx, userId, 'sms');
    if (smsTo) {
      const shown =
        names.length > 2 ? `${names.slice(0, 2).join(', ')} +${names.length - 2}` : names.join(', ');
      queued =
        (await queueMarketingSms(
          tx,
          {
            key: `reminder:${key}:sms`,
            kind: 'reminder_cart',
            to: smsTo,
            brand,
            locale,
            text: t('reminder.cartSms', { items: shown, link }),
          },
          now,
        )) || queued;
    }
    return queued;
  }

  /** docs/reminders.md: each kind's reminders sent and the orders paid after one (recovered). */
  async figures(): Promise<ReminderOverview['figures']> {
    const rows = await sqlRows<{ kind: ReminderKind; sent: number; recovered: number }>(
      this.db,
      sql`select r.kind, count(distinct r.id)::int as sent, count(distinct o.id)::int as recovered
        from reminders r
        -- An order reminded of was unpaid when reminded, so its payment came after; a cart's is an
        -- order of its brand placed after the reminder.
        left join orders o on o.payment_status = 'paid' and (
          o.id = r.order_id
          or (r.order_id is null and o.user_id = r.user_id and o.brand = r.brand and o.created_at >= r.sent_at))
        group by r.kind`,
    );
    return REMINDER_KINDS.map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      return { kind, sent: row?.sent ?? 0, recovered: row?.recovered ?? 0 };
    });
  }
}
