import { MAX_PAGE_SIZE } from '@shop/contract/common';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { LoadError } from '#web/features/admin/shared/components/load-error.tsx';
import { useDepartureTravellers } from '#web/features/admin/tour-terms/api/get-departure-travellers.ts';
import { idOf, useSearchValue } from '#web/features/admin/tour-terms/lib/use-search-value.ts';
import { useAdminTours } from '#web/features/admin/tours/api/get-admin-tours.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate } from '#web/lib/format.ts';
import { LabelledSelect } from './labelled-select';
import { detailsMissing, TravellersList } from './travellers-list';

/**
 * Everyone booked on one departure with their details, for park permits (docs/tours-pricing.md):
 * the tour and date are in the address (`?tour=&date=`), so the tours tab can open one.
 */
export function DepartureTravellers({ onOpen }: { onOpen: (order: number) => void }) {
  const { t } = useT();
  const tours = useAdminTours(1, MAX_PAGE_SIZE);
  const [tourParam, setTour] = useSearchValue('tour');
  const [dateParam, setDate] = useSearchValue('date');
  const tourId = idOf(tourParam);
  const tour = tours.data?.find((item) => item.id === tourId) ?? null;
  const date = tour && dateParam && tour.available_dates.includes(dateParam) ? dateParam : null;
  const manifest = useDepartureTravellers(tour ? tour.id : null, date);

  return (
    <section className="grid gap-3" aria-labelledby="departure-title">
      <h3 id="departure-title" className="font-display text-lg font-bold">
        {t('adminTours.departure.title')}
      </h3>
      <p className="text-sm text-muted">{t('adminTours.departure.description')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <LabelledSelect
          label={t('adminTours.departure.tour')}
          className="min-w-56 flex-1"
          value={tour?.id ?? ''}
          onChange={(event) => {
            setTour(event.target.value || null);
            setDate(null);
          }}
        >
          <option value="">{t('adminTours.departure.chooseTour')}</option>
          {tours.data?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect
          label={t('adminTours.departure.date')}
          className="min-w-44"
          value={date ?? ''}
          disabled={!tour}
          onChange={(event) => setDate(event.target.value || null)}
        >
          <option value="">{t('adminTours.departure.chooseDate')}</option>
          {tour?.available_dates.map((day) => (
            <option key={day} value={day}>
              {formatDate(day)}
            </option>
          ))}
        </LabelledSelect>
      </div>
      {tours.isError ? <LoadError error={tours.error} onRetry={() => void tours.refetch()} /> : null}
      {!date ? null : manifest.isError ? (
        <LoadError error={manifest.error} onRetry={() => void manifest.refetch()} />
      ) : !manifest.data ? (
        <Spinner label={t('adminTours.loading')} className="justify-start text-sm" />
      ) : manifest.data.travellers.length === 0 ? (
        <p className="rounded-xl border border-line bg-raised p-6 text-center text-muted">
          {t('adminTours.departure.empty')}
        </p>
      ) : (
        <>
          <p className="text-sm font-medium">
            {t('adminTours.departure.count', {
              count: manifest.data.travellers.length,
              missing: manifest.data.travellers.filter(detailsMissing).length,
            })}
          </p>
          <TravellersList
            onOpen={onOpen}
            travellers={manifest.data.travellers}
            label={t('adminTours.departure.listLabel', { tour: tour?.title ?? '', date: formatDate(date) })}
          />
        </>
      )}
    </section>
  );
}
