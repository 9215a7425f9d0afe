// docs/vouchers-and-check-in.md: the service worker's copies of the signed-in customer's vouchers
// go when the session does, so the next person on the phone finds none.
import { VOUCHER_CACHE } from '#web/service-worker/messages.ts';

export function dropPrivateCopies(): void {
  if (typeof caches === 'undefined') return;
  void caches.delete(VOUCHER_CACHE).catch(() => undefined);
}
