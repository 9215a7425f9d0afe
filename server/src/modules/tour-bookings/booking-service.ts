import { ERROR_CODES } from '@shop/contract/errors';
import { fromCents, toCents } from '@shop/contract/money-format';
import { BOOKING_HOLD_MINUTES } from '@shop/contract/orders';
import { TRAVELLER_DETAILS_RETENTION_DAYS } from '@shop/contract/retention';
import {
  type BookTourBody,
  type CancelQuote,
  type QuoteLine,
  type SetTravellersBody,
  TANAPA_AGE_BANDS,
  type TourBooking,
  type TourPublicTerms,
  type TourQuote,
  type TourQuoteBody,
  type TravellerDetails,
} from '@shop/contract/tour-terms';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  orderItems,
  orders,
  tourBookingLines,
  tourBookings,
  tourBookingTravellers,
  tourDepartures,
  tours,
} from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { TOUR_BRAND } from '#server/modules/catalog/brands.ts';
import {
  claimDiscount,
  type DiscountClaim,
  previewDiscount,
  recordDiscountUse,
} from '#server/modules/discounts/claim.ts';
import { recordConsent } from '#server/modules/marketing/consent.ts';
import { type ClosedPayments, closeOpenPayments } from '#server/modules/orders/close-payments.ts';
import { refuseBeyondOpenBookingCap } from '#server/modules/orders/open-order-caps.ts';
import { recordOrderEvent } from '#server/modules/orders/order-events.ts';
import { insertOrder } from '#server/modules/orders/order-reference.ts';
import {
  claimBookingSeats,
  releaseExpiredHolds,
  releaseOrderHold,
} from '#server/modules/orders/tour-capacity.ts';
import { creditBookingRefund } from '#server/modules/receipts/credit-notes.ts';
import {
  addDays,
  ageOn,
  cancellation,
  offeredTravellers,
  type PricedBooking,
  PricingError,
  priceBooking,
  tourPriceOf,
  travellerTypeOfAge,
} from './pricing';
import { shopToday } from './shop-calendar';
import { readTourTerms, type TourForBooking, tourForBooking } from './terms-store';

export const BOOKING_CANCELLED_REASON = 'The booking was cancelled, so this payment request was withdrawn.';

const invalid = ERROR_CODES.validation;
/** 999,999,999,999.99: the largest amount a numeric(14, 2) column holds. */
const MAX_AMOUNT_CENTS = 99_999_999_999_999n;

/**
 * How a quote or booking judges its discount code (docs/discount-codes.md): the booking claims it
 * for its customer, locking the code's row to its commit; the public quote previews it with no
 * account, so the per-customer cap is judged at booking only.
 */
type CodeJudge = (
  tx: Db | Tx,
  code: string,
  basket: Parameters<typeof previewDiscount>[1]['basket'],
) => Promise<DiscountClaim>;

const previewForAnyone: CodeJudge = (db, code, basket) =>
  previewDiscount(db, { code, userId: 0, basket, deliveryPhone: null });

/** The checks every quote and booking passes: the tour sells, departs that day, has the seats. */
async function checkedQuote(
  db: Db | Tx,
  body: TourQuoteBody,
  now: Date,
  judge: CodeJudge = previewForAnyone,
): Promise<{ tour: TourForBooking; priced: PricedBooking; today: string; claim: DiscountClaim | null }> {
  const tour = await tourForBooking(db, body.tour);
  if (!tour) throw AppError.refused(400, invalid, 'tourMissing', {}, 'tour');
  if (!tour.isActive) throw AppError.refused(409, ERROR_CODES.conflict, 'tourUnavailable', {});
  const today = shopToday(now);
  if (body.tour_date < today) throw AppError.refused(400, invalid, 'tourDatePast', {}, 'tour_date');
  if (tour.availableDates.length > 0 && !tour.availableDates.includes(body.tour_date)) {
    throw AppError.refused(
      400,
      invalid,
      'tourNoDeparture',
      { tour: tour.title, date: body.tour_date },
      'tour_date',
    );
  }
  const count = body.travellers.reduce((n, t) => n + t.count, 0);
  if (count > tour.maxParticipants) {
    throw AppError.refused(400, invalid, 'participantsMax', { max: tour.maxParticipants }, 'travellers');
  }
  try {
    const request = {
      travellers: body.travellers,
      date: body.tour_date,
      private: body.private,
      payInFull: body.pay_in_full,
      today,
    };
    let priced = priceBooking(tour.pricing, request);
    let claim: DiscountClaim | null = null;
    if (body.discount_code) {
      // The code comes off the tour's price in the booking's currency, then the deposit is taken
      // from the discounted total (docs/discount-codes.md).
      claim = await judge(db, body.discount_code, await tourBasket(db, tour.id, priced));
      priced = priceBooking(tour.pricing, {
        ...request,
        discount: { code: claim.code, amount: claim.discount },
      });
    }
    // numeric(14, 2) holds every amount of the booking; one beyond it is no booking to place online.
    const amounts = [priced.total, ...priced.lines.map((line) => line.amount.replace('-', ''))];
    if (amounts.some((amount) => toCents(amount) > MAX_AMOUNT_CENTS)) {
      throw AppError.refused(400, invalid, 'bookingTooLarge', {});
    }
    return { tour, priced, today, claim };
  } catch (err) {
    if (!(err instanceof PricingError)) throw err;
    throw err.reason === 'travellerNotOffered'
      ? AppError.refused(
          400,
          invalid,
          'travellerNotOffered',
          { name: err.params.traveller ?? '' },
          'travellers',
        )
      : AppError.refused(400, invalid, 'privateNotOffered', {}, 'private');
  }
}

/** The booking as a discount code's basket: the tour's own price, one line (docs/discount-codes.md). */
async function tourBasket(db: Db | Tx, tourId: number, priced: PricedBooking) {
  const [row] = await db
    .select({ price: tours.price, originalPrice: tours.originalPrice })
    .from(tours)
    .where(eq(tours.id, tourId));
  const onSale = row?.originalPrice != null && toCents(row.originalPrice) > toCents(row.price);
  return {
    brand: TOUR_BRAND,
    currency: priced.currency,
    lines: [
      { productId: null, categoryId: null, tourId, price: tourPriceOf(priced.lines), quantity: 1, onSale },
    ],
    deliveryFee: '0.00',
  };
}

async function seatsLeftOn(db: Db | Tx, tourId: number, date: string, max: number): Promise<number> {
  const [row] = await db
    .select({ taken: tourDepartures.seatsTaken })
    .from(tourDepartures)
    .where(and(eq(tourDepartures.tourId, tourId), eq(tourDepartures.date, date)));
  return Math.max(0, max - (row?.taken ?? 0));
}

/** docs/tours-pricing.md: the price of a booking before it is made. Public; changes nothing. */
export async function quoteTour(db: Db, body: TourQuoteBody, now = new Date()): Promise<TourQuote> {
  const { tour, priced } = await checkedQuote(db, body, now);
  return {
    tour: tour.id,
    tour_date: body.tour_date,
    currency: priced.currency,
    season: priced.season,
    lines: priced.lines,
    total: priced.total,
    due_now: priced.deposit,
    deposit: priced.deposit,
    balance: priced.balance,
    balance_due_on: priced.balanceDueOn,
    details_due_on: priced.detailsDueOn,
    deposit_offered: priced.depositOffered,
    cancellation_tiers: [...tour.pricing.cancellationTiers],
    seats_left: await seatsLeftOn(db, tour.id, body.tour_date, tour.maxParticipants),
    discount_code: priced.discountCode,
  };
}

/**
 * docs/tours-pricing.md: what the booking dialog asks before a quote, for an active tour (any
 * other: not found). Public and kept by the public cache: its tables announce their changes.
 */
export async function publicTourTerms(db: Db, tourId: number): Promise<TourPublicTerms> {
  const [tour] = await db
    .select({ id: tours.id })
    .from(tours)
    .where(and(eq(tours.id, tourId), eq(tours.isActive, true)));
  if (!tour) throw AppError.notFound('Tour not found.');
  const terms = await readTourTerms(db, tour.id);
  return {
    tour: tour.id,
    age_bands: terms.age_bands.length > 0 ? terms.age_bands : [...TANAPA_AGE_BANDS],
    offered: offeredTravellers(terms),
    group_tiers: terms.group_tiers,
    private_offered: terms.private_supplement_usd !== null,
    deposit: terms.deposit,
    balance_due_days: terms.balance_due_days,
    cancellation_tiers: terms.cancellation_tiers,
  };
}

/** A traveller's date of birth must fall in the band of the type they were booked as. */
function checkAge(
  bands: TourForBooking['pricing']['ageBands'],
  type: string,
  details: TravellerDetails,
  date: string,
  field: string,
) {
  const age = ageOn(details.date_of_birth, date);
  if (age < 0 || travellerTypeOfAge(bands, age) !== type) {
    throw AppError.refused(400, invalid, 'travellerAgeBand', { count: Math.max(age, 0) }, field);
  }
}

/**
 * Books a tour with its terms: prices it as the quote does, claims the seats (every traveller
 * takes one), and records a pending order holding them for BOOKING_HOLD_MINUTES with its terms,
 * lines and travellers snapshotted (docs/tours-pricing.md). The first payment pays the deposit or
 * everything (booking-payments.ts).
 */
export async function bookTourWithTerms(
  db: Db,
  userId: number,
  body: BookTourBody,
  paymentMethod: string,
  now = new Date(),
  /** docs/phone-orders.md: an admin's booking for its customer holds as long as the admin set, uncapped. */
  hold: { minutes: number; takenByAdmin: boolean } = { minutes: BOOKING_HOLD_MINUTES, takenByAdmin: false },
): Promise<number> {
  await releaseExpiredHolds(db);
  return db.transaction(async (tx) => {
    // The code's row is locked first, before the departure's and the customer's (docs/discount-codes.md).
    const claimFor: CodeJudge = (_db, code, basket) =>
      claimDiscount(tx, { code, userId, basket, deliveryPhone: null });
    const { tour, priced, claim } = await checkedQuote(tx, body, now, claimFor);
    const people = body.travellers.flatMap((t) =>
      Array.from({ length: t.count }, () => ({ traveller_type: t.traveller_type, residency: t.residency })),
    );
    const details = body.details ?? [];
    if (details.length > people.length) {
      throw AppError.refused(400, invalid, 'travellerDetailsTooMany', { count: people.length }, 'details');
    }
    details.forEach((d, i) => {
      if (d)
        checkAge(
          tour.pricing.ageBands,
          people[i]!.traveller_type,
          d,
          body.tour_date,
          `details.${i}.date_of_birth`,
        );
    });

    await claimBookingSeats(tx, userId, tour.id, body.tour_date, people.length);
    if (!hold.takenByAdmin) await refuseBeyondOpenBookingCap(tx, userId);

    // The order's line is the price before the code, as a laptop order's lines are (subtotal -
    // discount = total); the booking's own lines carry the discount line.
    const subtotal = fromCents(toCents(priced.total) + toCents(priced.discount));
    const orderId = await insertOrder(tx, {
      userId,
      brand: TOUR_BRAND,
      kind: 'tour_booking',
      totalAmount: priced.total,
      subtotal,
      discountAmount: priced.discount,
      discountCode: claim?.code ?? null,
      paymentMethod,
      notes: body.notes,
      customerTin: body.customer_tin ?? null,
      customerVrn: body.customer_vrn ?? null,
      holdExpiresAt: sql`now() + make_interval(mins => ${hold.minutes})`,
    });
    // One currency per booking: shillings when every traveller is priced in them.
    if (priced.currency !== 'USD')
      await tx.update(orders).set({ currency: priced.currency }).where(eq(orders.id, orderId));
    // One line of the whole price, so every reader of order lines (reports, exports) sums right;
    // the priced lines are the booking's own.
    await tx.insert(orderItems).values({
      orderId,
      tourId: tour.id,
      itemName: tour.title,
      quantity: 1,
      price: subtotal,
      participants: people.length,
      tourDate: body.tour_date,
    });
    await tx.insert(tourBookings).values({
      orderId,
      tourId: tour.id,
      departureOn: body.tour_date,
      currency: priced.currency,
      isPrivate: body.private,
      total: priced.total,
      deposit: priced.deposit,
      balance: priced.balance,
      balanceDueOn: priced.balanceDueOn,
      detailsDueOn: priced.detailsDueOn,
      cancellationTiers: [...tour.pricing.cancellationTiers],
      detailsDeleteOn: addDays(body.tour_date, TRAVELLER_DETAILS_RETENTION_DAYS),
    });
    await tx.insert(tourBookingLines).values(
      priced.lines.map((line, i) => ({
        orderId,
        position: i + 1,
        kind: line.kind,
        label: line.label,
        travellerType: line.traveller_type,
        residency: line.residency,
        parkName: line.park_name,
        season: line.season,
        quantity: line.quantity,
        unitAmount: line.unit_amount,
        amount: line.amount,
      })),
    );
    if (claim) await recordDiscountUse(tx, claim, orderId, userId);
    // docs/marketing-consent.md: a ticked box is recorded with the booking it was ticked on.
    if (body.marketing_sms || body.marketing_email) {
      await recordConsent(tx, userId, { sms: body.marketing_sms, email: body.marketing_email }, 'checkout', {
        onlyYes: true,
      });
    }
    await tx.insert(tourBookingTravellers).values(
      people.map((p, i) => ({
        orderId,
        position: i + 1,
        travellerType: p.traveller_type,
        residency: p.residency,
        fullName: details[i]?.full_name ?? null,
        nationality: details[i]?.nationality ?? null,
        idNumber: details[i]?.id_number ?? null,
        dateOfBirth: details[i]?.date_of_birth ?? null,
      })),
    );
    return orderId;
  });
}

type Viewer = { userId: number; admin: boolean };

/** A booking as its customer or an admin reads it; anyone else is told it does not exist. */
export async function viewTourBooking(
  db: Db | Tx,
  orderId: number,
  viewer: Viewer,
  now = new Date(),
): Promise<TourBooking> {
  const [order] = await db
    .select({
      id: orders.id,
      reference: orders.orderId,
      userId: orders.userId,
      kind: orders.kind,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      currency: orders.currency,
      total: orders.totalAmount,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.kind !== 'tour_booking' || (!viewer.admin && order.userId !== viewer.userId)) {
    throw AppError.notFound('Booking not found.');
  }
  const [item] = await db
    .select({
      tourId: orderItems.tourId,
      title: orderItems.itemName,
      date: orderItems.tourDate,
      price: orderItems.price,
      quantity: orderItems.quantity,
      participants: orderItems.participants,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const [row] = await db.select().from(tourBookings).where(eq(tourBookings.orderId, orderId));
  const cancelled = order.status === 'cancelled';
  if (!row) {
    // A booking from before terms: one price per person, paid in full.
    const paid = order.paymentStatus === 'paid';
    const people = item?.participants ?? item?.quantity ?? 0;
    return {
      order: order.id,
      order_id: order.reference,
      tour: item?.tourId ?? null,
      tour_title: item?.title ?? '',
      tour_date: item?.date ?? '',
      currency: order.currency as TourBooking['currency'],
      private: false,
      lines: [
        {
          kind: 'traveller',
          label: 'Participants',
          traveller_type: null,
          residency: null,
          park_name: null,
          season: null,
          quantity: people,
          unit_amount: item?.price ?? order.total,
          amount: order.total,
        },
      ],
      total: order.total,
      deposit: order.total,
      balance: '0.00',
      amount_paid: paid ? order.total : '0.00',
      amount_due: paid || cancelled ? '0.00' : order.total,
      payment_state: cancelled ? 'cancelled' : paid ? 'paid' : 'unpaid',
      balance_due_on: null,
      balance_overdue: false,
      details_due_on: item?.date ?? '',
      details_missing: 0,
      cancellation_tiers: [],
      travellers: [],
      has_terms: false,
      cancellation: null,
    };
  }
  const lines = await db
    .select()
    .from(tourBookingLines)
    .where(eq(tourBookingLines.orderId, orderId))
    .orderBy(asc(tourBookingLines.position));
  const travellers = await db
    .select()
    .from(tourBookingTravellers)
    .where(eq(tourBookingTravellers.orderId, orderId))
    .orderBy(asc(tourBookingTravellers.position));
  const state =
    cancelled || row.cancelledAt
      ? 'cancelled'
      : row.amountPaid === '0.00'
        ? 'unpaid'
        : row.amountPaid === row.total
          ? 'paid'
          : 'deposit_paid';
  const due = state === 'unpaid' ? row.deposit : state === 'deposit_paid' ? row.balance : '0.00';
  return {
    order: order.id,
    order_id: order.reference,
    tour: row.tourId,
    tour_title: item?.title ?? '',
    tour_date: row.departureOn,
    currency: row.currency as TourBooking['currency'],
    private: row.isPrivate,
    lines: lines.map(
      (l): QuoteLine => ({
        kind: l.kind,
        label: l.label,
        traveller_type: l.travellerType,
        residency: l.residency,
        park_name: l.parkName,
        season: l.season,
        quantity: l.quantity,
        unit_amount: l.unitAmount,
        amount: l.amount,
      }),
    ),
    total: row.total,
    deposit: row.deposit,
    balance: row.balance,
    amount_paid: row.amountPaid,
    amount_due: due,
    payment_state: state,
    balance_due_on: row.balanceDueOn,
    balance_overdue:
      state === 'deposit_paid' && row.balanceDueOn !== null && shopToday(now) > row.balanceDueOn,
    details_due_on: row.detailsDueOn,
    details_missing: travellers.filter((t) => t.fullName === null).length,
    cancellation_tiers: row.cancellationTiers,
    travellers: travellers.map((t) => ({
      position: t.position,
      traveller_type: t.travellerType,
      residency: t.residency,
      full_name: t.fullName,
      nationality: t.nationality,
      id_number: t.idNumber,
      date_of_birth: t.dateOfBirth,
    })),
    has_terms: true,
    cancellation: row.cancelledAt
      ? {
          cancelled_at: row.cancelledAt.toISOString(),
          reason: row.cancelReason,
          fee: row.cancelFee ?? '0.00',
          fee_waived: row.feeWaived,
          refund_due: row.refundDue ?? '0.00',
          refunded_at: row.refundedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** Enters or corrects travellers' details, by position; the customer's own booking, or an admin. */
export async function setTravellers(
  db: Db,
  orderId: number,
  viewer: Viewer,
  body: SetTravellersBody,
): Promise<TourBooking> {
  await db.transaction(async (tx) => {
    const booking = await viewTourBooking(tx, orderId, viewer);
    if (!booking.has_terms || booking.payment_state === 'cancelled') {
      throw AppError.refused(409, ERROR_CODES.conflict, 'travellerDetailsClosed', {});
    }
    const [row] = await tx
      .select({ deletedAt: tourBookings.detailsDeletedAt })
      .from(tourBookings)
      .where(eq(tourBookings.orderId, orderId));
    if (row?.deletedAt) throw AppError.refused(409, ERROR_CODES.conflict, 'travellerDetailsClosed', {});
    const [tour] = booking.tour
      ? await tx.select({ id: tours.id }).from(tours).where(eq(tours.id, booking.tour))
      : [];
    const bands = tour ? ((await tourForBooking(tx, tour.id))?.pricing.ageBands ?? []) : [];
    for (const [i, entry] of body.travellers.entries()) {
      const traveller = booking.travellers.find((t) => t.position === entry.position);
      if (!traveller)
        throw AppError.refused(400, invalid, 'travellerMissing', {}, `travellers.${i}.position`);
      checkAge(
        bands,
        traveller.traveller_type,
        entry.details,
        booking.tour_date,
        `travellers.${i}.details.date_of_birth`,
      );
      await tx
        .update(tourBookingTravellers)
        .set({
          fullName: entry.details.full_name,
          nationality: entry.details.nationality,
          idNumber: entry.details.id_number,
          dateOfBirth: entry.details.date_of_birth,
          updatedAt: new Date(),
        })
        .where(
          and(eq(tourBookingTravellers.orderId, orderId), eq(tourBookingTravellers.position, entry.position)),
        );
    }
  });
  return viewTourBooking(db, orderId, viewer);
}

/** What cancelling now would cost and give back, for the customer to see before confirming. */
export async function cancelQuote(
  db: Db | Tx,
  orderId: number,
  viewer: Viewer,
  now = new Date(),
  waived = false,
): Promise<CancelQuote> {
  const booking = await viewTourBooking(db, orderId, viewer, now);
  if (booking.payment_state === 'cancelled')
    throw AppError.refused(409, ERROR_CODES.conflict, 'bookingCancelledAlready', {});
  const outcome = cancellation(
    booking.cancellation_tiers,
    booking.tour_date,
    shopToday(now),
    booking.total,
    booking.amount_paid,
    booking.currency,
    waived,
  );
  // A customer cancels until the day before departure; from then on, an admin.
  if (!viewer.admin && outcome.daysBefore < 1)
    throw AppError.refused(409, ERROR_CODES.conflict, 'tourCancelTooLate', {});
  return {
    order: orderId,
    currency: booking.currency,
    days_before: outcome.daysBefore,
    fee_percent: outcome.feePercent,
    fee: outcome.fee,
    amount_paid: booking.amount_paid,
    refund_due: outcome.refundDue,
  };
}

/**
 * Cancels a booking under its terms (docs/tours-pricing.md): the fee kept and the refund due are
 * recorded on the booking for the admin to pay, its seats return to the departure, and its open
 * payments close. The customer's cancel or an admin's, with a reason and an optional waiver.
 */
export async function cancelTourBooking(
  db: Db,
  orderId: number,
  viewer: Viewer,
  options: {
    reason?: string;
    waiveFee?: boolean;
    audit?: (tx: Tx, quote: CancelQuote) => Promise<unknown>;
  } = {},
  now = new Date(),
): Promise<{ booking: TourBooking; closed: ClosedPayments }> {
  const closed = await db.transaction(async (tx) => {
    // The order row first, as a payment's recording locks it (mark-paid.ts), so the two never deadlock.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    const booking = await viewTourBooking(tx, orderId, viewer, now);
    if (!booking.has_terms) throw AppError.refused(409, ERROR_CODES.conflict, 'orderNotCancellable', {});
    const quote = await cancelQuote(tx, orderId, viewer, now, options.waiveFee === true);
    await tx
      .update(orders)
      .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    await tx
      .update(tourBookings)
      .set({
        cancelledAt: now,
        cancelledBy: viewer.userId,
        cancelReason: options.reason ?? null,
        cancelFee: quote.fee,
        feeWaived: options.waiveFee === true,
        refundDue: quote.refund_due,
      })
      .where(eq(tourBookings.orderId, orderId));
    await releaseOrderHold(tx, orderId);
    await options.audit?.(tx, quote);
    const who = viewer.admin ? 'Cancelled by the shop' : 'Cancelled by the customer';
    const why = options.reason ? ` (${options.reason})` : '';
    const waived = options.waiveFee ? ', fee waived' : '';
    await recordOrderEvent(tx, orderId, {
      type: 'status',
      status: 'cancelled',
      note: `${who}${why}: fee ${quote.fee} ${quote.currency}${waived}, refund due ${quote.refund_due} ${quote.currency}.`,
    });
    const closed = await closeOpenPayments(tx, orderId, 'cancelled', BOOKING_CANCELLED_REASON);
    // docs/receipts.md, "Credit notes": the refund due is credited off the receipts, last (the
    // receipt counter's row stays locked to the commit).
    await creditBookingRefund(tx, orderId, quote.refund_due);
    return closed;
  });
  return { booking: await viewTourBooking(db, orderId, viewer, now), closed };
}

/** The admin paid a cancelled booking's refund due back. */
export async function markBookingRefunded(db: Db | Tx, orderId: number): Promise<void> {
  const [row] = await db
    .update(tourBookings)
    .set({ refundedAt: new Date() })
    .where(
      and(
        eq(tourBookings.orderId, orderId),
        sql`${tourBookings.refundDue} > 0`,
        sql`${tourBookings.refundedAt} is null`,
      ),
    )
    .returning({ id: tourBookings.orderId });
  if (!row) throw AppError.refused(409, ERROR_CODES.conflict, 'noRefundDue', {});
}

/** The most bookings one list answers (docs/lists.md caps lists the same way). */
export const BOOKING_LIST_CAP = 50;

/** The caller's tour bookings with their terms, newest first, for the dashboard. */
export async function listTourBookings(db: Db, userId: number, now = new Date()): Promise<TourBooking[]> {
  await releaseExpiredHolds(db);
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, 'tour_booking')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(BOOKING_LIST_CAP);
  const viewer = { userId, admin: false };
  const bookings: TourBooking[] = [];
  for (const row of rows) bookings.push(await viewTourBooking(db, row.id, viewer, now));
  return bookings;
}

/**
 * The admin gives an unpaid balance a new due day (docs/tours-pricing.md), on or before the
 * departure; its reminders start again from the new day.
 */
export async function extendBalance(
  db: Db | Tx,
  orderId: number,
  dueOn: string,
  audit: (tx: Tx, before: string | null) => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const booking = await viewTourBooking(tx, orderId, { userId: 0, admin: true });
    if (booking.payment_state !== 'deposit_paid') {
      throw AppError.refused(409, ERROR_CODES.conflict, 'noBalanceDue', {});
    }
    if (dueOn > booking.tour_date) {
      throw AppError.refused(400, invalid, 'balanceDueAfterDeparture', {}, 'balance_due_on');
    }
    await tx.update(tourBookings).set({ balanceDueOn: dueOn }).where(eq(tourBookings.orderId, orderId));
    await audit(tx, booking.balance_due_on);
  });
}
