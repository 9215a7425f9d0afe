import type { PickupPoint } from '@shop/contract/departures';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  useDeletePickup,
  useSavePickup,
  useSetDepartureTime,
  useTourPickups,
} from '#web/features/admin/departures/api/departures-api.ts';
import { useFailed } from '#web/features/admin/departures/lib/departure-texts.ts';
import { useAdminTours } from '#web/features/admin/tours/api/get-admin-tours.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toast } from '#web/lib/toast.ts';

/** docs/departures.md: a tour's departure time and its pickup points in route order. */
export function PickupsPanel() {
  const { t } = useT();
  const id = useId();
  const tours = useAdminTours(1, 100);
  const [tour, setTour] = useState<number | null>(null);
  return (
    <div className="grid gap-4">
      <FormField id={`${id}-tour`} label={t('adminDepartures.field.tour')} className="max-w-md">
        <Select
          id={`${id}-tour`}
          value={tour ?? ''}
          onChange={(e) => setTour(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('adminDepartures.chooseTour')}</option>
          {(tours.data ?? []).map((x) => (
            <option key={x.id} value={x.id}>
              {x.title}
            </option>
          ))}
        </Select>
      </FormField>
      {tour !== null ? <TourPickupsEditor key={tour} tour={tour} /> : null}
    </div>
  );
}

function TourPickupsEditor({ tour }: { tour: number }) {
  const { t } = useT();
  const id = useId();
  const pickups = useTourPickups(tour);
  const setTime = useSetDepartureTime();
  const remove = useDeletePickup();
  const failed = useFailed();
  const [editing, setEditing] = useState<PickupPoint | 'new' | null>(null);
  const [time, setTimeValue] = useState<string | null>(null);
  if (pickups.isPending) return <Spinner />;
  if (pickups.isError) return null;
  const data = pickups.data;
  return (
    <div className="grid gap-4">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setTime.mutate(
            { tour, departs_at: time ?? data.departs_at },
            { onSuccess: () => toast.success(t('adminDepartures.saved')), onError: failed },
          );
        }}
      >
        <FormField id={`${id}-time`} label={t('adminDepartures.field.departsAt')} className="w-40">
          <Input
            id={`${id}-time`}
            type="time"
            value={time ?? data.departs_at}
            onChange={(e) => setTimeValue(e.target.value)}
            required
          />
        </FormField>
        <Button type="submit" size="sm" variant="outline" disabled={setTime.isPending}>
          {t('adminDepartures.saveTime')}
        </Button>
        <Button type="button" size="sm" onClick={() => setEditing('new')}>
          {t('adminDepartures.addPickup')}
        </Button>
      </form>
      {editing ? (
        <PickupForm
          key={editing === 'new' ? 'new' : editing.id}
          tour={tour}
          point={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {data.points.length === 0 ? (
        <p className="text-sm text-muted">{t('adminDepartures.noPickups')}</p>
      ) : (
        <ol className="grid gap-2">
          {data.points.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-raised p-3"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold break-words">
                  {p.time} · {p.name}
                  {p.is_active ? null : <Badge className="ml-2">{t('adminDepartures.hidden')}</Badge>}
                </p>
                <p className="text-muted">
                  {t('adminDepartures.offset', { minutes: p.offset_minutes })} ·{' '}
                  <a
                    className="underline"
                    href={`https://www.openstreetmap.org/?mlat=${p.lat}&mlon=${p.lng}#map=16/${p.lat}/${p.lng}`}
                    target="_blank"
                    rel="noreferrer noopener"
                  >
                    {p.lat.toFixed(5)}, {p.lng.toFixed(5)}
                  </a>
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
                  {t('adminDepartures.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    remove.mutate(p.id, {
                      onSuccess: () => toast.success(t('adminDepartures.deleted')),
                      onError: failed,
                    })
                  }
                >
                  {t('adminDepartures.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function PickupForm({
  tour,
  point,
  onDone,
}: {
  tour: number;
  point: PickupPoint | null;
  onDone: () => void;
}) {
  const { t } = useT();
  const id = useId();
  const save = useSavePickup();
  const failed = useFailed();
  const [name, setName] = useState(point?.name ?? '');
  const [lat, setLat] = useState(point ? String(point.lat) : '');
  const [lng, setLng] = useState(point ? String(point.lng) : '');
  const [offset, setOffset] = useState(String(point?.offset_minutes ?? -30));
  const [position, setPosition] = useState(String(point?.position ?? 0));
  const [active, setActive] = useState(point?.is_active ?? true);
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(
      {
        tour,
        id: point?.id ?? null,
        body: {
          name,
          lat: Number(lat),
          lng: Number(lng),
          offset_minutes: Number(offset),
          position: Number(position),
          is_active: active,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('adminDepartures.saved'));
          onDone();
        },
        onError: failed,
      },
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl border border-line bg-sunken p-4 sm:grid-cols-2">
      <FormField id={`${id}-name`} label={t('adminDepartures.field.pickupName')} className="sm:col-span-2">
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={200}
        />
      </FormField>
      <FormField id={`${id}-lat`} label={t('adminDepartures.field.lat')}>
        <Input
          id={`${id}-lat`}
          inputMode="decimal"
          value={lat}
          onChange={(e) => setLat(e.target.value)}
          required
        />
      </FormField>
      <FormField id={`${id}-lng`} label={t('adminDepartures.field.lng')}>
        <Input
          id={`${id}-lng`}
          inputMode="decimal"
          value={lng}
          onChange={(e) => setLng(e.target.value)}
          required
        />
      </FormField>
      <FormField id={`${id}-offset`} label={t('adminDepartures.field.offset')}>
        <Input
          id={`${id}-offset`}
          type="number"
          min={-720}
          max={720}
          value={offset}
          onChange={(e) => setOffset(e.target.value)}
          required
        />
      </FormField>
      <FormField id={`${id}-position`} label={t('adminDepartures.field.position')}>
        <Input
          id={`${id}-position`}
          type="number"
          min={0}
          max={1000}
          value={position}
          onChange={(e) => setPosition(e.target.value)}
        />
      </FormField>
      <Checkbox
        id={`${id}-active`}
        label={t('adminDepartures.field.offered')}
        checked={active}
        onChange={(e) => setActive(e.target.checked)}
      />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('adminDepartures.save')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t('adminDepartures.cancel')}
        </Button>
      </div>
    </form>
  );
}
