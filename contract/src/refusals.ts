// The reasons the server words itself for a customer: a sold-out laptop, a full date, a limit
// reached (docs/i18n.md, "Server reasons"). Each has a name and parameters, sent as the error
// body's `reason`, and its English, the body's `message` for any client. The web says each as its
// `refusal.<name>` text with the same parameters, in the page's language
// (web/src/i18n/catalogs/validation/{en,sw}.json, whose English a test keeps equal to this).

type Params = Record<string, string | number>;
type NoParams = Record<string, never>;

const english = <P extends Params = NoParams>(say: (params: P) => string) => say;
const times = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

export const REFUSALS = {
  // The cart (docs/stock.md)
  productUnavailable: english(() => 'This product is no longer available.'),
  productOutOfStock: english(() => 'This product is out of stock.'),
  cartQuantityMax: english<{ max: number }>(
    ({ max }) => `You can have at most ${max} of one product in your cart.`,
  ),
  stockLeft: english<{ count: number }>(({ count }) => `Only ${count} left in stock.`),
  stockLeftInCart: english<{ count: number; inCart: number }>(
    ({ count, inCart }) => `Only ${count} left in stock and you already have ${inCart} in your cart.`,
  ),
  // The checkout (docs/delivery.md, docs/stock.md)
  cartEmpty: english(() => 'Add some items to your cart before checkout.'),
  orderTooLarge: english(() => 'This order is too large to place in one go.'),
  cartChanged: english(
    () =>
      'Your cart changed since you opened the checkout (a price, the stock or the delivery fee). Please check the new total and place the order again.',
  ),
  lineUnavailable: english<{ name: string }>(({ name }) => `${name} is no longer available.`),
  lineOutOfStock: english<{ name: string }>(({ name }) => `${name} is out of stock.`),
  lineShort: english<{ name: string; count: number; inCart: number }>(
    ({ name, count, inCart }) => `Only ${count} of ${name} left in stock; you have ${inCart} in your cart.`,
  ),
  cashOnDeliveryMax: english<{ max: string }>(
    ({ max }) => `Cash on delivery is available for orders up to ${max}. Please pay now instead.`,
  ),
  cashOnDeliveryOff: english(
    () => 'Cash on delivery is not available at the moment. Please pay now instead.',
  ),
  tooManyOpenOrders: english<{ count: number }>(
    ({ count }) =>
      `You already have ${count} unpaid orders. Pay for one or cancel it in your dashboard before ordering again.`,
  ),
  tooManyHeldUnits: english<{ max: number }>(
    ({ max }) =>
      `Unpaid orders can reserve at most ${max} laptops at a time. Pay for or cancel an open order, or contact us for a larger order.`,
  ),
  tooManyHeldUnitsAlready: english<{ max: number; held: number }>(
    ({ max, held }) =>
      `Unpaid orders can reserve at most ${max} laptops at a time (your unpaid orders already reserve ${held}). Pay for or cancel an open order, or contact us for a larger order.`,
  ),
  tooManyOrdersTried: english<{ minutes: number }>(
    ({ minutes }) => `Too many orders. Please try again in ${times(minutes, 'minute', 'minutes')}.`,
  ),
  // A tour's booking (docs/seats-and-holds.md)
  tourMissing: english(() => 'This tour does not exist.'),
  tourUnavailable: english(() => 'This tour is not available for booking.'),
  tourHasTerms: english(
    () =>
      'This tour is booked by travellers and their residency, with its deposit and terms. Please reload the page and book again.',
  ),
  tourDatePast: english(() => 'Choose a tour date from today onwards.'),
  tourNoDeparture: english<{ tour: string; date: string }>(
    ({ tour, date }) => `${tour} does not depart on ${date}. Choose one of its available dates.`,
  ),
  participantsMax: english<{ max: number }>(({ max }) => `At most ${max} participants per booking.`),
  bookingTooLarge: english(() => 'This booking is too large to place in one go.'),
  dateSoldOut: english(() => 'This date is sold out'),
  seatsLeft: english<{ count: number; date: string }>(
    ({ count, date }) => `Only ${times(count, 'seat', 'seats')} left on ${date}`,
  ),
  tooManyOpenBookings: english<{ count: number }>(
    ({ count }) =>
      `You already have ${count} unpaid bookings holding seats. Pay for one or cancel it in your dashboard before booking again.`,
  ),
  tooManyBookingsTried: english<{ minutes: number }>(
    ({ minutes }) => `Too many bookings. Please try again in ${times(minutes, 'minute', 'minutes')}.`,
  ),
  tourGone: english(() => 'This tour is no longer available.'),
  // A booking's terms (docs/tours-pricing.md)
  travellerNotOffered: english<{ name: string }>(
    ({ name }) => `This tour is not sold to this traveller: ${name}.`,
  ),
  privateNotOffered: english(() => 'This tour has no private departures.'),
  travellerAgeBand: english<{ count: number }>(
    ({ count }) =>
      `A traveller aged ${count} on the departure date belongs to another age band. Check the date of birth or the traveller's type.`,
  ),
  travellerDetailsTooMany: english<{ count: number }>(
    ({ count }) => `Details were given for more travellers than the ${count} booked.`,
  ),
  travellerMissing: english(() => 'This booking has no traveller in that place.'),
  travellerDetailsClosed: english(() => "This booking's travellers' details can no longer be changed."),
  bookingCancelledAlready: english(() => 'This booking is already cancelled.'),
  tourCancelTooLate: english(
    () => 'A booking can be cancelled here until the day before departure. Please contact us.',
  ),
  noRefundDue: english(() => 'This booking has no refund due.'),
  // Refunds (docs/refunds.md)
  refundTooMuch: english<{ left: string }>(
    ({ left }) => `This payment has ${left} left to refund: a refund never exceeds what was paid.`,
  ),
  refundByHand: english(
    () =>
      "This payment's provider cannot pay a refund from the shop: send it by hand and record it with its reference.",
  ),
  refundKeyReused: english(() => 'This refund was already asked for with other figures.'),
  // Returns and warranty claims (docs/returns.md)
  returnNotAProduct: english(() => "Only a product's line can be returned or repaired."),
  returnNotReceived: english(
    () => 'This order is not paid or received yet, or it was cancelled: nothing on it can be returned.',
  ),
  returnClosed: english<{ until: string }>(
    ({ until }) => `The return window for this item ended on ${until}, and it has no warranty left.`,
  ),
  returnUnitsLeft: english<{ count: number }>(
    ({ count }) =>
      `Only ${count} of this line can still be claimed: the rest are in an open request or were returned.`,
  ),
  returnOpen: english(() => 'This item already has a request open. Wait for its answer before asking again.'),
  returnWrongStep: english(() => 'This request is no longer at that step. Reload to see where it is.'),
  returnMoneyTooMuch: english<{ max: string }>(
    ({ max }) => `A return pays back at most ${max}, what its units cost.`,
  ),
  returnNothingToPay: english(() => 'Enter a refund, a store credit, or both.'),
  returnNoPayment: english(() => 'This order has no payment to refund: give store credit instead.'),
  returnReplacementShort: english<{ name: string }>(
    ({ name }) => `${name} is out of stock: no replacement can be sent now.`,
  ),
  returnNotFromStock: english(
    () => 'These units never left the stock (the order was not marked sold): nothing goes back.',
  ),
  returnRepairKept: english(() => 'An item in for repair goes back to its owner, never on sale.'),
  returnTourLine: english(() => 'A tour booking is cancelled under its terms, not returned.'),
  seasonDates: english(() => 'A season ends on or after the day it starts.'),
  cancelUnderTerms: english(
    () =>
      "This booking has a payment: cancel it under its terms (the booking's Cancel, with a reason and the fee or its waiver), not by its status.",
  ),
  noBalanceDue: english(() => 'This booking has no balance waiting to be paid.'),
  balanceDueAfterDeparture: english(() => 'The balance is due on or before the departure date.'),
  parkMissing: english(() => 'This park does not exist.'),
  termsDuplicate: english(
    () => 'Each traveller type and residency, age band, group size and park may appear only once here.',
  ),
  // An order and its payment (docs/payments.md)
  orderNotCancellable: english(() => 'Only pending, unpaid orders can be cancelled.'),
  orderPaid: english(() => 'This order is already paid.'),
  orderCancelled: english(
    () => 'This order was cancelled, so it can no longer be paid. Please place a new order.',
  ),
  orderNotPending: english(() => 'Only pending orders can be paid online.'),
  // Orders an admin takes for a customer, and their payment links (docs/phone-orders.md)
  adminDiscountTooLarge: english<{ max: string }>(
    ({ max }) => `The admin's discount can be at most ${max}, the order's total.`,
  ),
  customerPhoneTaken: english(() => 'A customer already has this phone number. Search for them instead.'),
  customerHasNoPhone: english(() => 'This customer has no mobile number to send to.'),
  orderNotPayable: english(
    () => 'This order has nothing to pay through a link (paid, cancelled or cash on delivery).',
  ),
  payLinkInvalid: english(
    () => 'This payment link is not valid or has expired. Please ask the shop for a new one.',
  ),
  accountClaimed: english(() => 'This account already has a password. Sign in instead.'),
  noPublicUrl: english(() => "The shop's public address (PUBLIC_URL) is not set, so no link can be sent."),
  mobileMoneyOff: english(() => 'This shop does not take mobile money payments at the moment.'),
  orderPushLimit: english<{ count: number }>(
    ({ count }) =>
      `This order has already had ${count} mobile money requests, the most one order may have. Please pay it another way.`,
  ),
  customerPushLimit: english<{ count: number }>(
    ({ count }) => `You have sent ${count} mobile money requests in the last hour. Please try again later.`,
  ),
  numberPushLimit: english<{ count: number }>(
    ({ count }) =>
      `This number has received ${count} mobile money requests in the last hour. Please try again later.`,
  ),
  // A discount code (docs/discount-codes.md)
  discountUnknown: english(() => 'We do not know this discount code. Check how it is spelled.'),
  discountInactive: english(() => 'This discount code is no longer valid.'),
  discountOtherShop: english(() => 'This discount code is for another of our shops.'),
  discountNotStarted: english<{ date: string; time: string }>(
    ({ date, time }) => `This discount code can be used from ${date} at ${time}.`,
  ),
  discountEnded: english(() => 'This discount code has expired.'),
  discountMinimumSpend: english<{ min: string }>(
    ({ min }) => `This discount code needs at least ${min} of eligible items in your cart.`,
  ),
  discountNotApplicable: english(() => 'This discount code does not apply to the items in your cart.'),
  discountSaleItems: english(() => 'This discount code does not apply to items already on sale.'),
  discountNoDeliveryFee: english(
    () => 'This discount code takes off the delivery fee, and this order has no delivery fee.',
  ),
  discountUsedUp: english(() => 'This discount code has been used up.'),
  discountAlreadyUsed: english<{ count: number }>(
    ({ count }) =>
      `You have already used this discount code ${times(count, 'time', 'times')}, the most it allows per customer.`,
  ),
  // Store credit (docs/store-credit.md)
  storeCreditBelowZero: english<{ balance: string }>(
    ({ balance }) => `This correction would take the balance below zero: it holds ${balance}.`,
  ),
  storeCreditTooLarge: english(() => 'A store credit balance cannot grow that large.'),
  storeCreditNotWithCash: english(
    () =>
      'Store credit pays now, so it cannot go with cash on delivery. Pay the rest now, or leave the credit for later.',
  ),
  // Back in stock and tour waitlists (docs/back-in-stock.md)
  notifyContactMissing: english(() => 'Enter an e-mail address or a mobile number.'),
  notifyPhoneInvalid: english(() => 'Enter a Tanzanian mobile number.'),
  notifyPhoneStopped: english(
    () => 'This number asked us to stop texting it (STOP). Give an e-mail address instead.',
  ),
  notifyInStock: english(() => 'This product is in stock: add it to your cart.'),
  waitlistNoDeparture: english(() => 'This departure is not open: choose another date.'),
  waitlistTravellersMax: english<{ max: number }>(({ max }) => `At most ${max} travellers on this tour.`),
  waitlistSeatsFree: english(() => 'These seats are free: book them instead.'),
  // The customer's data rights (docs/privacy.md)
  accountPasswordWrong: english(() => 'The password is not correct.'),
  accountDeletionInProgress: english<{ count: number }>(
    ({ count }) =>
      `You have ${times(count, 'order or booking', 'orders or bookings')} still in progress (a trip to come, an order on its way or waiting for payment). Cancel it or wait until it is over, then delete your account.`,
  ),
  accountDeletionStaff: english(() => 'An admin account is removed by another admin, not deleted here.'),
  accountDeletionGuide: english<{ count: number }>(
    ({ count }) =>
      `You are the guide of ${times(count, 'departure', 'departures')} still to come. Ask the shop to take you off, then delete your account.`,
  ),
  tooManyDataRequests: english<{ minutes: number }>(
    ({ minutes }) =>
      `You asked for this several times this hour. Please try again in ${times(minutes, 'minute', 'minutes')}.`,
  ),
  // Departures: pickup points, guides and vehicles (docs/departures.md)
  guideUserMissing: english(() => 'No account has that username or e-mail.'),
  guideIsStaff: english(() => 'An admin account cannot be a guide.'),
  guideExists: english(() => 'That account is already a guide.'),
  guideInUse: english<{ count: number }>(
    ({ count }) =>
      `This guide is on ${times(count, 'departure', 'departures')}. Take them off first, or mark them inactive.`,
  ),
  vehicleInUse: english<{ count: number }>(
    ({ count }) =>
      `This vehicle is on ${times(count, 'departure', 'departures')}. Take it off first, or mark it inactive.`,
  ),
  plateTaken: english(() => 'Another vehicle has this number plate.'),
  pickupInUse: english<{ count: number }>(
    ({ count }) => `${times(count, 'booking', 'bookings')} chose this pickup point. Hide it instead.`,
  ),
  vehicleBusy: english<{ vehicle: string; tour: string }>(
    ({ vehicle, tour }) => `${vehicle} is already on ${tour} that day.`,
  ),
  guideBusy: english<{ guide: string; tour: string }>(
    ({ guide, tour }) => `${guide} is already on ${tour} that day.`,
  ),
  vehicleUnavailable: english<{ vehicle: string }>(
    ({ vehicle }) => `${vehicle} is not available on that day.`,
  ),
  guideInactive: english<{ guide: string }>(({ guide }) => `${guide} is not an active guide.`),
  vehicleFull: english<{ vehicle: string; free: number; needed: number }>(
    ({ vehicle, free, needed }) =>
      `${vehicle} has ${times(free, 'seat', 'seats')} free; this booking needs ${needed}.`,
  ),
  vehicleNotOnDeparture: english(() => 'That vehicle is not on this departure.'),
  bookingNotOnDeparture: english(() => 'That booking is not on this departure.'),
  pickupNotOfTour: english(() => "Choose one of this tour's pickup points."),
  pickupClosed: english(() => 'The pickup can no longer be changed: the tour has left.'),
  // Serial numbers and warranty (docs/serials-and-warranty.md)
  serialTaken: english<{ serial: string }>(
    ({ serial }) => `Serial number ${serial} is already recorded for this product.`,
  ),
  serialOnOtherOrder: english<{ serial: string; order: string }>(
    ({ serial, order }) =>
      `Serial number ${serial} is on order ${order}. Move it from there, or check the number.`,
  ),
  serialTooMany: english<{ count: number }>(
    ({ count }) => `This line has ${times(count, 'unit', 'units')}: give at most ${count} serial numbers.`,
  ),
  serialNotAProduct: english(() => "Only a product's line takes serial numbers."),
  serialProductGone: english(
    () => "This line's product was deleted: its serial numbers can no longer change.",
  ),
  serialOrderCancelled: english(() => 'This order is cancelled: record no serial numbers on it.'),
  serialProductMissing: english(() => 'This product does not exist.'),
  // The public forms (FORM_RATE_LIMIT)
  tooManyRequests: english<{ minutes: number }>(
    ({ minutes }) => `Too many requests. Please try again in ${times(minutes, 'minute', 'minutes')}.`,
  ),
};

export type RefusalName = keyof typeof REFUSALS;
export type RefusalParams<N extends RefusalName> = Parameters<(typeof REFUSALS)[N]>[0];

/** A refusal as the error body's `reason` carries it. */
export type Reason = { name: string; params: Params };

/** The English of a refusal: the error body's `message`. */
export function refusalMessage<N extends RefusalName>(name: N, params: RefusalParams<N>): string {
  return (REFUSALS[name] as (params: Params) => string)(params);
}
