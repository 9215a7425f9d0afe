import type { CheckInDeparture } from '@shop/contract/check-in';
import { useEffect, useState } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDepartures } from '#web/features/check-in/api/get-departures.ts';
import { checkInStore } from '#web/features/check-in/lib/check-in-store.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate } from '#web/lib/format.ts';

/** The departures to open: the server's list, or offline those this phone kept. */
export function DepartureList({
  base,
  userId,
  onOpen,
}: {
  base: string;
  userId: number;
  onOpen(id: number): void;
}) {
  const { t, locale } = useT();
  const departures = useDepartures(base);
  const [kept, setKept] = useState<CheckInDeparture[]>([]);
  useEffect(() => {
    void checkInStore(userId)
      .departures()
      .then((copies) => setKept(copies.map((c) => c.departure)))
      .catch(() => undefined);
  }, [userId]);
  const list = departures.data ?? kept;
  if (departures.isPending && kept.length === 0) return <Spinner />;
  return (
    <div className="grid gap-3">
      <h1 className="text-2xl font-bold">{t('checkIn.title')}</h1>
      {list.length === 0 ? <p>{t('checkIn.noDepartures')}</p> : null}
      <ul className="grid gap-2">
        {list.map((d) => (
          <li key={d.id}>
            <button
              type="button"
              onClick={() => onOpen(d.id)}
              className="grid w-full gap-1 rounded-xl border border-line bg-raised p-4 text-left"
            >
              <span className="font-semibold">{d.tour_title}</span>
              <span>{formatDate(d.date, locale)}</span>
              <span className="text-sm text-muted">
                {t('checkIn.count', { present: d.checked_in, travellers: d.travellers })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
