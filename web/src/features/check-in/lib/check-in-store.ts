// The guide's phone's copy (docs/vouchers-and-check-in.md, "The guide's phone"): each departure
// opened, as the server last answered it and as scans since have changed it, and the scans not
// yet answered by the server. IndexedDB, one database per signed-in user, so another user of the
// phone neither reads nor sends them.
import type { CheckInDepartureBookings, CheckInScan } from '@shop/contract/check-in';

/** A scan waiting for the server: recorded on the phone, sent until the server answers it. */
export type QueuedScan = { departure: number; order: number; scan: CheckInScan };

const DEPARTURES = 'departures';
const SCANS = 'scans';

function open(userId: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(`shop-check-in-${userId}`, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(DEPARTURES, { keyPath: 'departure.id' });
      request.result.createObjectStore(SCANS, { keyPath: 'scan.scan_id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(
  userId: number,
  store: string,
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open(userId);
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(store, mode);
      const request = act(tx.objectStore(store));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export const checkInStore = (userId: number) => ({
  departure: (id: number) =>
    run<CheckInDepartureBookings | undefined>(userId, DEPARTURES, 'readonly', (s) => s.get(id)),
  departures: () => run<CheckInDepartureBookings[]>(userId, DEPARTURES, 'readonly', (s) => s.getAll()),
  keepDeparture: (copy: CheckInDepartureBookings) => run(userId, DEPARTURES, 'readwrite', (s) => s.put(copy)),
  queued: () => run<QueuedScan[]>(userId, SCANS, 'readonly', (s) => s.getAll()),
  queue: (scan: QueuedScan) => run(userId, SCANS, 'readwrite', (s) => s.put(scan)),
  answered: (scanId: string) => run(userId, SCANS, 'readwrite', (s) => s.delete(scanId)),
});
export type CheckInStore = ReturnType<typeof checkInStore>;
