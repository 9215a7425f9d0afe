import type { BookingTraveller } from '@shop/contract/tour-terms';
import type { z } from 'zod';
import { Badge } from '#web/components/ui/badge.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/format.ts';

type Traveller = z.infer<typeof BookingTraveller> & { order?: number; order_id?: string };

/** Whether a traveller's details miss anything a park permit needs. */
export function detailsMissing(traveller: Traveller): boolean {
  return !traveller.full_name || !traveller.nationality || !traveller.id_number || !traveller.date_of_birth;
}

/** A traveller's details for park permits; each one missing said, and the row marked. */
export function TravellersList({
  travellers,
  label,
  onOpen,
}: {
  travellers: Traveller[];
  label: string;
  /** Opens a traveller's booking (the departure's list, where they come from several). */
  onOpen?: (order: number) => void;
}) {
  const { t } = useT();
  const missing = (value: string | null) =>
    value ?? <span className="font-semibold text-red-800">{t('adminTours.travellers.missing')}</span>;
  return (
    <ul className="grid gap-2" aria-label={label}>
      {travellers.map((traveller) => {
        const incomplete = detailsMissing(traveller);
        return (
          <li
            key={`${traveller.order_id ?? ''}-${traveller.position}`}
            className={cn(
              'rounded-lg border p-3 text-sm',
              incomplete ? 'border-red-300 bg-red-50 text-red-950' : 'border-line bg-raised',
            )}
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {traveller.full_name ?? t('adminTours.travellers.unnamed', { n: traveller.position })}
              <Badge tone="grey">
                {t(`adminTours.type.${traveller.traveller_type}`)} ·{' '}
                {t(`adminTours.residency.${traveller.residency}`)}
              </Badge>
              {traveller.order_id && traveller.order && onOpen ? (
                <button
                  type="button"
                  onClick={() => onOpen(traveller.order!)}
                  aria-label={t('adminTours.overdue.open', { order: traveller.order_id })}
                  className="text-xs font-semibold text-accent-text underline underline-offset-2"
                >
                  {traveller.order_id}
                </button>
              ) : null}
              {incomplete ? <Badge tone="red">{t('adminTours.travellers.incomplete')}</Badge> : null}
            </p>
            <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
              <dt className="text-muted">{t('adminTours.travellers.nationality')}</dt>
              <dd>{missing(traveller.nationality)}</dd>
              <dt className="text-muted">{t('adminTours.travellers.idNumber')}</dt>
              <dd className="break-all">{missing(traveller.id_number)}</dd>
              <dt className="text-muted">{t('adminTours.travellers.dateOfBirth')}</dt>
              <dd>{traveller.date_of_birth ? formatDate(traveller.date_of_birth) : missing(null)}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
