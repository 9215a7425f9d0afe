/**
 * The query keys of tours' terms, parks and tour bookings (docs/tours-pricing.md), under 'admin'
 * like every admin key so a sign-out clears them.
 */
export const tourTermsKeys = {
  terms: (tourId: number) => ['admin', 'tour-terms', tourId] as const,
  parks: ['admin', 'parks'] as const,
  parkFees: ['admin', 'park-fees'] as const,
  bookings: ['admin', 'tour-bookings'] as const,
  overdue: ['admin', 'tour-bookings', 'overdue'] as const,
  departure: (tour: number, date: string) => ['admin', 'tour-bookings', 'departure', tour, date] as const,
  booking: (order: number) => ['admin', 'tour-bookings', 'detail', order] as const,
  cancelQuote: (order: number, waiveFee: boolean) =>
    ['admin', 'tour-bookings', 'cancel-quote', order, waiveFee] as const,
};
