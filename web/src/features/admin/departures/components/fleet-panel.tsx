import type { Guide, Vehicle } from '@shop/contract/departures';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  useDeleteGuide,
  useDeleteVehicle,
  useGuides,
  useSaveGuide,
  useSaveVehicle,
  useVehicles,
} from '#web/features/admin/departures/api/departures-api.ts';
import { useFailed } from '#web/features/admin/departures/lib/departure-texts.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toast } from '#web/lib/toast.ts';

/** docs/departures.md: the operator's vehicles (seats, days off) and guides (the guide role). */
export function FleetPanel() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <VehiclesSection />
      <GuidesSection />
    </div>
  );
}

function VehiclesSection() {
  const { t } = useT();
  const vehicles = useVehicles();
  const [editing, setEditing] = useState<Vehicle | 'new' | null>(null);
  const remove = useDeleteVehicle();
  const failed = useFailed();
  return (
    <section className="grid content-start gap-3" aria-labelledby="vehicles-title">
      <div className="flex items-center justify-between gap-2">
        <h3 id="vehicles-title" className="font-display text-lg font-bold">
          {t('adminDepartures.vehicles')}
        </h3>
        <Button size="sm" onClick={() => setEditing('new')}>
          {t('adminDepartures.addVehicle')}
        </Button>
      </div>
      {editing ? (
        <VehicleForm
          key={editing === 'new' ? 'new' : editing.id}
          vehicle={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {vehicles.isPending ? <Spinner /> : null}
      <ul className="grid gap-2">
        {(vehicles.data ?? []).map((v) => (
          <li
            key={v.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-raised p-3"
          >
            <div className="min-w-0 text-sm">
              <p className="font-semibold break-words">
                {v.name} <span className="text-muted">({v.plate})</span>
                {v.is_active ? null : <Badge className="ml-2">{t('adminDepartures.inactive')}</Badge>}
              </p>
              <p className="text-muted">
                {t('adminDepartures.seats', { count: v.seats })}
                {v.unavailable_dates.length
                  ? ` · ${t('adminDepartures.daysOff', { count: v.unavailable_dates.length })}`
                  : ''}
              </p>
            </div>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(v)}>
                {t('adminDepartures.edit')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  remove.mutate(v.id, {
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
      </ul>
    </section>
  );
}

function VehicleForm({ vehicle, onDone }: { vehicle: Vehicle | null; onDone: () => void }) {
  const { t } = useT();
  const id = useId();
  const save = useSaveVehicle();
  const failed = useFailed();
  const [name, setName] = useState(vehicle?.name ?? '');
  const [plate, setPlate] = useState(vehicle?.plate ?? '');
  const [seats, setSeats] = useState(String(vehicle?.seats ?? 7));
  const [daysOff, setDaysOff] = useState((vehicle?.unavailable_dates ?? []).join(', '));
  const [active, setActive] = useState(vehicle?.is_active ?? true);
  function submit(e: FormEvent) {
    e.preventDefault();
    const unavailable = daysOff
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    save.mutate(
      {
        id: vehicle?.id ?? null,
        body: { name, plate, seats: Number(seats), unavailable_dates: unavailable, is_active: active },
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
      <FormField id={`${id}-name`} label={t('adminDepartures.field.vehicleName')}>
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={100}
        />
      </FormField>
      <FormField id={`${id}-plate`} label={t('adminDepartures.field.plate')}>
        <Input
          id={`${id}-plate`}
          value={plate}
          onChange={(e) => setPlate(e.target.value)}
          required
          maxLength={20}
        />
      </FormField>
      <FormField id={`${id}-seats`} label={t('adminDepartures.field.seats')}>
        <Input
          id={`${id}-seats`}
          type="number"
          min={1}
          max={100}
          value={seats}
          onChange={(e) => setSeats(e.target.value)}
          required
        />
      </FormField>
      <FormField id={`${id}-off`} label={t('adminDepartures.field.daysOff')}>
        <Input
          id={`${id}-off`}
          value={daysOff}
          placeholder="2027-01-05, 2027-01-06"
          onChange={(e) => setDaysOff(e.target.value)}
        />
      </FormField>
      <Checkbox
        id={`${id}-active`}
        label={t('adminDepartures.field.active')}
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

function GuidesSection() {
  const { t } = useT();
  const guides = useGuides();
  const [editing, setEditing] = useState<Guide | 'new' | null>(null);
  const remove = useDeleteGuide();
  const failed = useFailed();
  return (
    <section className="grid content-start gap-3" aria-labelledby="guides-title">
      <div className="flex items-center justify-between gap-2">
        <h3 id="guides-title" className="font-display text-lg font-bold">
          {t('adminDepartures.guides')}
        </h3>
        <Button size="sm" onClick={() => setEditing('new')}>
          {t('adminDepartures.addGuide')}
        </Button>
      </div>
      <p className="text-sm text-muted">{t('adminDepartures.guidesHint')}</p>
      {editing ? (
        <GuideForm
          key={editing === 'new' ? 'new' : editing.id}
          guide={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {guides.isPending ? <Spinner /> : null}
      <ul className="grid gap-2">
        {(guides.data ?? []).map((g) => (
          <li
            key={g.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-raised p-3"
          >
            <div className="min-w-0 text-sm">
              <p className="font-semibold break-words">
                {g.full_name || g.username}
                {g.is_active ? null : <Badge className="ml-2">{t('adminDepartures.inactive')}</Badge>}
              </p>
              <p className="text-muted break-words">
                {g.username} · {g.country_code} {g.phone} · {g.locale === 'sw' ? 'Kiswahili' : 'English'}
              </p>
            </div>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(g)}>
                {t('adminDepartures.edit')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  remove.mutate(g.id, {
                    onSuccess: () => toast.success(t('adminDepartures.deleted')),
                    onError: failed,
                  })
                }
              >
                {t('adminDepartures.removeRole')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GuideForm({ guide, onDone }: { guide: Guide | null; onDone: () => void }) {
  const { t } = useT();
  const id = useId();
  const save = useSaveGuide();
  const failed = useFailed();
  const [user, setUser] = useState(guide?.username ?? '');
  const [phone, setPhone] = useState(guide?.phone ?? '');
  const [locale, setLocale] = useState<'en' | 'sw'>(guide?.locale ?? 'sw');
  const [active, setActive] = useState(guide?.is_active ?? true);
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(
      { id: guide?.id ?? null, body: { user, phone, locale, is_active: active } },
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
      <FormField id={`${id}-user`} label={t('adminDepartures.field.user')}>
        <Input
          id={`${id}-user`}
          value={user}
          onChange={(e) => setUser(e.target.value)}
          required
          disabled={guide !== null}
          maxLength={254}
        />
      </FormField>
      <FormField id={`${id}-phone`} label={t('adminDepartures.field.phone')}>
        <Input
          id={`${id}-phone`}
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          required
          maxLength={20}
        />
      </FormField>
      <FormField id={`${id}-locale`} label={t('adminDepartures.field.smsLanguage')}>
        <Select
          id={`${id}-locale`}
          value={locale}
          onChange={(e) => setLocale(e.target.value === 'en' ? 'en' : 'sw')}
        >
          <option value="sw">Kiswahili</option>
          <option value="en">English</option>
        </Select>
      </FormField>
      <Checkbox
        id={`${id}-active`}
        label={t('adminDepartures.field.active')}
        checked={active}
        onChange={(e) => setActive(e.target.checked)}
        className="sm:mt-6"
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
