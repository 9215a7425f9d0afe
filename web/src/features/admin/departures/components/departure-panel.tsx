import type { DepartureDetail, Guide, SeatedBooking, Vehicle } from '@shop/contract/departures';
import { ArrowLeft, FileDown, Printer, ScanLine } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import {
  downloadManifestCsv,
  useAllocate,
  useDeparture,
  useGuides,
  useMoveBooking,
  useSetGuides,
  useSetVehicles,
  useVehicles,
} from '#web/features/admin/departures/api/departures-api.ts';
import { useFailed } from '#web/features/admin/departures/lib/departure-texts.ts';
import { LoadError } from '#web/features/admin/shared/components/load-error.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate } from '#web/lib/format.ts';
import { Link } from '#web/lib/router/router.tsx';
import { toast } from '#web/lib/toast.ts';
import { ChooseAndSave } from './choose-and-save';
import { ManifestDialog } from './manifest-dialog';
import { ProblemBadges } from './problem-badges';

/** One departure: its allocation, hand moves, guides and the manifest. */
export function DeparturePanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useT();
  const detail = useDeparture(id);
  const [manifestOpen, setManifestOpen] = useState(false);
  const failed = useFailed();

  if (detail.isPending) return <Spinner />;
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => detail.refetch()} />;
  const d = detail.data;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" size="sm" onClick={onClose}>
          <ArrowLeft aria-hidden />
          {t('adminDepartures.back')}
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setManifestOpen(true)}>
            <Printer aria-hidden />
            {t('adminDepartures.manifest')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => downloadManifestCsv(id).catch(failed)}>
            <FileDown aria-hidden />
            {t('adminDepartures.csv')}
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.adminCheckIn.href(id)}>
              <ScanLine aria-hidden />
              {t('adminDepartures.checkIn')}
            </Link>
          </Button>
        </div>
      </div>
      <header className="grid gap-1">
        <h3 className="font-display text-xl font-bold break-words">{d.tour_title}</h3>
        <p className="text-sm text-muted">
          {formatDate(d.date)} · {d.departs_at} ·{' '}
          {t('adminDepartures.counts', { travellers: d.travellers, bookings: d.bookings, seats: d.seats })}
        </p>
        <ProblemBadges problems={d.problems} />
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Allocation departure={d} />
        <div className="grid content-start gap-6">
          <VehiclesChoice departure={d} />
          <GuidesChoice departure={d} />
        </div>
      </div>
      <ManifestDialog id={id} open={manifestOpen} onOpenChange={setManifestOpen} />
    </div>
  );
}

function Allocation({ departure: d }: { departure: DepartureDetail }) {
  const { t } = useT();
  const allocate = useAllocate();
  const failed = useFailed();
  return (
    <section className="grid content-start gap-3" aria-label={t('adminDepartures.allocation')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-display text-lg font-bold">{t('adminDepartures.allocation')}</h4>
        <Button
          size="sm"
          disabled={allocate.isPending || d.allocation.length === 0}
          onClick={() =>
            allocate.mutate(d.id, {
              onSuccess: () => toast.success(t('adminDepartures.allocated')),
              onError: failed,
            })
          }
        >
          {t('adminDepartures.allocate')}
        </Button>
      </div>
      <p className="text-sm text-muted">{t('adminDepartures.allocateHint')}</p>
      {d.allocation.map((v) => (
        <article
          key={v.id}
          className="grid gap-2 rounded-xl border border-line bg-raised p-4"
          aria-label={`${v.name} (${v.plate})`}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold break-words">
              {v.name} <span className="text-muted">({v.plate})</span>
            </p>
            <Badge tone={v.taken > v.seats ? 'red' : v.taken === v.seats ? 'green' : 'grey'}>
              {t('adminDepartures.seatsTaken', { taken: v.taken, seats: v.seats })}
            </Badge>
          </div>
          {v.bookings.length ? (
            <ul className="grid gap-2">
              {v.bookings.map((b) => (
                <BookingLine key={b.order} departure={d} booking={b} current={v.id} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t('adminDepartures.emptyVehicle')}</p>
          )}
        </article>
      ))}
      {d.unseated.length ? (
        <article
          className="grid gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950"
          aria-label={t('adminDepartures.unseated')}
        >
          <p className="font-semibold">{t('adminDepartures.unseated')}</p>
          <ul className="grid gap-2">
            {d.unseated.map((b) => (
              <BookingLine key={b.order} departure={d} booking={b} current={null} />
            ))}
          </ul>
        </article>
      ) : null}
    </section>
  );
}

function BookingLine({
  departure: d,
  booking: b,
  current,
}: {
  departure: DepartureDetail;
  booking: SeatedBooking;
  current: number | null;
}) {
  const { t } = useT();
  const id = useId();
  const move = useMoveBooking();
  const failed = useFailed();
  const others = d.allocation.filter((v) => v.id !== current);
  const [target, setTarget] = useState<string>('');
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-2 first:border-t-0 first:pt-0">
      <div className="min-w-0 text-sm">
        <p className="font-semibold break-words">
          {b.order_id} · {b.customer}
          {b.moved ? (
            <Badge tone="blue" className="ml-2">
              {t('adminDepartures.moved')}
            </Badge>
          ) : null}
        </p>
        <p className="text-muted break-words">
          {t('adminDepartures.travellers', { count: b.travellers })}
          {' · '}
          {b.pickup ?? t('adminDepartures.noPickup')}
        </p>
      </div>
      {others.length ? (
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="sr-only">
            {t('adminDepartures.moveLabel', { order: b.order_id })}
          </label>
          <Select
            id={id}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            className="w-56 max-w-full"
          >
            <option value="">{t('adminDepartures.moveTo')}</option>
            {others.map((v) => (
              <option key={v.id} value={v.id}>
                {t('adminDepartures.moveOption', { vehicle: v.name, free: Math.max(0, v.seats - v.taken) })}
              </option>
            ))}
          </Select>
          <Button
            size="sm"
            variant="outline"
            disabled={!target || move.isPending}
            onClick={() =>
              move.mutate(
                { id: d.id, order: b.order, vehicle: Number(target) },
                {
                  onSuccess: () => toast.success(t('adminDepartures.movedToast', { order: b.order_id })),
                  onError: failed,
                },
              )
            }
          >
            {t('adminDepartures.move')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function VehiclesChoice({ departure: d }: { departure: DepartureDetail }) {
  const { t } = useT();
  const vehicles = useVehicles();
  const save = useSetVehicles();
  const failed = useFailed();
  return (
    <ChooseAndSave<Vehicle>
      title={t('adminDepartures.vehicles')}
      hint={t('adminDepartures.vehiclesHint')}
      initial={d.vehicles.map((v) => v.id)}
      items={vehicles.data ?? []}
      keep={(v, chosen) => v.is_active || chosen.includes(v.id)}
      loading={vehicles.isPending}
      empty={t('adminDepartures.noFleet')}
      ordered
      label={(v) =>
        `${v.name} (${v.plate}) · ${t('adminDepartures.seats', { count: v.seats })}${v.unavailable_dates.includes(d.date) ? ` · ${t('adminDepartures.unavailable')}` : ''}`
      }
      saveLabel={t('adminDepartures.saveVehicles')}
      saving={save.isPending}
      onSave={(chosen) =>
        save.mutate(
          { id: d.id, vehicles: chosen },
          { onSuccess: () => toast.success(t('adminDepartures.vehiclesSaved')), onError: failed },
        )
      }
    />
  );
}

function GuidesChoice({ departure: d }: { departure: DepartureDetail }) {
  const { t } = useT();
  const guides = useGuides();
  const save = useSetGuides();
  const failed = useFailed();
  return (
    <ChooseAndSave<Guide>
      title={t('adminDepartures.guides')}
      initial={d.guides.map((g) => g.id)}
      items={guides.data ?? []}
      keep={(g, chosen) => g.is_active || chosen.includes(g.id)}
      loading={guides.isPending}
      empty={t('adminDepartures.noGuideList')}
      label={(g) => `${g.full_name || g.username} · ${g.country_code} ${g.phone}`}
      saveLabel={t('adminDepartures.saveGuides')}
      saving={save.isPending}
      onSave={(chosen) =>
        save.mutate(
          { id: d.id, guides: chosen },
          { onSuccess: () => toast.success(t('adminDepartures.guidesSaved')), onError: failed },
        )
      }
    />
  );
}
