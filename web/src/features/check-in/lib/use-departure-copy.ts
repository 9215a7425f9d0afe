import type { CheckInBooking, CheckInDepartureBookings, CheckInScanResult } from '@shop/contract/check-in';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getDepartureBookings } from '#web/features/check-in/api/get-departure-bookings.ts';
import { sendScans } from '#web/features/check-in/api/send-scans.ts';
import { type CheckInStore, checkInStore, type QueuedScan } from './check-in-store';

/** While scans wait, the phone tries to send them this often (and at once when the browser says the signal is back). */
const RETRY_MS = 5000;

/** A booking as this phone's scans since the copy changed it: travellers present, first scan. */
function withScan(booking: CheckInBooking, queued: QueuedScan): CheckInBooking {
  const present = [...new Set([...booking.present, ...queued.scan.traveller_ids])];
  const first = booking.first_scanned_at;
  return {
    ...booking,
    present,
    first_scanned_at: first && first <= queued.scan.scanned_at ? first : queued.scan.scanned_at,
    first_scanned_by: first && first <= queued.scan.scanned_at ? booking.first_scanned_by : null,
  };
}

function withResult(booking: CheckInBooking, result: CheckInScanResult): CheckInBooking {
  if (result.order !== booking.order || result.outcome === 'refused') return booking;
  return {
    ...booking,
    present: result.present,
    first_scanned_at: result.first_scanned_at,
    first_scanned_by: result.first_scanned_by,
  };
}

const applying = (copy: CheckInDepartureBookings, change: (b: CheckInBooking) => CheckInBooking) => ({
  ...copy,
  bookings: copy.bookings.map(change),
});

/**
 * docs/vouchers-and-check-in.md, "The guide's phone": a departure as this phone keeps it. Read
 * from the server when there is a signal (and kept), else from the phone; each scan is queued on
 * the phone first and sent until the server answers it.
 */
export function useDepartureCopy(base: string, userId: number, departureId: number) {
  const store = useMemo<CheckInStore>(() => checkInStore(userId), [userId]);
  const [copy, setCopy] = useState<CheckInDepartureBookings | undefined>();
  const [queued, setQueued] = useState<QueuedScan[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading');
  const sending = useRef(false);

  const pendingOf = useCallback(
    async () => (await store.queued()).filter((q) => q.departure === departureId),
    [store, departureId],
  );

  /** The server's copy, with this phone's unsent scans on top, kept; the phone's when there is no signal. */
  const refresh = useCallback(async () => {
    const pending = await pendingOf();
    setQueued(pending);
    try {
      const fresh = await getDepartureBookings(base, departureId);
      const mine = pending.reduce(
        (c, q) => applying(c, (b) => (b.order === q.order ? withScan(b, q) : b)),
        fresh,
      );
      await store.keepDeparture(mine);
      setCopy(mine);
      setState('ready');
    } catch {
      const kept = await store.departure(departureId);
      setCopy(kept);
      setState(kept ? 'ready' : 'missing');
    }
  }, [base, departureId, pendingOf, store]);

  const send = useCallback(async () => {
    if (sending.current) return;
    const pending = await pendingOf();
    setQueued(pending);
    if (pending.length === 0) return;
    sending.current = true;
    try {
      const answer = await sendScans(base, { departure: departureId, scans: pending.map((q) => q.scan) });
      for (const result of answer.results) await store.answered(result.scan_id);
      const kept = await store.departure(departureId);
      if (kept) {
        const updated = answer.results.reduce((c, r) => applying(c, (b) => withResult(b, r)), kept);
        await store.keepDeparture(updated);
        setCopy(updated);
      }
      setQueued(await pendingOf());
    } catch {
      // No signal, or the server is away: the scans stay queued and go with the next try.
    } finally {
      sending.current = false;
    }
  }, [base, departureId, pendingOf, store]);

  useEffect(() => {
    void refresh().then(send);
  }, [refresh, send]);

  useEffect(() => {
    const back = () => void send().then(refresh);
    window.addEventListener('online', back);
    const timer = queued.length > 0 ? window.setInterval(() => void send(), RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', back);
      if (timer) window.clearInterval(timer);
    };
  }, [send, refresh, queued.length]);

  /** Records a scan on the phone at once, then sends it when it can. */
  const record = useCallback(
    async (queuedScan: QueuedScan) => {
      await store.queue(queuedScan);
      const kept = (await store.departure(departureId)) ?? copy;
      if (kept) {
        const updated = applying(kept, (b) => (b.order === queuedScan.order ? withScan(b, queuedScan) : b));
        await store.keepDeparture(updated);
        setCopy(updated);
      }
      setQueued(await pendingOf());
      void send();
    },
    [store, departureId, copy, pendingOf, send],
  );

  return { copy, state, queued, record, refresh };
}
