import { BRANDS, type Brand } from '../catalog/brands';
import { SESSION_ID_TOKEN } from './provider';

/**
 * /booking-success?order_id=..&session_id=..&tour_name=.. (docs/payments.md). The session id stays a
 * token for the provider to fill in, because Stripe only knows it after creating the session.
 */
export function successUrl(publicUrl: string, orderId: number, tourName: string | undefined): string {
  const tour = tourName ? `&tour_name=${encodeURIComponent(tourName)}` : '';
  return `${publicUrl}/booking-success?order_id=${orderId}&session_id=${SESSION_ID_TOKEN}${tour}`;
}

/** A cancelled checkout returns to the brand the order came from. */
export function cancelUrl(publicUrl: string, brand: Brand): string {
  return `${publicUrl}${BRANDS[brand].storefrontPath}`;
}

export function withSessionId(url: string, sessionId: string): string {
  return url.replace(SESSION_ID_TOKEN, encodeURIComponent(sessionId));
}
