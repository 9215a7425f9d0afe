import type { Order } from '@shop/contract/orders';
import type { Config } from '#server/config.ts';
import { BRANDS, type Brand } from '#server/modules/catalog/brands.ts';
import { SESSION_ID_TOKEN } from './provider';

/**
 * docs/payments.md: where a paid checkout returns to on the shop at `shopUrl`: a tour booking
 * to /booking-success?order_id=..&session_id=..&tour_name=.., a product order to
 * /order-success?order_id=..&session_id=... The session id stays a token for the provider to fill
 * in, because Stripe only knows it after creating the session.
 */
export function successUrl(shopUrl: string, order: Pick<Order, 'id' | 'kind' | 'items'>): string {
  const query = `order_id=${order.id}&session_id=${SESSION_ID_TOKEN}`;
  if (order.kind === 'product_order') return `${shopUrl}/order-success?${query}`;
  const tourName = order.items.find((item) => item.tour_date !== null)?.item_name;
  const tour = tourName ? `&tour_name=${encodeURIComponent(tourName)}` : '';
  return `${shopUrl}/booking-success?${query}${tour}`;
}

/** A cancelled checkout returns to the brand the order came from. */
export function cancelUrl(shopUrl: string, brand: Brand): string {
  return `${shopUrl}${BRANDS[brand].storefrontPath}`;
}

export function withSessionId(url: string, sessionId: string): string {
  return url.replace(SESSION_ID_TOKEN, encodeURIComponent(sessionId));
}

/**
 * docs/payments.md: the shop's address as the payment providers must reach it (callbacks), never
 * taken from a customer's request: PUBLIC_URL, else the address this process listens on, which
 * only serves development (config.ts refuses a production aggregator without PUBLIC_URL).
 */
export function providerFacingUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
