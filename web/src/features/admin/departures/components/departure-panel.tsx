import type { DepartureDetail, Guide, SeatedBooking, Vehicle } from '@shop/contract/departures';
import { ArrowLeft, FileDown, Printer, ScanLine } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
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
  const id = useId();
  const vehicles = useVehicles();
  const save = useSetVehicles();
  const failed = useFailed();
  const [chosen, setChosen] = useState<number[]>(d.vehicles.map((v) => v.id));
  // The chosen ones first, in fill order, then the others.
  const rank = (v: Vehicle) => (chosen.includes(v.id) ? chosen.indexOf(v.id) : chosen.length);
  const list: Vehicle[] = (vehicles.data ?? [])
    .filter((v) => v.is_active || chosen.includes(v.id))
    .sort((a, b) => rank(a) - rank(b));
  const toggle = (vid: number, on: boolean) =>
    setChosen((c) => (on ? [...c.filter((x) => x !== vid), vid] : c.filter((x) => x !== vid)));
  return (
    <section
      className="grid gap-2 rounded-xl border border-line bg-raised p-4"
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className="font-display text-lg font-bold">
        {t('adminDepartures.vehicles')}
      </h4>
      <p className="text-sm text-muted">{t('adminDepartures.vehiclesHint')}</p>
      {vehicles.isPending ? <Spinner /> : null}
      {list.length === 0 && !vehicles.isPending ? (
        <p className="text-sm text-muted">{t('adminDepartures.noFleet')}</p>
      ) : null}
      <ul>
        {list.map((v) => {
          const off = v.unavailable_dates.includes(d.date);
          const order = chosen.indexOf(v.id);
          return (
            <li key={v.id}>
              <Checkbox
                id={`${id}-v${v.id}`}
                label={`${order >= 0 ? `${order + 1}. ` : ''}${v.name} (${v.plate}) · ${t('adminDepartures.seats', { count: v.seats })}${off ? ` · ${t('adminDepartures.unavailable')}` : ''}`}
                checked={order >= 0}
                onChange={(e) => toggle(v.id, e.target.checked)}
              />
            </li>
          );
        })}
      </ul>
      <Button
        size="sm"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(
            { id: d.id, vehicles: chosen },
            { onSuccess: () => toast.success(t('adminDepartures.vehiclesSaved')), onError: failed },
          )
        }
      >
        {t('adminDepartures.saveVehicles')}
      </Button>
    </section>
  );
}

function GuidesChoice({ departure: d }: { departure: DepartureDetail }) {
  const { t } = useT();
  const id = useId();
  const guides = useGuides();
  const save = useSetGuides();
  const failed = useFailed();
  const [chosen, setChosen] = useState<number[]>(d.guides.map((g) => g.id));
  const list: Guide[] = (guides.data ?? []).filter((g) => g.is_active || chosen.includes(g.id));
  return (
    <section
      className="grid gap-2 rounded-xl border border-line bg-raised p-4"
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className="font-display text-lg font-bold">
        {t('adminDepartures.guides')}
      </h4>
      {guides.isPending ? <Spinner /> : null}
      {list.length === 0 && !guides.isPending ? (
        <p className="text-sm text-muted">{t('adminDepartures.noGuideList')}</p>
      ) : null}
      <ul>
        {list.map((g) => (
          <li key={g.id}>
            <Checkbox
              id={`${id}-g${g.id}`}
              label={`${g.full_name || g.username} · ${g.country_code} ${g.phone}`}
              checked={chosen.includes(g.id)}
              onChange={(e) =>
                setChosen((c) => (e.target.checked ? [...c, g.id] : c.filter((x) => x !== g.id)))
              }
            />
          </li>
        ))}
      </ul>
      <Button
        size="sm"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(
            { id: d.id, guides: chosen },
            { onSuccess: () => toast.success(t('adminDepartures.guidesSaved')), onError: failed },
          )
        }
      >
        {t('adminDepartures.saveGuides')}
      </Button>
    </section>
  );
}
