import type { DepartureSummary } from '@shop/contract/departures';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDepartures } from '#web/features/admin/departures/api/departures-api.ts';
import { LoadError } from '#web/features/admin/shared/components/load-error.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { shopToday } from '#web/features/admin/tour-terms/lib/shop-today.ts';
import { idOf, useSearchValue } from '#web/features/admin/tour-terms/lib/use-search-value.ts';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate } from '#web/lib/format.ts';
import { DeparturePanel } from './departure-panel';
import { FleetPanel } from './fleet-panel';
import { PickupsPanel } from './pickups-panel';
import { ProblemBadges } from './problem-badges';

const VIEWS = [
  { id: 'departures', label: 'adminDepartures.view.departures' },
  { id: 'pickups', label: 'adminDepartures.view.pickups' },
  { id: 'fleet', label: 'adminDepartures.view.fleet' },
] as const satisfies readonly { id: string; label: MessageKey }[];

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * docs/departures.md: the Departures tab. Departures by day with their problems; one opens its
 * allocation (vehicles filled by capacity, hand moves, guides) and its manifest (print, CSV).
 * Pickup points per tour and the guides and vehicles are its other two views.
 */
export function DeparturesTab() {
  const { t } = useT();
  const [viewParam, setView] = useSearchValue('view');
  const view = VIEWS.find((v) => v.id === viewParam)?.id ?? 'departures';
  return (
    <section className="grid gap-6">
      <TabHeader title={t('adminDepartures.title')} description={t('adminDepartures.description')} />
      <nav aria-label={t('adminDepartures.views')} className="flex flex-wrap gap-2">
        {VIEWS.map((v) => (
          <Button
            key={v.id}
            size="sm"
            variant={view === v.id ? 'primary' : 'outline'}
            aria-current={view === v.id ? 'page' : undefined}
            onClick={() => setView(v.id === 'departures' ? null : v.id)}
          >
            {t(v.label)}
          </Button>
        ))}
      </nav>
      {view === 'pickups' ? <PickupsPanel /> : view === 'fleet' ? <FleetPanel /> : <DepartureList />}
    </section>
  );
}

function DepartureList() {
  const { t } = useT();
  const id = useId();
  const today = shopToday();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 13));
  const [openParam, setOpen] = useSearchValue('departure');
  const open = idOf(openParam);
  const list = useDepartures(from, to);

  if (open !== null) return <DeparturePanel id={open} onClose={() => setOpen(null)} />;

  const days = new Map<string, DepartureSummary[]>();
  for (const d of list.data ?? []) days.set(d.date, [...(days.get(d.date) ?? []), d]);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <FormField id={`${id}-from`} label={t('adminDepartures.from')} className="w-44">
          <Input
            id={`${id}-from`}
            type="date"
            value={from}
            onChange={(e) => e.target.value && setFrom(e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-to`} label={t('adminDepartures.to')} className="w-44">
          <Input
            id={`${id}-to`}
            type="date"
            value={to}
            onChange={(e) => e.target.value && setTo(e.target.value)}
          />
        </FormField>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : days.size === 0 ? (
        <p className="rounded-xl border border-line bg-raised p-6 text-sm text-muted">
          {t('adminDepartures.empty')}
        </p>
      ) : (
        [...days].map(([day, departures]) => (
          <section key={day} className="grid gap-2" aria-labelledby={`${id}-${day}`}>
            <h3 id={`${id}-${day}`} className="font-display text-lg font-bold">
              {formatDate(day)}
            </h3>
            <ul className="grid gap-2">
              {departures.map((d) => (
                <li key={d.id}>
                  <DepartureRow departure={d} onOpen={() => setOpen(String(d.id))} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function DepartureRow({ departure: d, onOpen }: { departure: DepartureSummary; onOpen: () => void }) {
  const { t } = useT();
  return (
    <article className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-raised p-4">
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold break-words">
          {d.departs_at} · {d.tour_title}
        </p>
        <p className="text-sm text-muted">
          {t('adminDepartures.counts', { travellers: d.travellers, bookings: d.bookings, seats: d.seats })}
        </p>
        <p className="text-sm text-muted break-words">
          {d.vehicles.length
            ? d.vehicles.map((v) => `${v.name} (${v.plate})`).join(', ')
            : t('adminDepartures.noVehicles')}
          {' · '}
          {d.guides.length ? d.guides.map((g) => g.name).join(', ') : t('adminDepartures.noGuides')}
        </p>
        <ProblemBadges problems={d.problems} />
      </div>
      <Button variant="outline" size="sm" onClick={onOpen}>
        {t('adminDepartures.open', { tour: d.tour_title })}
      </Button>
    </article>
  );
}
