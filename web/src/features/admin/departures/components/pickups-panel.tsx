import type { PickupPoint } from '@shop/contract/departures';
import { useId, useState } from 'react';
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
import { useAdminTours } from '#web/features/admin/tours/api/get-admin-tours.ts';
import { useT } from '#web/i18n/use-t.ts';
import { type Editing, EditingForm, EditorForm, EditorRow, useOutcome } from './list-editor';

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
  const outcome = useOutcome();
  const [editing, setEditing] = useState<Editing<PickupPoint>>(null);
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
          setTime.mutate({ tour, departs_at: time ?? data.departs_at }, outcome.saved());
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
      <EditingForm editing={editing}>
        {(point) => <PickupForm tour={tour} point={point} onDone={() => setEditing(null)} />}
      </EditingForm>
      {data.points.length === 0 ? (
        <p className="text-sm text-muted">{t('adminDepartures.noPickups')}</p>
      ) : (
        <ol className="grid gap-2">
          {data.points.map((p) => (
            <EditorRow
              key={p.id}
              title={`${p.time} · ${p.name}`}
              badge={p.is_active ? undefined : t('adminDepartures.hidden')}
              detail={
                <>
                  {t('adminDepartures.offset', { minutes: p.offset_minutes })} ·{' '}
                  <a
                    className="underline"
                    href={`https://www.openstreetmap.org/?mlat=${p.lat}&mlon=${p.lng}#map=16/${p.lat}/${p.lng}`}
                    target="_blank"
                    rel="noreferrer noopener"
                  >
                    {p.lat.toFixed(5)}, {p.lng.toFixed(5)}
                  </a>
                </>
              }
              onEdit={() => setEditing(p)}
              deleteLabel={t('adminDepartures.delete')}
              onDelete={() => remove.mutate(p.id, outcome.deleted)}
            />
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
  const outcome = useOutcome();
  const [name, setName] = useState(point?.name ?? '');
  const [lat, setLat] = useState(point ? String(point.lat) : '');
  const [lng, setLng] = useState(point ? String(point.lng) : '');
  const [offset, setOffset] = useState(String(point?.offset_minutes ?? -30));
  const [position, setPosition] = useState(String(point?.position ?? 0));
  const [active, setActive] = useState(point?.is_active ?? true);
  function submit() {
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
      outcome.saved(onDone),
    );
  }
  return (
    <EditorForm onSubmit={submit} busy={save.isPending} onCancel={onDone}>
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
    </EditorForm>
  );
}
