import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  cartItems,
  contactMessages,
  marketingConsentEvents,
  marketingConsents,
  mobileMoneyAttempts,
  orderItems,
  orders,
  outboxMessages,
  payments,
  productReviews,
  profiles,
  receipts,
  savedAddresses,
  stockRequests,
  storeCreditEntries,
  tourBookings,
  tourBookingTravellers,
  tourReviews,
  tourWaitlist,
  users,
  wishlistItems,
} from '#server/db/schema.ts';
import { smsNumberOf } from '#server/modules/messages/recipients.ts';
import { readCheckIns } from './check-in-export';
import { guidePhone, readGuideData } from './guide-data';

/** One kind of data: its rows as plain objects, the same keys in every row. */
export type ExportRows = Record<string, unknown>[];

/**
 * docs/privacy.md: everything the shop holds about one customer, by kind, in the order the
 * download lists it. Each kind becomes a CSV file of the same name; the JSON holds them all.
 */
export type CustomerData = Record<ExportSection, ExportRows>;

export const EXPORT_SECTIONS = [
  'profile',
  'delivery_addresses',
  'orders',
  'order_lines',
  'payments',
  'mobile_money_payments',
  'receipts',
  'tour_bookings',
  'travellers',
  'check_ins',
  'messages_sent_to_you',
  'contact_messages',
  'marketing_consents',
  'marketing_consent_events',
  'product_reviews',
  'tour_reviews',
  'wishlist',
  'cart',
  'stock_requests',
  'tour_waitlist',
  // docs/store-credit.md: every credit and use of the customer's store credit.
  'store_credit',
  // A guide's account (docs/privacy.md): empty for anyone never given the role.
  'guide_role',
  'guide_departures',
  'check_in_scans_made',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/** Dates as ISO text, so the JSON and the CSV say the same. */
function plain(rows: Record<string, unknown>[]): ExportRows {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])),
  );
}

/**
 * The addresses the shop wrote to about this customer: the account's e-mail (lower-case), and
 * the mobile numbers (2557XXXXXXXX) of their profile and of their orders' deliveries, where
 * order texts go (docs/messages.md), and of their guide role, where a guide's texts go.
 */
export async function customerContacts(
  db: Db | Tx,
  userId: number,
): Promise<{ email: string; phones: string[] }> {
  const [account] = await db
    .select({ email: users.email, phone: profiles.phone, countryCode: profiles.countryCode })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  const deliveries = await db
    .selectDistinct({ phone: sql<string>`${orders.delivery}->>'phone'` })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.delivery)));
  const phones = [
    account?.phone ? smsNumberOf(account.phone, account.countryCode ?? undefined) : null,
    ...deliveries.map((d) => (d.phone ? smsNumberOf(d.phone) : null)),
    await guidePhone(db, userId),
  ].filter((phone): phone is string => phone !== null);
  return { email: (account?.email ?? '').toLowerCase(), phones: [...new Set(phones)] };
}

/** Reads every kind of data held about `userId` (docs/privacy.md lists them). */
export async function readCustomerData(db: Db, userId: number): Promise<CustomerData> {
  const [person] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      date_joined: users.dateJoined,
      locale: users.locale,
      full_name: profiles.fullName,
      country_code: profiles.countryCode,
      phone: profiles.phone,
      address: profiles.address,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!person) throw new Error(`user ${userId} not found`);
  const { email, phones } = await customerContacts(db, userId);
  const guide = await readGuideData(db, userId);
  const checkIns = await readCheckIns(db, userId);
  const orderRef = orders.orderId;

  const [
    addresses,
    orderRows,
    lineRows,
    paymentRows,
    pushRows,
    receiptRows,
    bookingRows,
    travellerRows,
    messageRows,
    contactRows,
    consentRows,
    consentEventRows,
    productReviewRows,
    tourReviewRows,
    wishlistRows,
    cartRows,
    stockRequestRows,
    waitlistRows,
    creditRows,
  ] = await Promise.all([
    db
      .select({ address: savedAddresses.address, updated_at: savedAddresses.updatedAt })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId)),
    db
      .select({
        order_id: orders.orderId,
        brand: orders.brand,
        kind: orders.kind,
        status: orders.status,
        payment_status: orders.paymentStatus,
        payment_method: orders.paymentMethod,
        currency: orders.currency,
        subtotal: orders.subtotal,
        delivery_fee: orders.deliveryFee,
        discount_code: orders.discountCode,
        discount_amount: orders.discountAmount,
        total_amount: orders.totalAmount,
        fulfilment: orders.fulfilment,
        delivery: orders.delivery,
        shipping_address: orders.shippingAddress,
        notes: orders.notes,
        created_at: orders.createdAt,
        paid_at: orders.paidAt,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(asc(orders.createdAt), asc(orders.id)),
    db
      .select({
        order_id: orderRef,
        item_name: orderItems.itemName,
        quantity: orderItems.quantity,
        price: orderItems.price,
        participants: orderItems.participants,
        tour_date: orderItems.tourDate,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.userId, userId))
      .orderBy(asc(orders.id), asc(orderItems.id)),
    db
      .select({
        order_id: orderRef,
        provider: payments.provider,
        amount: payments.amount,
        currency: payments.currency,
        outcome: payments.outcome,
        refund_status: payments.refundStatus,
        refunded_at: payments.refundedAt,
        created_at: payments.createdAt,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.userId, userId))
      .orderBy(asc(payments.id)),
    db
      .select({
        order_id: orderRef,
        phone: mobileMoneyAttempts.msisdn,
        operator: mobileMoneyAttempts.operator,
        amount_tzs: mobileMoneyAttempts.amountTzs,
        status: mobileMoneyAttempts.status,
        failure_reason: mobileMoneyAttempts.failureReason,
        created_at: mobileMoneyAttempts.createdAt,
      })
      .from(mobileMoneyAttempts)
      .innerJoin(orders, eq(orders.id, mobileMoneyAttempts.orderId))
      .where(eq(orders.userId, userId))
      .orderBy(asc(mobileMoneyAttempts.id)),
    db
      .select({
        order_id: orderRef,
        number: receipts.gc,
        fiscal: receipts.fiscal,
        issued_at: receipts.issuedAt,
        currency: receipts.currency,
        total: receipts.total,
        vat: receipts.vat,
        customer_name: receipts.customerName,
        customer_mobile: receipts.customerMobile,
      })
      .from(receipts)
      .innerJoin(orders, eq(orders.id, receipts.orderId))
      .where(eq(orders.userId, userId))
      .orderBy(asc(receipts.id)),
    db
      .select({
        order_id: orderRef,
        departure_on: tourBookings.departureOn,
        currency: tourBookings.currency,
        is_private: tourBookings.isPrivate,
        total: tourBookings.total,
        deposit: tourBookings.deposit,
        balance: tourBookings.balance,
        amount_paid: tourBookings.amountPaid,
        balance_due_on: tourBookings.balanceDueOn,
        cancelled_at: tourBookings.cancelledAt,
        cancel_reason: tourBookings.cancelReason,
        refund_due: tourBookings.refundDue,
        created_at: tourBookings.createdAt,
      })
      .from(tourBookings)
      .innerJoin(orders, eq(orders.id, tourBookings.orderId))
      .where(eq(orders.userId, userId))
      .orderBy(asc(tourBookings.orderId)),
    db
      .select({
        order_id: orderRef,
        position: tourBookingTravellers.position,
        traveller_type: tourBookingTravellers.travellerType,
        residency: tourBookingTravellers.residency,
        full_name: tourBookingTravellers.fullName,
        nationality: tourBookingTravellers.nationality,
        id_number: tourBookingTravellers.idNumber,
        date_of_birth: tourBookingTravellers.dateOfBirth,
      })
      .from(tourBookingTravellers)
      .innerJoin(orders, eq(orders.id, tourBookingTravellers.orderId))
      .where(eq(orders.userId, userId))
      .orderBy(asc(orders.id), asc(tourBookingTravellers.position)),
    db
      .select({
        channel: outboxMessages.channel,
        kind: outboxMessages.kind,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        body_text: outboxMessages.bodyText,
        status: outboxMessages.status,
        created_at: outboxMessages.createdAt,
        sent_at: outboxMessages.sentAt,
      })
      .from(outboxMessages)
      .where(
        or(
          and(eq(outboxMessages.channel, 'email'), eq(sql`lower(${outboxMessages.recipient})`, email)),
          phones.length > 0
            ? and(eq(outboxMessages.channel, 'sms'), inArray(outboxMessages.recipient, phones))
            : undefined,
        ),
      )
      .orderBy(asc(outboxMessages.id)),
    db
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        brand: contactMessages.businessType,
        created_at: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(sql`lower(${contactMessages.email})`, email))
      .orderBy(asc(contactMessages.id)),
    db
      .select({
        channel: marketingConsents.channel,
        granted: marketingConsents.granted,
        wording_version: marketingConsents.wordingVersion,
        source: marketingConsents.source,
        updated_at: marketingConsents.updatedAt,
      })
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, userId)),
    db
      .select({
        channel: marketingConsentEvents.channel,
        granted: marketingConsentEvents.granted,
        wording_version: marketingConsentEvents.wordingVersion,
        source: marketingConsentEvents.source,
        address: marketingConsentEvents.address,
        created_at: marketingConsentEvents.createdAt,
      })
      .from(marketingConsentEvents)
      .where(eq(marketingConsentEvents.userId, userId))
      .orderBy(asc(marketingConsentEvents.id)),
    db
      .select({
        brand: productReviews.brand,
        product_id: productReviews.productId,
        rating: productReviews.rating,
        comment: productReviews.comment,
        created_at: productReviews.createdAt,
      })
      .from(productReviews)
      .where(eq(productReviews.userId, userId)),
    db
      .select({
        tour_id: tourReviews.tourId,
        rating: tourReviews.rating,
        comment: tourReviews.comment,
        created_at: tourReviews.createdAt,
      })
      .from(tourReviews)
      .where(eq(tourReviews.userId, userId)),
    db
      .select({
        brand: wishlistItems.brand,
        product_id: wishlistItems.productId,
        created_at: wishlistItems.createdAt,
      })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId)),
    db
      .select({
        brand: cartItems.brand,
        product_id: cartItems.productId,
        quantity: cartItems.quantity,
        created_at: cartItems.createdAt,
      })
      .from(cartItems)
      .where(eq(cartItems.userId, userId)),
    db
      .select({
        brand: stockRequests.brand,
        product_id: stockRequests.productId,
        email: stockRequests.email,
        phone: stockRequests.phone,
        status: stockRequests.status,
        created_at: stockRequests.createdAt,
      })
      .from(stockRequests)
      .where(
        or(
          eq(stockRequests.userId, userId),
          eq(stockRequests.email, email),
          phones.length > 0 ? inArray(stockRequests.phone, phones) : undefined,
        ),
      ),
    db
      .select({
        tour_id: tourWaitlist.tourId,
        tour_date: tourWaitlist.tourDate,
        travellers: tourWaitlist.travellers,
        status: tourWaitlist.status,
        created_at: tourWaitlist.createdAt,
      })
      .from(tourWaitlist)
      .where(eq(tourWaitlist.userId, userId)),
    db
      .select({
        currency: storeCreditEntries.currency,
        amount: storeCreditEntries.amount,
        kind: storeCreditEntries.kind,
        reason: storeCreditEntries.reason,
        order_id: orderRef,
        created_at: storeCreditEntries.createdAt,
      })
      .from(storeCreditEntries)
      .leftJoin(orders, eq(orders.id, storeCreditEntries.orderId))
      .where(eq(storeCreditEntries.userId, userId))
      .orderBy(asc(storeCreditEntries.id)),
  ]);
  return {
    profile: plain([person]),
    delivery_addresses: plain(addresses),
    orders: plain(orderRows),
    order_lines: plain(lineRows),
    payments: plain(paymentRows),
    mobile_money_payments: plain(pushRows),
    receipts: plain(receiptRows),
    tour_bookings: plain(bookingRows),
    travellers: plain(travellerRows),
    check_ins: plain(checkIns),
    messages_sent_to_you: plain(messageRows),
    contact_messages: plain(contactRows),
    marketing_consents: plain(consentRows),
    marketing_consent_events: plain(consentEventRows),
    product_reviews: plain(productReviewRows),
    tour_reviews: plain(tourReviewRows),
    wishlist: plain(wishlistRows),
    cart: plain(cartRows),
    stock_requests: plain(stockRequestRows),
    tour_waitlist: plain(waitlistRows),
    store_credit: plain(creditRows),
    guide_role: plain(guide.guide_role),
    guide_departures: plain(guide.guide_departures),
    check_in_scans_made: plain(guide.check_in_scans_made),
  };
}
