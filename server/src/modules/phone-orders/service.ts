import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@shop/contract/errors';
import { pathInLocale } from '@shop/contract/locale-path';
import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import { StartMobileMoneyBody } from '@shop/contract/mobile-money';
import { formatMoney } from '@shop/contract/money-format';
import { CreateFursaOrderBody, ORDER_ERROR_CODES, type Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import type {
  AdminCreatePhoneOrderBody,
  AdminPhoneOrder,
  OrderChannel,
  PayLinkClaimResponse,
  PayLinkOrder,
} from '@shop/contract/phone-orders';
import { and, eq, inArray } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { orders, products, users } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { openReset } from '#server/modules/auth/password-resets.ts';
import type { Brand } from '#server/modules/catalog/brands.ts';
import { textsIn } from '#server/modules/messages/message-texts.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import {
  type CheckoutLine,
  checkoutColumns,
  placeProductOrder,
} from '#server/modules/orders/cart-checkout.ts';
import { loadOrder } from '#server/modules/orders/order-views.ts';
import { payableOrder } from '#server/modules/payments/service.ts';
import { bookTourWithTerms } from '#server/modules/tour-bookings/booking-service.ts';
import { customerById, NO_PASSWORD } from './customers';
import type { PayLinkTokens } from './pay-link-token';

/** What the phone orders need of the payments module: the customer's own starts, called for the order's customer. */
type Payments = {
  checkout(userId: number, orderId: number, shopUrl: string): Promise<CheckoutSession>;
};
type MobileMoney = {
  start(userId: number, body: StartMobileMoneyBody, shopUrl: string): Promise<MobileMoneyAttempt>;
  view(userId: number, attemptId: number, shopUrl: string): Promise<MobileMoneyAttempt>;
};

/** The SMS's brand prefix, as the shop's other texts start. */
const SENDER: Record<Brand, string> = { fursa: 'FURSA', igsum: 'IGSUM' };

type Placed = {
  order: Order;
  userId: number;
  channel: OrderChannel;
  takenBy: string | null;
  adminDiscount: string;
  adminDiscountReason: string;
};

/**
 * docs/phone-orders.md: orders an admin takes for a customer, through the storefront's own
 * placing (prices, delivery fee, codes, holds), and the payment link that pays one of them.
 */
export class PhoneOrdersService {
  constructor(
    private readonly db: Db,
    private readonly tokens: PayLinkTokens,
    /** The configured address links in messages use (docs/messages.md); undefined: none can be sent. */
    private readonly linkBaseUrl: string | undefined,
    /** Tour bookings are paid through this provider, as the booking dialog's are. */
    private readonly tourPaymentMethod: string,
    private readonly payments: Payments,
    private readonly mobileMoney: MobileMoney,
  ) {}

  async create(admin: AuditActor, body: AdminCreatePhoneOrderBody): Promise<AdminPhoneOrder> {
    const customer = await customerById(this.db, body.customer);
    const orderId = await this.db.transaction(async (tx) => {
      const id = await this.place(tx, body);
      const adminDiscount = body.admin_discount?.amount ?? '0';
      await tx
        .update(orders)
        .set({
          channel: body.channel,
          takenById: admin.id,
          adminDiscount,
          adminDiscountReason: body.admin_discount?.reason ?? '',
        })
        .where(eq(orders.id, id));
      const [row] = await tx.select({ reference: orders.orderId }).from(orders).where(eq(orders.id, id));
      await recordAudit(
        tx,
        admin,
        'order.taken',
        { type: 'order', id },
        {
          reference: row!.reference,
          customer: customer.id,
          channel: body.channel,
          ...(body.admin_discount
            ? { admin_discount: adminDiscount, reason: body.admin_discount.reason }
            : {}),
        },
      );
      return id;
    });
    return this.adminView(orderId);
  }

  /** The storefront's own placing: the cart checkout's path with the admin's lines, or the booking dialog's. */
  private place(tx: Tx, body: AdminCreatePhoneOrderBody): Promise<number> {
    const userId = body.customer;
    const hold = { minutes: body.hold_minutes, takenByAdmin: true };
    const items = body.items;
    if (items.kind === 'tour') {
      const booking = {
        ...items.booking,
        discount_code: body.discount_code,
        marketing_sms: false,
        marketing_email: false,
      };
      return bookTourWithTerms(tx, userId, booking, this.tourPaymentMethod, new Date(), hold);
    }
    const brand = items.brand;
    return placeProductOrder(
      tx,
      userId,
      brand,
      // The storefront's own body, its defaults filled by its schema as the checkout's are.
      CreateFursaOrderBody.parse({
        order_type: 'fursa',
        notes: body.notes,
        payment_method: body.payment === 'cash_on_delivery' ? 'cash_on_delivery' : 'mobile_money',
        fulfilment: items.fulfilment,
        delivery: items.delivery,
        expected_total: body.expected_total,
        discount_code: body.discount_code,
      }),
      {
        holdMinutes: hold.minutes,
        takenByAdmin: true,
        adminDiscount: body.admin_discount?.amount,
        lines: (t) => pickedLines(t, brand, items.lines),
      },
    );
  }

  /** Any order, as the take-an-order screen shows it after placing. */
  async adminView(orderId: number): Promise<AdminPhoneOrder> {
    const placed = await this.placed(orderId);
    const link = this.payable(placed.order) ? await this.linkOf(placed) : null;
    return {
      id: placed.order.id,
      order: placed.order,
      channel: placed.channel,
      taken_by: placed.takenBy,
      admin_discount: placed.adminDiscount,
      admin_discount_reason: placed.adminDiscountReason,
      pay_link: link?.url ?? null,
      whatsapp_url: link ? whatsAppUrl(link.phone, link.text) : null,
    };
  }

  /** docs/phone-orders.md: the link by SMS through the outbox, in the customer's language. */
  async sendLink(admin: AuditActor, orderId: number): Promise<{ queued: true; to: string }> {
    const placed = await this.placed(orderId);
    if (!this.payable(placed.order)) throw AppError.refused(409, ERROR_CODES.conflict, 'orderNotPayable', {});
    const link = await this.linkOf(placed);
    if (!link.phone) throw AppError.refused(409, ERROR_CODES.conflict, 'customerHasNoPhone', {});
    await this.db.transaction(async (tx) => {
      await queueMessage(tx, {
        channel: 'sms',
        // One text per order and minute: a second click in the same minute sends nothing more.
        key: `pay-link:${orderId}:${Math.floor(Date.now() / 60_000)}`,
        kind: 'pay_link',
        to: link.phone,
        text: link.text,
      });
      await recordAudit(
        tx,
        admin,
        'order.pay_link_sent',
        { type: 'order', id: orderId },
        {
          reference: placed.order.order_id,
        },
      );
    });
    return { queued: true, to: `+${link.phone}` };
  }

  /** A mobile-money push to the customer's phone now, through the customer's own start (its limits too). */
  async pushNow(orderId: number, phone: string | undefined, shopUrl: string): Promise<MobileMoneyAttempt> {
    const placed = await this.placed(orderId);
    const customer = await customerById(this.db, placed.userId);
    const body = StartMobileMoneyBody.safeParse({ order_id: orderId, phone: phone ?? customer.phone });
    if (!body.success) throw AppError.refused(409, ERROR_CODES.conflict, 'customerHasNoPhone', {});
    return this.mobileMoney.start(placed.userId, body.data, shopUrl);
  }

  // The payment link's page: one order, nothing else of its account.

  async payLinkView(token: string): Promise<PayLinkOrder> {
    const placed = await this.placed(this.orderOf(token));
    const { order } = placed;
    const customer = await customerById(this.db, placed.userId).catch(() => null);
    const due = await payableOrder(this.db, placed.userId, order.id).then(
      (payable) => payable.total_amount,
      (err) => {
        if (err instanceof AppError && err.status < 500) return null;
        throw err;
      },
    );
    return {
      id: order.id,
      order_id: order.order_id,
      brand: order.order_type,
      kind: order.kind,
      currency: order.currency,
      status: order.status,
      payment_status: order.payment_status,
      payment_method: order.payment_method,
      items: order.items.map((i) => ({ name: i.item_name, quantity: i.quantity, price: i.price })),
      subtotal: order.subtotal,
      delivery_fee: order.delivery_fee,
      discount_amount: order.discount_amount,
      total_amount: order.total_amount,
      due: order.payment_method === 'cash_on_delivery' ? null : due,
      greeting_name: (customer?.full_name ?? '').split(/\s+/)[0] ?? '',
      phone_hint: customer?.phone ? `${customer.phone.slice(0, 7)}***${customer.phone.slice(-2)}` : '',
      phone: customer?.phone ?? '',
      hold_expires_at: order.hold_expires_at,
      claimable: customer !== null && !customer.has_password,
      card_available: true,
    };
  }

  async payLinkPush(token: string, phone: string, shopUrl: string): Promise<MobileMoneyAttempt> {
    const orderId = this.orderOf(token);
    const placed = await this.placed(orderId);
    const body = StartMobileMoneyBody.parse({ order_id: orderId, phone });
    return this.mobileMoney.start(placed.userId, body, shopUrl);
  }

  async payLinkAttempt(token: string, attemptId: number, shopUrl: string): Promise<MobileMoneyAttempt> {
    const orderId = this.orderOf(token);
    const placed = await this.placed(orderId);
    const attempt = await this.mobileMoney.view(placed.userId, attemptId, shopUrl);
    // The customer's other orders' attempts are not this link's.
    if (attempt.order_id !== orderId) throw AppError.notFound('Payment not found.');
    return attempt;
  }

  async payLinkCard(token: string, shopUrl: string): Promise<CheckoutSession> {
    const orderId = this.orderOf(token);
    const placed = await this.placed(orderId);
    return this.payments.checkout(placed.userId, orderId, shopUrl);
  }

  /**
   * A customer made from a phone number sets their first password through the password reset's
   * own screen: a single-use reset opened here. An account with a password gets nothing (409).
   */
  async payLinkClaim(token: string): Promise<PayLinkClaimResponse> {
    const placed = await this.placed(this.orderOf(token));
    const customer = await customerById(this.db, placed.userId);
    if (customer.has_password) throw AppError.refused(409, ERROR_CODES.conflict, 'accountClaimed', {});
    const reset = randomBytes(32).toString('base64url');
    await this.db.transaction(async (tx) => {
      // Only while the account still has no password, checked on its locked row.
      const [row] = await tx
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, placed.userId))
        .for('update');
      if (row?.hash !== NO_PASSWORD) throw AppError.refused(409, ERROR_CODES.conflict, 'accountClaimed', {});
      await openReset(tx, placed.userId, reset);
    });
    return { reset_path: `${pathInLocale('/reset-password', customer.locale)}?token=${reset}` };
  }

  private orderOf(token: string): number {
    const id = this.tokens.orderOf(token);
    if (id === null) throw AppError.refused(404, 'not_found', 'payLinkInvalid', {});
    return id;
  }

  private payable(order: Order): boolean {
    return (
      order.payment_method !== 'cash_on_delivery' &&
      order.payment_status !== 'paid' &&
      order.status !== 'cancelled'
    );
  }

  private async placed(orderId: number): Promise<Placed> {
    const order = await loadOrder(this.db, eq(orders.id, orderId));
    if (!order) throw AppError.notFound('Order not found.');
    const [row] = await this.db
      .select({
        userId: orders.userId,
        channel: orders.channel,
        takenBy: users.username,
        adminDiscount: orders.adminDiscount,
        adminDiscountReason: orders.adminDiscountReason,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.takenById))
      .where(eq(orders.id, orderId));
    return { order, ...row!, channel: row!.channel as OrderChannel };
  }

  /** The link and the text that carries it, in the customer's language, short enough for one SMS. */
  private async linkOf(placed: Placed): Promise<{ url: string; text: string; phone: string }> {
    if (!this.linkBaseUrl) throw AppError.refused(409, ERROR_CODES.conflict, 'noPublicUrl', {});
    const customer = await customerById(this.db, placed.userId);
    const texts = textsIn(customer.locale);
    const url = `${this.linkBaseUrl}${pathInLocale(`/pay/${this.tokens.tokenOf(placed.order.id)}`, customer.locale)}`;
    const total = formatMoney(placed.order.total_amount, placed.order.currency, customer.locale);
    const text = texts.t('sms.payLink', {
      brand: SENDER[placed.order.order_type],
      order: placed.order.order_id,
      total,
      link: url,
    });
    return { url, text, phone: customer.phone.replace(/^\+/, '') };
  }
}

/** docs/phone-orders.md: WhatsApp's own share address, the same text as the SMS. */
function whatsAppUrl(phone: string, text: string): string | null {
  return phone ? `https://wa.me/${phone}?text=${encodeURIComponent(text)}` : null;
}

/**
 * The admin's lines as checkout reads a cart's: each product once (quantities of a repeated one
 * added up), in the order picked. A product that is not this brand's is refused as unavailable.
 */
async function pickedLines(
  tx: Tx,
  brand: Brand,
  picked: { product: number; quantity: number }[],
): Promise<CheckoutLine[]> {
  const wanted = new Map<number, number>();
  for (const line of picked) wanted.set(line.product, (wanted.get(line.product) ?? 0) + line.quantity);
  const rows = await tx
    .select(checkoutColumns)
    .from(products)
    .where(and(eq(products.brand, brand), inArray(products.id, [...wanted.keys()])));
  return [...wanted].map(([productId, quantity]) => {
    const row = rows.find((r) => r.productId === productId);
    if (!row) {
      throw AppError.refused(409, ORDER_ERROR_CODES.cartChanged, 'lineUnavailable', {
        name: `#${productId}`,
      });
    }
    return { ...row, quantity };
  });
}
