import { SHOP_TIME_ZONE } from '@shop/contract/admin-sales';
import { ERROR_CODES } from '@shop/contract/errors';
import { toLocale } from '@shop/contract/locale';
import { type AccountDeleteResponse, TAX_RECORD_YEARS } from '@shop/contract/privacy';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import {
  auditLog,
  cartItems,
  contactMessages,
  idempotencyKeys,
  marketingConsentEvents,
  marketingConsents,
  mobileMoneyAttempts,
  newsletterSubscriptions,
  orders,
  outboxMessages,
  passwordResets,
  profiles,
  receipts,
  refreshTokens,
  savedAddresses,
  stockRequests,
  testimonials,
  tourBookings,
  tourBookingTravellers,
  tourWaitlist,
  users,
  wishlistItems,
} from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { PasswordHasher } from '#server/modules/auth/passwords.ts';
import { findUser } from '#server/modules/auth/users.ts';
import type { Brand } from '#server/modules/catalog/brands.ts';
import { textsIn } from '#server/modules/messages/message-texts.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import { email } from '#server/modules/messages/templates/layout.ts';
import { giveBack } from '#server/modules/waitlists/stock-requests.ts';
import { customerContacts } from './export-data';
import { departuresToGuide, eraseGuide } from './guide-data';
import { recordPrivacyRequest } from './privacy-requests';

/** docs/privacy.md: what an erased account's sign-in names become; ':' is never in a username. */
export const erasedUsername = (id: number) => `erased:${id}`;
export const erasedEmail = (id: number) => `erased-${id}@erased.invalid`;

/**
 * docs/privacy.md, "Deletion": orders still under way keep the account open: a trip to come (its
 * travellers' details are needed), an order on its way, or one holding stock or seats unpaid.
 */
async function ordersInProgress(db: Db | Tx, userId: number): Promise<string[]> {
  const today = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;
  const rows = await db
    .select({ ref: orders.orderId })
    .from(orders)
    .leftJoin(tourBookings, eq(tourBookings.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.status, 'cancelled'),
        sql`case when ${orders.kind} = 'tour_booking'
          then coalesce(${tourBookings.departureOn},
            (select max(oi.tour_date) from order_items oi where oi.order_id = ${orders.id})) >= ${today}
            and ${tourBookings.cancelledAt} is null
          else ${orders.status} in ('pending', 'confirmed', 'processing', 'shipped') end`,
      ),
    );
  return rows.map((r) => r.ref);
}

type Person = {
  id: number;
  username: string;
  email: string;
  phones: string[];
  locale: string;
  name: string;
};

/** Everything that is theirs and not a tax record goes; what is kept loses its personal fields. */
async function erase(tx: Tx, person: Person): Promise<Record<string, number>> {
  const { id } = person;
  const address = person.email.toLowerCase();
  const theirOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, id));
  const count = async (query: Promise<unknown[]>) => (await query).length;
  const toThem = or(
    and(eq(outboxMessages.channel, 'email'), eq(sql`lower(${outboxMessages.recipient})`, address)),
    person.phones.length > 0
      ? and(eq(outboxMessages.channel, 'sms'), inArray(outboxMessages.recipient, person.phones))
      : undefined,
  );
  const done: Record<string, number> = {};
  // Kept for the tax records (TAX_RECORD_YEARS): the order, its lines and amounts; not where it went.
  done.orders_kept = await count(
    tx
      .update(orders)
      .set({ shippingAddress: '', delivery: null, notes: '', updatedAt: new Date() })
      .where(eq(orders.userId, id))
      .returning({ id: orders.id }),
  );
  // A receipt without a TIN names no one TRA needs; one for a business (a TIN) keeps its name.
  done.receipts_reduced = await count(
    tx
      .update(receipts)
      .set({ customerName: '', customerMobile: '' })
      .where(and(inArray(receipts.orderId, theirOrders), ne(receipts.customerIdType, 1)))
      .returning({ id: receipts.id }),
  );
  await tx
    .update(mobileMoneyAttempts)
    .set({ msisdn: '', callbacks: [] })
    .where(inArray(mobileMoneyAttempts.orderId, theirOrders));
  done.travellers_erased = await count(
    tx
      .update(tourBookingTravellers)
      .set({ fullName: null, nationality: null, idNumber: null, dateOfBirth: null, updatedAt: new Date() })
      .where(inArray(tourBookingTravellers.orderId, theirOrders))
      .returning({ id: tourBookingTravellers.id }),
  );
  await tx
    .update(tourBookings)
    .set({ detailsDeletedAt: new Date() })
    .where(and(inArray(tourBookings.orderId, theirOrders), sql`${tourBookings.detailsDeletedAt} is null`));
  // Marketing consent withdrawn: no row is no; the record of what was given keeps no address.
  done.consents_withdrawn = await count(
    tx
      .delete(marketingConsents)
      .where(eq(marketingConsents.userId, id))
      .returning({ c: marketingConsents.channel }),
  );
  await tx.update(marketingConsentEvents).set({ address: null }).where(eq(marketingConsentEvents.userId, id));
  done.cart = await count(
    tx.delete(cartItems).where(eq(cartItems.userId, id)).returning({ id: cartItems.id }),
  );
  done.wishlist = await count(
    tx.delete(wishlistItems).where(eq(wishlistItems.userId, id)).returning({ id: wishlistItems.id }),
  );
  // A unit held for one of their offers goes back to the shelf (docs/back-in-stock.md).
  const requests = await tx
    .delete(stockRequests)
    .where(
      or(
        eq(stockRequests.userId, id),
        eq(stockRequests.email, address),
        person.phones.length > 0 ? inArray(stockRequests.phone, person.phones) : undefined,
      ),
    )
    .returning({
      brand: stockRequests.brand,
      productId: stockRequests.productId,
      status: stockRequests.status,
    });
  for (const r of requests.filter((r) => r.status === 'offered').sort((a, b) => a.productId - b.productId)) {
    await giveBack(tx, r.brand as Brand, r.productId);
  }
  done.stock_requests = requests.length;
  // Seats held for an offer stay held until the offer pass sees it ended now and gives them back;
  // the place, with no more than the erased account's id, goes with the closed ones (retention.md).
  await tx
    .update(tourWaitlist)
    .set({ offerExpiresAt: new Date() })
    .where(and(eq(tourWaitlist.userId, id), eq(tourWaitlist.status, 'offered')));
  done.waitlist = await count(
    tx
      .delete(tourWaitlist)
      .where(and(eq(tourWaitlist.userId, id), ne(tourWaitlist.status, 'offered')))
      .returning({ id: tourWaitlist.id }),
  );
  done.contact_messages = await count(
    tx
      .delete(contactMessages)
      .where(eq(sql`lower(${contactMessages.email})`, address))
      .returning({ id: contactMessages.id }),
  );
  await tx.delete(newsletterSubscriptions).where(eq(sql`lower(${newsletterSubscriptions.email})`, address));
  await tx.delete(testimonials).where(eq(testimonials.userId, id));
  // Messages to them: those waiting are never sent; the record of those sent goes with their text.
  done.messages = await count(tx.delete(outboxMessages).where(toThem).returning({ id: outboxMessages.id }));
  await tx.delete(savedAddresses).where(eq(savedAddresses.userId, id));
  await tx.delete(profiles).where(eq(profiles.userId, id));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, id));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, id));
  // A stored answer to a repeated request can hold an order's address.
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, id));
  await tx
    .update(auditLog)
    .set({ actorUsername: erasedUsername(id) })
    .where(eq(auditLog.actorId, id));
  Object.assign(done, await eraseGuide(tx, id));
  // Sign-in closed and its names freed: the person may open a new account with them.
  await tx
    .update(users)
    .set({
      username: erasedUsername(id),
      email: erasedEmail(id),
      passwordHash: '!',
      isActive: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      erasedAt: new Date(),
    })
    .where(eq(users.id, id));
  return done;
}

/** The confirmation, to the address the account had, in the customer's language. */
async function confirm(tx: Tx, person: Person): Promise<void> {
  const texts = textsIn(toLocale(person.locale));
  const subject = texts.t('privacy.deleted.subject');
  await queueMessage(tx, {
    channel: 'email',
    key: `account-deleted:${person.id}`,
    kind: 'account_deleted',
    to: person.email,
    ...email(
      'shop',
      subject,
      subject,
      [
        { paragraph: texts.t('privacy.deleted.text', { name: person.name, username: person.username }) },
        { paragraph: texts.t('privacy.deleted.kept', { years: TAX_RECORD_YEARS }) },
      ],
      texts.locale,
    ),
  });
}

/**
 * docs/privacy.md, "Deletion": the signed-in customer deletes their account, their password typed
 * again. Refused (and the refusal recorded) while an order or trip is under way.
 */
export async function deleteAccount(
  db: Db,
  hasher: PasswordHasher,
  userId: number,
  password: string,
): Promise<AccountDeleteResponse> {
  const user = await findUser(db, { id: userId });
  if (!user || user.erasedAt) throw AppError.unauthenticated();
  if (!(await hasher.verify(user.passwordHash, password))) {
    throw AppError.refused(400, ERROR_CODES.validation, 'accountPasswordWrong', {}, 'password');
  }
  if (user.isStaff || user.isSuperuser) {
    throw AppError.refused(403, ERROR_CODES.forbidden, 'accountDeletionStaff', {});
  }
  const busy = await ordersInProgress(db, userId);
  if (busy.length > 0) {
    await recordPrivacyRequest(db, userId, 'deletion', 'refused', { in_progress: busy });
    throw AppError.refused(409, ERROR_CODES.conflict, 'accountDeletionInProgress', { count: busy.length });
  }
  // docs/privacy.md, "A guide's account": a departure to come needs its guide; the shop takes them off it first.
  const guiding = await departuresToGuide(db, userId);
  if (guiding.length > 0) {
    await recordPrivacyRequest(db, userId, 'deletion', 'refused', { guiding });
    throw AppError.refused(409, ERROR_CODES.conflict, 'accountDeletionGuide', { count: guiding.length });
  }
  const person: Person = {
    id: user.id,
    username: user.username,
    email: user.email,
    phones: (await customerContacts(db, userId)).phones,
    locale: user.locale,
    name: user.profile?.fullName || user.username,
  };
  const done = await db.transaction(async (tx) => {
    // docs/privacy.md, "A checkout at the same moment": the cart's lines, then the account's row,
    // the order a checkout takes them in (it locks its lines, then the row as it inserts the
    // order: orders/order-reference.ts), so the two wait for each other and never deadlock.
    await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, userId)).for('update');
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    // An order placed between the check and the lock keeps the account open.
    const late = await ordersInProgress(tx, userId);
    if (late.length > 0) {
      throw AppError.refused(409, ERROR_CODES.conflict, 'accountDeletionInProgress', { count: late.length });
    }
    const erased = await erase(tx, person);
    await confirm(tx, person);
    await recordPrivacyRequest(tx, userId, 'deletion', 'done', erased);
    await recordAudit(tx, { id: userId, username: erasedUsername(userId) }, 'privacy.deletion', {
      type: 'user',
      id: userId,
    });
    return erased;
  });
  return { deleted: true, orders_kept: done.orders_kept ?? 0 };
}
