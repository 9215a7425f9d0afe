/** docs/forms-and-messages.md booking failure: said when the server gives no message of its own. */
export const BOOKING_FAILED = 'Failed to process booking. Please try again.';
