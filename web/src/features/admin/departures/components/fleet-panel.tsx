import type { Guide, Vehicle } from '@shop/contract/departures';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
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
import { useT } from '#web/i18n/use-t.ts';
import { type Editing, EditingForm, EditorForm, EditorRow, useOutcome } from './list-editor';

/** docs/departures.md: the operator's vehicles (seats, days off) and guides (the guide role). */
export function FleetPanel() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <VehiclesSection />
      <GuidesSection />
    </div>
  );
}

type FleetSectionProps<T> = {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  addLabel: string;
  hint?: string;
  list: UseQueryResult<T[]>;
  form: (item: T | null, onDone: () => void) => ReactNode;
  row: (item: T, onEdit: () => void) => ReactNode;
};

/** One half of the fleet: its heading and Add, the open form, the list. */
function FleetSection<T extends { id: number }>({
  titleId,
  title,
  addLabel,
  hint,
  list,
  form,
  row,
}: FleetSectionProps<T>) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  return (
    <section className="grid content-start gap-3" aria-labelledby={titleId}>
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="font-display text-lg font-bold">
          {title}
        </h3>
        <Button size="sm" onClick={() => setEditing('new')}>
          {addLabel}
        </Button>
      </div>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      <EditingForm editing={editing}>{(item) => form(item, () => setEditing(null))}</EditingForm>
      {list.isPending ? <Spinner /> : null}
      <ul className="grid gap-2">{(list.data ?? []).map((item) => row(item, () => setEditing(item)))}</ul>
    </section>
  );
}

function VehiclesSection() {
  const { t } = useT();
  const vehicles = useVehicles();
  const remove = useDeleteVehicle();
  const outcome = useOutcome();
  return (
    <FleetSection
      titleId="vehicles-title"
      title={t('adminDepartures.vehicles')}
      addLabel={t('adminDepartures.addVehicle')}
      list={vehicles}
      form={(vehicle, onDone) => <VehicleForm vehicle={vehicle} onDone={onDone} />}
      row={(v, onEdit) => (
        <EditorRow
          key={v.id}
          title={
            <>
              {v.name} <span className="text-muted">({v.plate})</span>
            </>
          }
          badge={v.is_active ? undefined : t('adminDepartures.inactive')}
          detail={
            <>
              {t('adminDepartures.seats', { count: v.seats })}
              {v.unavailable_dates.length
                ? ` · ${t('adminDepartures.daysOff', { count: v.unavailable_dates.length })}`
                : ''}
            </>
          }
          onEdit={onEdit}
          deleteLabel={t('adminDepartures.delete')}
          onDelete={() => remove.mutate(v.id, outcome.deleted)}
        />
      )}
    />
  );
}

function VehicleForm({ vehicle, onDone }: { vehicle: Vehicle | null; onDone: () => void }) {
  const { t } = useT();
  const id = useId();
  const save = useSaveVehicle();
  const outcome = useOutcome();
  const [name, setName] = useState(vehicle?.name ?? '');
  const [plate, setPlate] = useState(vehicle?.plate ?? '');
  const [seats, setSeats] = useState(String(vehicle?.seats ?? 7));
  const [daysOff, setDaysOff] = useState((vehicle?.unavailable_dates ?? []).join(', '));
  const [active, setActive] = useState(vehicle?.is_active ?? true);
  function submit() {
    const unavailable = daysOff
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    save.mutate(
      {
        id: vehicle?.id ?? null,
        body: { name, plate, seats: Number(seats), unavailable_dates: unavailable, is_active: active },
      },
      outcome.saved(onDone),
    );
  }
  return (
    <EditorForm onSubmit={submit} busy={save.isPending} onCancel={onDone}>
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
    </EditorForm>
  );
}

function GuidesSection() {
  const { t } = useT();
  const guides = useGuides();
  const remove = useDeleteGuide();
  const outcome = useOutcome();
  return (
    <FleetSection
      titleId="guides-title"
      title={t('adminDepartures.guides')}
      addLabel={t('adminDepartures.addGuide')}
      hint={t('adminDepartures.guidesHint')}
      list={guides}
      form={(guide, onDone) => <GuideForm guide={guide} onDone={onDone} />}
      row={(g, onEdit) => (
        <EditorRow
          key={g.id}
          title={g.full_name || g.username}
          badge={g.is_active ? undefined : t('adminDepartures.inactive')}
          detail={`${g.username} · ${g.country_code} ${g.phone} · ${g.locale === 'sw' ? 'Kiswahili' : 'English'}`}
          onEdit={onEdit}
          deleteLabel={t('adminDepartures.removeRole')}
          onDelete={() => remove.mutate(g.id, outcome.deleted)}
        />
      )}
    />
  );
}

function GuideForm({ guide, onDone }: { guide: Guide | null; onDone: () => void }) {
  const { t } = useT();
  const id = useId();
  const save = useSaveGuide();
  const outcome = useOutcome();
  const [user, setUser] = useState(guide?.username ?? '');
  const [phone, setPhone] = useState(guide?.phone ?? '');
  const [locale, setLocale] = useState<'en' | 'sw'>(guide?.locale ?? 'sw');
  const [active, setActive] = useState(guide?.is_active ?? true);
  function submit() {
    save.mutate(
      { id: guide?.id ?? null, body: { user, phone, locale, is_active: active } },
      outcome.saved(onDone),
    );
  }
  return (
    <EditorForm onSubmit={submit} busy={save.isPending} onCancel={onDone}>
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
    </EditorForm>
  );
}
