/**
 * The SHA-256 (hex) of a scanned code, as the departure's copy names each booking's voucher: the
 * phone finds the booking without a signal, and never holds what makes a voucher.
 */
export async function voucherHash(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A scan's id, made once on the phone: the server records a scan once however often it comes. */
export function newScanId(): string {
  return crypto.randomUUID();
}

const DEVICE_KEY = 'shop:check-in-device';

/** This phone's name in the scans it sends (who scanned is the signed-in guide; this says on what). */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID().slice(0, 8);
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}
